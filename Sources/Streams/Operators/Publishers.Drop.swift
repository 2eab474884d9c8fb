import Primitives

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later
  /// elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Traps when `count` is negative.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      precondition(count >= 0, "dropFirst(_:) needs a count that is not negative")
      let inner = DropInner(downstream: subscriber, count: count)
      subscriber.receive(subscription: inner)
      upstream.receive(subscriber: inner)
    }
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

/// `Drop`'s subscription. As in Combine, the downstream gets it before the upstream is
/// subscribed; demand made before the upstream subscription arrives is kept and asked for
/// then, together with the values still to drop. A completion lets go of the upstream, and
/// a later upstream subscription is accepted.
private final class DropInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var pendingDemand = Subscribers.Demand.none
  @exclusivity(unchecked) private var remaining: Int
  @exclusivity(unchecked) private var cancelled = false

  init(downstream: Downstream, count: Int) {
    self.downstream = downstream
    self.remaining = count
  }

  var description: String { "Drop" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    let demand = pendingDemand + remaining
    pendingDemand = .none
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    if remaining > 0 {
      remaining -= 1
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    upstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard let upstream else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    upstream.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    if upstream != nil { cancelled = true }
    lock.unlock()
    upstream?.cancel()
  }
}
