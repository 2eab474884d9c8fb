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
      return sink
    }
    let sink = HandlerSink(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    sink.setUpstream(
      asObservable().subscribe(AnyObserver(next: { sink.receiveNext($0) }, event: { sink.on($0) })))
    return sink
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
  @discardableResult
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }
}

/// The observer behind `subscribe(onNext:…)`: calls the handlers, keeps the grammar, and is
/// the disposable the caller gets back.
@usableFromInline
final class HandlerSink<Element>: ObserverType, Cancelable, @unchecked Sendable {
  private let onNext: ((Element) -> Void)?
  private let onError: ((Swift.Error) -> Void)?
  private let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  /// Where the subscription was made, for `Hooks.defaultErrorHandler`.
  private let callStack: [String]
  private let stopped = Atomic<Bool>(false)
  private let disposed = Atomic<Bool>(false)
  private let upstream = SingleAssignmentDisposable()

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
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
      if let onError { onError(error) } else { Hooks.unhandled(error, callStack: callStack) }
      dispose()
    case .completed:
      guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
      onCompleted?()
      dispose()
    }
  }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    upstream.dispose()
    onDisposed?()
  }
}

/// `subscribe(onNext:…)` on a `PublishSubject` (or relay): subscribes to the underlying
/// `Streams` subject directly and is the disposable the caller gets back.
@usableFromInline
final class SubjectSink<Element>: Subscriber, Cancelable, @unchecked Sendable {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Failure = Swift.Error

  private let onNext: ((Element) -> Void)?
  private let onError: ((Swift.Error) -> Void)?
  private let onCompleted: (() -> Void)?
  private let onDisposed: (() -> Void)?
  /// Where the subscription was made, for `Hooks.defaultErrorHandler`.
  private let callStack: [String]
  private let stopped = Atomic<Bool>(false)
  @usableFromInline let disposed = Atomic<Bool>(false)
  @usableFromInline let lock = FastLock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var subscription: (any _SubjectAttachment)?

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    self.onCompleted = onCompleted
    self.onDisposed = onDisposed
  }

  /// Subscribes to `subject` with unlimited demand, keeping what cancels the subscription.
  @inlinable
  func attach(to subject: PassthroughSubject<Element, Swift.Error>) {
    guard let attachment = subject._attachUnlimited(self) else { return }
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
  /// otherwise `attach(to:)` gets the conduit.
  @usableFromInline
  func receive(subscription: any Streams.Subscription) {
    if disposed.load(ordering: .acquiring) {
      subscription.cancel()
    } else {
      subscription.request(.unlimited)
    }
  }

  @usableFromInline
  func receive(_ input: Element) -> Subscribers.Demand {
    if !stopped.load(ordering: .acquiring) { onNext?(input) }
    return .none
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Swift.Error>) {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    switch completion {
    case .finished: onCompleted?()
    case .failure(let error):
      if let onError { onError(error) } else { Hooks.unhandled(error, callStack: callStack) }
    }
    end(cancelling: false)
  }

  @usableFromInline
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    end(cancelling: true)
  }

  private func end(cancelling: Bool) {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    lock.lock()
    let subscription = self.subscription.take()
    lock.unlock()
    if cancelling { subscription?.cancel() }
    onDisposed?()
  }
}
