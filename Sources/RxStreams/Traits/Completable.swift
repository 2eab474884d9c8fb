/// The trait of `Completable`: no elements, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
///
/// ```swift
/// save(record).andThen(Single.just(record.id))
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The event of a `Completable`.
@frozen
public enum CompletableEvent {
  /// An error.
  case error(Swift.Error)
  /// Completion.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The closure a `Completable` reports its one event to.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// Creates a `Completable` from a subscribe function that reports one event.
  ///
  /// Only the first event counts; the disposable `subscribe` returns is disposed when it has
  /// been sent, or when the subscription is disposed.
  public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
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

  /// Subscribes a handler for the event; it is called at most once.
  @discardableResult
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    var stopped = false
    return rawSource.subscribe { event in
      guard !stopped else { return }
      stopped = true
      switch event {
      case .next: preconditionFailure("RxStreams: a Completable cannot send an element")
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes completion, error and disposal handlers.
  ///
  /// `onDisposed` runs once: right after the event's handler, or when the subscription is
  /// disposed first.
  @discardableResult
  public func subscribe(
    onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposed = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let subscription = subscribe { (event: CompletableEvent) in
      switch event {
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
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// A `Completable` that fails with `error`.
  public static func error(_ error: Swift.Error) -> Completable { Completable(raw: .error(error)) }

  /// A `Completable` that never sends anything.
  public static func never() -> Completable { Completable(raw: .never()) }

  /// A `Completable` that completes at once.
  public static func empty() -> Completable { Completable(raw: .empty()) }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs side effects for the event, the subscription and its disposal.
  ///
  /// The `on…` handlers run before the event is passed on, the `after…` handlers after it;
  /// a throwing handler turns into the sequence's error. `onSubscribe` runs before
  /// subscribing upstream, `onSubscribed` after, and `onDispose` once the subscription is
  /// disposed, for whatever reason.
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: rawSource.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Completes when `self` and then `second` have completed; the first error ends it.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// Subscribes to each in turn, once the one before has completed; the first error ends it.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
  where Sequence.Element == Completable {
    Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
  }

  /// Subscribes to each in turn, once the one before has completed; the first error ends it.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Subscribes to each in turn, once the one before has completed; the first error ends it.
  public static func concat(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  ///
  /// For `Completable`, `zip` and `merge` are the same.
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  public static func zip(_ sources: Completable...) -> Completable { zip(sources) }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  @available(*, deprecated, renamed: "zip(_:)")
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    zip(sources)
  }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  @available(*, deprecated, renamed: "zip(_:)")
  public static func merge(_ sources: [Completable]) -> Completable { zip(sources) }

  /// Subscribes to all at once and completes when all have; the first error ends it.
  @available(*, deprecated, renamed: "zip(_:)")
  public static func merge(_ sources: Completable...) -> Completable { zip(sources) }
}
