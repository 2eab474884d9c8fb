import Primitives

extension Publisher {
  /// Replaces an empty stream with the provided element.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that replaces an empty stream with a provided element.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The element to deliver when the upstream publisher finishes without delivering any
    /// elements.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: ReplaceEmptyInner(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceEmpty: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// `ReplaceEmpty`'s subscription. As in Combine, it asks the upstream for everything, passes
/// the downstream's requests up as well, and sends the replacement for an empty stream once
/// the downstream has asked for something.
private final class ReplaceEmptyInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let output: Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var downstreamRequested = false
  @exclusivity(unchecked) private var receivedValue = false
  @exclusivity(unchecked) private var replacementPending = false

  init(downstream: Downstream, output: Downstream.Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceEmpty" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    receivedValue = true
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    guard case .finished = completion, !receivedValue else {
      lock.unlock()
      downstream.receive(completion: completion)
      return
    }
    guard downstreamRequested else {
      replacementPending = true
      lock.unlock()
      return
    }
    lock.unlock()
    _ = downstream.receive(output)
    downstream.receive(completion: .finished)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    downstreamRequested = true
    if replacementPending {
      replacementPending = false
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return
    }
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    replacementPending = false
    lock.unlock()
    subscription?.cancel()
  }
}
