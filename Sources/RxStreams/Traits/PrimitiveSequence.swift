/// A sequence with a restricted grammar: the shared shape of `Single`, `Maybe` and
/// `Completable`.
public struct PrimitiveSequence<Trait, Element>: ObservableConvertibleType {
  let source: Observable<Element>

  /// Wraps an observable that keeps the trait's grammar.
  init(raw: Observable<Element>) { source = raw }

  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence: @unchecked Sendable {}

/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}
/// The trait of `Maybe`: at most one element, then completion, or an error.
public enum MaybeTrait {}
/// The trait of `Completable`: no elements, only completion or an error.
public enum CompletableTrait {}

/// A sequence of exactly one element, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
/// A sequence of at most one element, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>
/// A sequence that only completes or errors.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// The event of a `Single`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// The event of a `Maybe`.
public enum MaybeEvent<Element> {
  /// One element, then completion.
  case success(Element)
  /// An error.
  case error(Swift.Error)
  /// Completion without an element.
  case completed
}

/// The event of a `Completable`.
public enum CompletableEvent {
  /// An error.
  case error(Swift.Error)
  /// Completion.
  case completed
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// The closure a `Single` reports its one result to.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// Creates a `Single` from a subscribe function that reports one result.
  public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable)
    -> Single<Element>
  {
    Single(
      raw: Observable.create { observer in
        subscribe { result in
          switch result {
          case .success(let element):
            observer.on(.next(element))
            observer.on(.completed)
          case .failure(let error): observer.on(.error(error))
          }
        }
      })
  }

  /// A `Single` of `element`.
  public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

  /// A `Single` that fails with `error`.
  public static func error(_ error: Swift.Error) -> Single<Element> { Single(raw: .error(error)) }

  /// Subscribes success, failure and disposal handlers.
  @discardableResult
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(
      onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
  }

  /// Subscribes a handler for the result.
  @discardableResult
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    subscribe(onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
  }

  /// Transforms the element.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: source.map(transform))
  }

  /// Continues with the `Single` that `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: source.flatMap { try selector($0).asObservable() })
  }

  /// Runs side effects.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil
  ) -> Single<Element> {
    Single(raw: source.do(onNext: onSuccess, onError: onError))
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: source.catchAndReturn(element))
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// Creates a `Maybe` from a subscribe function.
  public static func create(
    subscribe: @escaping (@escaping (MaybeEvent<Element>) -> Void) -> Disposable
  )
    -> Maybe<Element>
  {
    Maybe(
      raw: Observable.create { observer in
        subscribe { event in
          switch event {
          case .success(let element):
            observer.on(.next(element))
            observer.on(.completed)
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// A `Maybe` of `element`.
  public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

  /// A `Maybe` that completes without an element.
  public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

  /// Subscribes success, error, completion and disposal handlers.
  @discardableResult
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let delivered = Locked(false)
    return source.subscribe(
      onNext: { value in
        delivered.withLock { $0 = true }
        onSuccess?(value)
      },
      onError: onError,
      onCompleted: { if !delivered.withLock({ $0 }) { onCompleted?() } },
      onDisposed: onDisposed)
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
  /// Creates a `Completable` from a subscribe function.
  public static func create(
    subscribe: @escaping (@escaping (CompletableEvent) -> Void) -> Disposable
  )
    -> Completable
  {
    Completable(
      raw: Observable.create { observer in
        subscribe { event in
          switch event {
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// A `Completable` that completes at once.
  public static func empty() -> Completable { Completable(raw: .empty()) }

  /// A `Completable` that fails with `error`.
  public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

  /// Subscribes completion, error and disposal handlers.
  @discardableResult
  public func subscribe(
    onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    source.subscribe(
      onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Continues with `second` once this completes.
  public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
    Single(raw: Observable<Next>.concat([source.map { _ -> Next in }, second.asObservable()]))
  }

  /// Continues with `second` once this completes.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: Observable.concat([source, second.asObservable()]))
  }
}

extension ObservableType {
  /// Converts to a `Single`: errors with `RxError.noElements` or `.moreThanOneElement` when
  /// the sequence does not have exactly one element.
  public func asSingle() -> Single<Element> {
    Single(raw: exactlyOne(allowEmpty: false))
  }

  /// Converts to a `Maybe`: errors with `RxError.moreThanOneElement` on a second element.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: exactlyOne(allowEmpty: true))
  }

  /// Converts to a `Completable`, ignoring elements.
  public func asCompletable() -> Completable {
    Completable(raw: ignoreElements())
  }

  private func exactlyOne(allowEmpty: Bool) -> Observable<Element> {
    lift { downstream, stop in
      var element: Element?
      return AnyObserver { event in
        switch event {
        case .next(let value):
          guard element == nil else {
            downstream.on(.error(RxError.moreThanOneElement))
            stop()
            return
          }
          element = value
        case .error: downstream.on(event)
        case .completed:
          if let element {
            downstream.on(.next(element))
            downstream.on(.completed)
          } else if allowEmpty {
            downstream.on(.completed)
          } else {
            downstream.on(.error(RxError.noElements))
          }
        }
      }
    }
  }
}
