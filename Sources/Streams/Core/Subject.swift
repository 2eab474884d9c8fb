/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Provides this subject an upstream subscription, for when it subscribes to a publisher.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches the specified subject to this publisher, which forwards every event to it.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where Failure == S.Failure, Output == S.Output {
    let forwarder = SubjectSubscriber(subject)
    subscribe(forwarder)
    return AnyCancellable(forwarder)
  }
}

/// Forwards a publisher's events into a subject.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  private let lock = Lock()
  @exclusivity(unchecked) private var subject: Downstream?
  @exclusivity(unchecked) private var upstream: (any Subscription)?

  init(_ subject: Downstream) { self.subject = subject }

  var description: String { "Subject" }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, let subject else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subject.send(subscription: self)
  }

  func receive(_ input: Downstream.Output) -> Subscribers.Demand {
    lock.lock()
    let subject = self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let subject = self.subject
    self.subject = nil
    upstream = nil
    lock.unlock()
    subject?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    subject = nil
    lock.unlock()
    upstream?.cancel()
  }
}
