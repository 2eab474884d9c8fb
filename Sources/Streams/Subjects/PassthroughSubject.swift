/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, it has no initial value or buffer of the most recently
/// published element. A subscriber without demand misses the values sent meanwhile.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send(1)  // prints 1
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  @usableFromInline let core = SubjectCore<Output, Failure>(
    current: nil, kind: .passthrough)

  /// Creates a subject.
  public init() {}

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.receive(subscriber: subscriber)
  }

  /// Sends a value to every subscriber that has demand for it.
  @inlinable
  public func send(_ input: Output) { core.send(input, storing: false) }

  /// Sends a completion to every subscriber; the subject sends nothing after it.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) { core.send(subscription: subscription) }

  /// Attaches `subscriber` with unlimited demand, without sending it a subscription: returns
  /// what cancels it, or `nil` when the subject has completed (the subscriber then got an
  /// empty subscription and the completion). For RxStreams' sinks, not part of the API.
  @inlinable
  public func _attachUnlimited<S: Subscriber>(_ subscriber: S) -> (any _SubjectAttachment)?
  where S.Input == Output, S.Failure == Failure {
    core.attachUnlimited(subscriber)
  }

  /// Cancels every subscription without completing the subject (for RxStreams' `dispose()`).
  @_spi(RxStreams)
  public func cancelAllSubscriptions() { core.cancelAll() }

  /// How many subscriber-list slots subscribing and cancelling have written so far (for the
  /// tests that show the work per subscriber does not grow with their number).
  package var subscriberListWork: Int { core.subscriberListWork }

  /// Whether any subscriber is attached (for RxStreams' `hasObservers`).
  @_spi(RxStreams)
  public var hasSubscribers: Bool { core.hasConduits }
}
