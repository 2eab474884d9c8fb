/// A subject that wraps a single value and publishes a new element whenever the value
/// changes.
///
/// A new subscriber receives the current value as soon as it has demand; a subscriber that
/// had no demand when values were sent receives the latest one once it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  @usableFromInline let core: SubjectCore<Output, Failure>

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) {
    core = SubjectCore(current: value, kind: .currentValue)
  }

  /// The value wrapped by this subject; setting it publishes the new value.
  public var value: Output {
    get {
      guard let value = core.value else {
        preconditionFailure("a CurrentValueSubject lost its value")
      }
      return value
    }
    set { core.send(newValue, storing: true, evenAfterCompletion: true) }
  }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.receive(subscriber: subscriber)
  }

  /// Sets the value and sends it to every subscriber.
  @inlinable
  public func send(_ input: Output) { core.send(input, storing: true) }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) { core.send(subscription: subscription) }

  /// Attaches `subscriber` with unlimited demand, without sending it a subscription (it gets
  /// the current value at once): returns what cancels it, or `nil` when the subject has
  /// completed (the subscriber then got an empty subscription and the completion). For
  /// RxStreams' observers, not part of the API.
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
