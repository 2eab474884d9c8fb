/// The trait of `Maybe`: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element, or an error.
///
/// ```swift
/// cache.lookup(key).ifEmpty(switchTo: network.fetch(key))
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The event of a `Maybe`.
@frozen
public enum MaybeEvent<Element> {
  /// One element, then completion.
  case success(Element)
  /// An error.
  case error(Swift.Error)
  /// Completion without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure a `Maybe` reports its one event to.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// Creates a `Maybe` from a subscribe function that reports one event.
  ///
  /// Only the first event counts; the disposable `subscribe` returns is disposed when it has
  /// been sent, or when the subscription is disposed.
  public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
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

  /// Subscribes a handler for the event; it is called at most once.
  @discardableResult
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    var stopped = false
    return rawSource.subscribe { event in
      guard !stopped else { return }
      stopped = true
      switch event {
      case .next(let element): observer(.success(element))
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes success, error, completion and disposal handlers.
  ///
  /// `onCompleted` runs only when there was no element. `onDisposed` runs once: right after
  /// the event's handler, or when the subscription is disposed first.
  @discardableResult
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { (event: MaybeEvent<Element>) in
      switch event {
      case .success(let element): onSuccess?(element)
      case .error(let error):
        if let onError { onError(error) } else { unhandledError(error) }
      case .completed: onCompleted?()
      }
      disposed.dispose()
    }
    return Disposables.create(subscription, disposed)
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A `Maybe` of `element`.
  public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

  /// A `Maybe` of `element`, sent on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: .just(element, scheduler: scheduler))
  }

  /// A `Maybe` that fails with `error`.
  public static func error(_ error: Swift.Error) -> Maybe<Element> { Maybe(raw: .error(error)) }

  /// A `Maybe` that never sends anything.
  public static func never() -> Maybe<Element> { Maybe(raw: .never()) }

  /// A `Maybe` that completes without an element.
  public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Runs side effects for each event, the subscription and its disposal.
  ///
  /// The `on…` handlers run before the event is passed on, the `after…` handlers after it;
  /// a throwing handler turns into the sequence's error. `onSubscribe` runs before
  /// subscribing upstream, `onSubscribed` after, and `onDispose` once the subscription is
  /// disposed, for whatever reason.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: rawSource.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Keeps the element when it satisfies `predicate`; otherwise completes empty.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: rawSource.filter(predicate))
  }

  /// Transforms the element.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: rawSource.map(transform))
  }

  /// Transforms the element, completing empty when `transform` returns `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: rawSource.compactMap(transform))
  }

  /// Continues with the `Maybe` that `selector` makes from the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: rawSource.flatMap { try selector($0).asObservable() })
  }

  /// Succeeds with `default` when `self` completes without an element.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: rawSource.ifEmpty(default: `default`))
  }

  /// Continues with `other` when `self` completes without an element.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: rawSource.ifEmpty(switchTo: other.source))
  }

  /// Continues with `other` when `self` completes without an element.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: rawSource.ifEmpty(switchTo: other.source))
  }

  /// Succeeds with `element` instead of failing.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: rawSource.catchAndReturn(element))
  }

  /// Succeeds with `element` instead of failing.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
    catchAndReturn(element)
  }
}
