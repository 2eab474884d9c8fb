import Primitives

extension Publisher {
  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection; what remains is sent when the upstream finishes.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that buffers a maximum number of items.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == [Upstream.Output], S.Failure == Failure {
      upstream.receive(subscriber: CollectByCountInner(downstream: subscriber, count: count))
    }
  }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

/// `CollectByCount`'s subscription: each downstream request for n arrays asks the upstream
/// for n × count values. As in Combine, every upstream completion is passed on (a cancel
/// only drops what is buffered), and values after the end are ignored.
private final class CollectByCountInner<Downstream: Subscriber, Element>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == [Element] {
  typealias Input = Element
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let count: Int
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var buffer: [Element] = []

  init(downstream: Downstream, count: Int) {
    self.downstream = downstream
    self.count = count
  }

  var description: String { "CollectByCount" }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "downstream": downstream, "upstreamSubscription": status.subscription as Any,
        "buffer": buffer, "count": count,
      ])
  }
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
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    buffer.append(input)
    guard buffer.count >= count else {
      lock.unlock()
      return .none
    }
    let full = buffer
    buffer.removeAll(keepingCapacity: true)
    lock.unlock()
    return downstream.receive(full) * count
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let rest = buffer
    buffer = []
    status = .terminal
    lock.unlock()
    if case .finished = completion, !rest.isEmpty { _ = downstream.receive(rest) }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand * count)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil {
      status = .terminal
      buffer = []
    }
    lock.unlock()
    subscription?.cancel()
  }
}
