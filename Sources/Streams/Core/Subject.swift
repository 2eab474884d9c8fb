import Primitives

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
///
/// It holds the subject weakly, as Combine's does: subscribing a subject to a publisher
/// does not keep the subject alive. The subject receives this object as its upstream
/// subscription, so its requests and cancel go to the publisher.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  @exclusivity(unchecked) private weak var subject: Downstream?
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var ended = false

  init(_ subject: Downstream) { self.subject = subject }

  var description: String { "Subject" }

  var playgroundDescription: Any { description }

  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: ["downstreamSubject": subject as Any, "upstreamSubscription": upstream as Any])
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !ended, let subject else {
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
    let subject = ended || upstream == nil ? nil : self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard upstream != nil else {
      lock.unlock()
      return
    }
    let subject = ended ? nil : self.subject
    ended = true
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
    ended = true
    lock.unlock()
    upstream?.cancel()
  }
}
