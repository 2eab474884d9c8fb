/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error.
///
/// ```swift
/// Single.just(1).map { $0 * 2 }.subscribe(onSuccess: { print($0) })  // 2
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The event of a `Single`: its element or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a `Single` reports its one result to.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// Creates a `Single` from a subscribe function that reports one result.
  ///
  /// Only the first result counts; the disposable `subscribe` returns is disposed when it
  /// has been sent, or when the subscription is disposed.
  ///
  /// ```swift
  /// Single<Data>.create { single in
  ///   let task = load { result in single(result) }
  ///   return Disposables.create { task.cancel() }
  /// }
  /// ```
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

  /// Subscribes a handler for the result; it is called at most once.
  @discardableResult
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    var stopped = false
    return rawSource.subscribe { event in
      guard !stopped else { return }
      stopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.failure(error))
      case .completed:
        assertionFailure("RxStreams: a Single completed without an element")
      }
    }
  }

  /// Subscribes success, failure and disposal handlers.
  ///
  /// `onDisposed` runs once: right after the result's handler, or when the subscription is
  /// disposed first.
  @discardableResult
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { (result: SingleEvent<Element>) in
      switch result {
      case .success(let element): onSuccess?(element)
      case .failure(let error):
        if let onFailure { onFailure(error) } else { unhandledError(error) }
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// Subscribes success, failure and disposal handlers.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  @discardableResult
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void),
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` of `element`.
  public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

  /// A `Single` of `element`, sent on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: .just(element, scheduler: scheduler))
  }

  /// A `Single` that fails with `error`.
  public static func error(_ error: Swift.Error) -> Single<Element> { Single(raw: .error(error)) }

  /// A `Single` that never sends anything.
  public static func never() -> Single<Element> { Single(raw: .never()) }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Runs side effects for the result, the subscription and its disposal.
  ///
  /// `onSuccess` and `onError` run before the result is passed on, `afterSuccess` and
  /// `afterError` after it; a throwing handler turns into the sequence's error.
  /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after, and `onDispose`
  /// once the subscription is disposed, for whatever reason.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: rawSource.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Keeps the element when it satisfies `predicate`; otherwise completes empty.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: rawSource.filter(predicate))
  }

  /// Transforms the element.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: rawSource.map(transform))
  }

  /// Transforms the element, completing empty when `transform` returns `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: rawSource.compactMap(transform))
  }

  /// Continues with the `Single` that `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: rawSource.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the `Maybe` that `selector` makes from the element.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: rawSource.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the `Completable` that `selector` makes from the element.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: rawSource.flatMap { try selector($0).asObservable() })
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: rawSource.catchAndReturn(element))
  }

  /// Succeeds with `element` instead of failing.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }

  /// `self` as a `Maybe`, which always has its element.
  public func asMaybe() -> Maybe<Element> { Maybe(raw: rawSource) }

  /// Forgets the element: completes when `self` succeeds.
  public func asCompletable() -> Completable { Completable(raw: rawSource.ignoreElements()) }
}

/// Reports an error nobody handles (a trait subscribed without an error handler).
func unhandledError(_ error: Swift.Error) { Hooks.unhandled(error, callStack: []) }
