import Primitives
@_spi(RxStreams) import Streams
import Synchronization

extension ObservableType {
  /// Subscribes element, error, completion and disposal handlers.
  ///
  /// `onDisposed` runs once, after a terminal event's handler or on disposal, whichever
  /// comes first.
  @discardableResult
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // Straight onto a subject: one object is both the subject's subscriber and the
    // disposable, as in `Streams`' `sink`. (The casts fold away when the type is known.)
    if let subject = (self as? PublishSubject<Element>)
      ?? (self as? PublishRelay<Element>)?.subject,
      !subject.isDisposed
    {
      let sink = SubjectSink(
        onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
      sink.attach(to: subject.subject)
      // Disposed meanwhile: `dispose()` may have cancelled the subscribers before this one.
      if subject.isDisposed { sink.dispose() }
      return sink
    }
    // A `map` (and `filter`) of a subject: one sink on the subject runs the steps.
    if let steps = self as? SubjectStepObservable<Element>,
      let sink = steps.subscribeSteps(
        SubscribeHandlers(
          onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed))
    {
      return sink
    }
    let sink = HandlerSink(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    let disposer = SinkDisposer(sink)
    sink.disposer = disposer
    sink.setUpstream(
      asObservable().subscribe(AnyObserver(next: { sink.receiveNext($0) }, event: { sink.on($0) })))
    return disposer
  }

  /// Subscribes handlers that receive `object` with each event, without retaining it: once
  /// `object` is gone, the handlers are no longer called.
  @discardableResult
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] value in
        guard let object else { return }
        onNext?(object, value)
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

  /// Subscribes an event handler.
  ///
  /// Once the sequence has ended, the subscription no longer holds the handler (see
  /// ``SinkDisposer``).
  @discardableResult
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let sink = EventHandlerSink(on)
    let disposer = SinkDisposer(sink)
    sink.disposer = disposer
    sink.upstream.setDisposable(subscribe(AnyObserver(eventHandler: sink.on)))
    return disposer
  }
}

/// What `subscribe(onNext:…)`, `subscribe(_:)` and `create` return: disposing it disposes
/// the sink. It holds the sink until the sink ends by itself — a terminal event, after which
/// the sink tells it to let go — so a handler that keeps this disposable, directly or through
/// a dispose bag of the object it captures, does not keep itself alive after the end, as
/// RxSwift's sink disposer lets go of its sink. (The sink refers back to it weakly: the side
/// table that costs is this object's, which nothing retains per element.)
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private let ended = Atomic<Bool>(false)
  // Written at init, then taken once by whoever sets `ended`.
  @exclusivity(unchecked) private var sink: (any Disposable)?

  @usableFromInline
  init(_ sink: any Disposable) { self.sink = sink }

  /// Disposed, or its sink has ended.
  @usableFromInline
  var isDisposed: Bool { ended.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let sink = self.sink.take()
    sink?.dispose()
  }

  /// The sink has ended by itself (and disposed its upstream): lets go of it.
  @usableFromInline
  func release() {
    guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    sink = nil
  }
}

/// The observer behind `subscribe(_:)`: keeps the grammar, and disposes its upstream after
/// passing on a terminal event.
@usableFromInline
final class EventHandlerSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let stopped = Atomic<Bool>(false)
  @usableFromInline let upstream = SingleAssignmentDisposable()
  /// Set before subscribing; told to let go at the end.
  @usableFromInline weak var disposer: SinkDisposer?

  @inlinable
  init(_ handler: @escaping (Event<Element>) -> Void) { self.handler = handler }

  @inlinable
  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      handler(event)
      upstream.dispose()
      disposer?.release()
    } else if !stopped.load(ordering: .acquiring) {
      handler(event)
    }
  }

  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    upstream.dispose()
  }
}

/// The observer behind `subscribe(onNext:…)`: calls the handlers and keeps the grammar; the
/// caller gets a ``SinkDisposer`` of it.
@usableFromInline
final class HandlerSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  private let onNext: ((Element) -> Void)?
  /// The other handlers, when there are any.
  private let ends: SubscriptionEnds?
  private let stopped = Atomic<Bool>(false)
  private let disposed = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()
  /// Set before subscribing; told to let go at the end.
  @usableFromInline weak var disposer: SinkDisposer?

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    ends = SubscriptionEnds.make(
      onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  @usableFromInline
  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  /// An element, without building an `Event`: the hot path.
  @usableFromInline
  func receiveNext(_ value: Element) {
    guard !stopped.load(ordering: .acquiring) else { return }
    onNext?(value)
  }

  @usableFromInline
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      guard !stopped.load(ordering: .acquiring) else { return }
      onNext?(value)
    case .error(let error):
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      SubscriptionEnds.report(error, to: ends)
      dispose()
      disposer?.release()
    case .completed:
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      ends?.onCompleted?()
      dispose()
      disposer?.release()
    }
  }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    upstream.dispose()
    ends?.onDisposed?()
  }
}

/// What `subscribe(onNext:…)` straight onto a `PublishSubject` (or relay) subscribes to its
/// `Streams` subject: the handlers, the grammar, and the disposable the caller gets back.
/// ``SubjectSink`` passes elements on as they are; ``SubjectStepSink`` maps (and filters)
/// them first.
@usableFromInline
class SubjectSinkBase<Element>: Cancelable, @unchecked Sendable {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  @usableFromInline typealias Failure = Swift.Error

  @usableFromInline let onNext: ((Element) -> Void)?
  /// The other handlers, when there are any.
  private let ends: SubscriptionEnds?
  @usableFromInline let stopped = Atomic<Bool>(false)
  @usableFromInline let disposed = Atomic<Bool>(false)
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var subscription: (any _SubjectAttachment)?

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    ends = SubscriptionEnds.make(
      onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Keeps what cancels the subscription `attachUnlimited` just made (`nil` when the subject
  /// had completed).
  @inlinable
  final func keep(_ attachment: (any _SubjectAttachment)?) {
    guard let attachment else { return }
    lock.lock()
    guard !disposed.load(ordering: .acquiring) else {
      lock.unlock()
      attachment.cancel()
      return
    }
    subscription = attachment
    lock.unlock()
  }

  /// Only a completed subject sends a subscription (an empty one, before its completion):
  /// otherwise `keep(_:)` gets the conduit.
  @usableFromInline
  final func receive(subscription: any Streams.Subscription) {
    if disposed.load(ordering: .acquiring) {
      subscription.cancel()
    } else {
      subscription.request(.unlimited)
    }
  }

  @usableFromInline
  final func receive(completion: Subscribers.Completion<Swift.Error>) {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    switch completion {
    case .finished: ends?.onCompleted?()
    case .failure(let error): report(error)
    }
    end(cancelling: false)
  }

  /// An error from a step: handled as an upstream error would be, then the subscription
  /// ends, cancelled.
  @usableFromInline
  final func fail(_ error: Swift.Error) {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    report(error)
    end(cancelling: true)
  }

  private func report(_ error: Swift.Error) {
    SubscriptionEnds.report(error, to: ends)
  }

  @usableFromInline
  final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  final func dispose() {
    stopped.store(true, ordering: .releasing)
    end(cancelling: true)
  }

  private func end(cancelling: Bool) {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    lock.lock()
    let subscription = self.subscription.take()
    lock.unlock()
    if cancelling { subscription?.cancel() }
    ends?.onDisposed?()
  }
}

/// `subscribe(onNext:…)` on a `PublishSubject` (or relay): subscribes to the underlying
/// `Streams` subject directly and is the disposable the caller gets back.
@usableFromInline
final class SubjectSink<Element>: SubjectSinkBase<Element>, Subscriber {
  @usableFromInline typealias Input = Element

  @usableFromInline
  override init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    super.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to `subject` with unlimited demand.
  @inlinable
  func attach(to subject: PassthroughSubject<Element, Swift.Error>) {
    keep(subject._attachUnlimited(self))
  }

  @inlinable
  func receive(_ input: Element) -> Subscribers.Demand {
    if !stopped.load(ordering: .acquiring) { onNext?(input) }
    return .none
  }
}

/// `subscribe(onNext:…)` on a `map` of a `PublishSubject` (or relay), or on a `filter` of
/// that: one subscriber to the subject that maps and filters, with the grammar the operators
/// and the handler sink would keep between them. A throwing step is an error: it goes to the
/// handlers and cancels the subscription; the handlers get nothing after an end.
@usableFromInline
final class SubjectStepSink<Source, Element>: SubjectSinkBase<Element>, Subscriber {
  @usableFromInline typealias Input = Source

  @usableFromInline let transform: (Source) throws -> Element
  /// The `filter` step, when `filters`. (Not optional: calling an unwrapped optional closure
  /// would retain it for each element.)
  @usableFromInline let predicate: (Element) throws -> Bool
  @usableFromInline let filters: Bool

  @inlinable
  init(
    transform: @escaping (Source) throws -> Element, predicate: ((Element) throws -> Bool)?,
    handlers: SubscribeHandlers<Element>
  ) {
    self.transform = transform
    if let predicate {
      self.predicate = predicate
      filters = true
    } else {
      self.predicate = { _ in true }
      filters = false
    }
    super.init(
      onNext: handlers.onNext, onError: handlers.onError, onCompleted: handlers.onCompleted,
      onDisposed: handlers.onDisposed)
  }

  /// Subscribes to `subject` with unlimited demand.
  @inlinable
  func attach(to subject: PassthroughSubject<Source, Swift.Error>) {
    keep(subject._attachUnlimited(SubjectStepSubscriber(self)))
  }

  @inlinable
  func receive(_ input: Source) -> Subscribers.Demand {
    do {
      let value = try transform(input)
      if filters, try !predicate(value) { return .none }
      if !stopped.load(ordering: .acquiring) { onNext?(value) }
    } catch {
      fail(error)
    }
    return .none
  }
}

/// How a ``SubjectStepSink`` subscribes: a value holding it, which the subject's conduit
/// keeps boxed and reaches through the box's field, so an element costs no reference counting
/// (the conduit retains a class subscriber around each delivery).
@usableFromInline
struct SubjectStepSubscriber<Source, Element>: Subscriber {
  @usableFromInline typealias Input = Source
  @usableFromInline typealias Failure = Swift.Error

  @usableFromInline let sink: SubjectStepSink<Source, Element>

  @inlinable init(_ sink: SubjectStepSink<Source, Element>) { self.sink = sink }

  @usableFromInline var combineIdentifier: CombineIdentifier { CombineIdentifier(sink) }

  @inlinable
  func receive(subscription: any Streams.Subscription) { sink.receive(subscription: subscription) }

  @inlinable
  func receive(_ input: Source) -> Subscribers.Demand { sink.receive(input) }

  @inlinable
  func receive(completion: Subscribers.Completion<Swift.Error>) {
    sink.receive(completion: completion)
  }
}

/// The handlers of a `subscribe(onNext:…)`, passed on together.
@usableFromInline
struct SubscribeHandlers<Element> {
  @usableFromInline let onNext: ((Element) -> Void)?
  @usableFromInline let onError: ((Swift.Error) -> Void)?
  @usableFromInline let onCompleted: (() -> Void)?
  @usableFromInline let onDisposed: (() -> Void)?

  @inlinable
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }
}

/// A `map` of a `PublishSubject` (or relay), possibly followed by a `filter`: an observable
/// like any other, which `subscribe(onNext:…)` can also subscribe in one step, straight onto
/// the subject (see ``SubjectStepSink``).
@usableFromInline
final class SubjectStepObservable<Element>: Observable<Element> {
  /// Subscribes handlers straight onto the subject through one sink that runs the steps,
  /// given the `filter` predicate if any; `nil` when the subject is disposed (then the
  /// caller subscribes the usual way, which reports it).
  @usableFromInline let attachSteps:
    (((Element) throws -> Bool)?, SubscribeHandlers<Element>) -> Disposable?
  /// The predicate of the `filter` fused after the `map`, if any.
  @usableFromInline let predicate: ((Element) throws -> Bool)?

  @inlinable
  init(
    _ subscribe: @escaping (AnyObserver<Element>) -> Disposable,
    predicate: ((Element) throws -> Bool)?,
    attachSteps:
      @escaping (((Element) throws -> Bool)?, SubscribeHandlers<Element>) ->
      Disposable?
  ) {
    self.predicate = predicate
    self.attachSteps = attachSteps
    super.init(subscribe)
  }

  /// Subscribes the handlers in one step, or returns `nil` if the subject is disposed.
  @inlinable
  func subscribeSteps(_ handlers: SubscribeHandlers<Element>) -> Disposable? {
    attachSteps(predicate, handlers)
  }
}

/// How a `subscribe(onNext:…)` ends: the handlers other than `onNext`, and where the
/// subscription was made (for `Hooks.defaultErrorHandler`). Kept apart from the sinks, as
/// most subscriptions pass `onNext` alone: a sink then holds one empty reference instead of
/// three closures and an array, which every live subscription would pay for.
@usableFromInline
final class SubscriptionEnds: @unchecked Sendable {
  let onError: ((Swift.Error) -> Void)?
  let onCompleted: (() -> Void)?
  let onDisposed: (() -> Void)?
  let callStack: [String]

  private init(
    onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?, callStack: [String]
  ) {
    self.onError = onError
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
    self.callStack = callStack
  }

  /// The ends of a subscription, or `nil` when it has none of them to keep.
  static func make(
    onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) -> SubscriptionEnds? {
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    if onError == nil, onCompleted == nil, onDisposed == nil, callStack.isEmpty { return nil }
    return SubscriptionEnds(
      onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack)
  }

  /// Hands `error` to the subscription's error handler, or to `Hooks` when it has none.
  static func report(_ error: Swift.Error, to ends: SubscriptionEnds?) {
    if let onError = ends?.onError {
      onError(error)
    } else {
      Hooks.unhandled(error, callStack: ends?.callStack ?? [])
    }
  }
}
