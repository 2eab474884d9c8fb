import Primitives

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
  /// either publisher, once both have published.
  @inlinable
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from
  /// either publisher.
  @inlinable
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}

extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    @inlinable
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = CombineLatestInner<S, A.Output, B.Output>(subscriber)
      subscriber.receive(subscription: inner)
      a.receive(
        subscriber: CombineLatestChild(inner: inner, side: .a, receiveValue: inner.receiveA))
      b.receive(
        subscriber: CombineLatestChild(inner: inner, side: .b, receiveValue: inner.receiveB))
    }
  }
}

/// Which input of a two-input operator an event came from.
@usableFromInline
enum Side: Sendable {
  case a
  case b
}

/// Holds the latest value of each input and publishes the pair whenever either changes.
///
/// Both upstreams are asked for everything once the downstream asks for anything: only the
/// latest value of each is kept, so memory stays bounded, and a pair produced while the
/// downstream has no demand waits (the newest one) until it has.
@usableFromInline
final class CombineLatestInner<Downstream: Subscriber, A, B>: Subscription, CustomStringConvertible,
  @unchecked Sendable
where Downstream.Input == (A, B) {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var latestA: A?
  @exclusivity(unchecked) @usableFromInline var latestB: B?
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  @exclusivity(unchecked) @usableFromInline var pending = false
  @exclusivity(unchecked) @usableFromInline var terminated = false
  @exclusivity(unchecked) var subscriptionA: (any Subscription)?
  @exclusivity(unchecked) var subscriptionB: (any Subscription)?
  @exclusivity(unchecked) var finishedA = false
  @exclusivity(unchecked) var finishedB = false
  @exclusivity(unchecked) var requestedUpstream = false

  @inlinable
  init(_ downstream: Downstream) { self.downstream = downstream }

  @usableFromInline var description: String { "CombineLatest" }

  @inlinable
  func receiveA(_ value: A) -> Subscribers.Demand {
    lock.lock()
    latestA = value
    return publishLocked()
  }

  @inlinable
  func receiveB(_ value: B) -> Subscribers.Demand {
    lock.lock()
    latestB = value
    return publishLocked()
  }

  /// Publishes the current pair if there is demand; called with the lock held, releases it.
  @inlinable
  func publishLocked() -> Subscribers.Demand {
    guard !terminated, let a = latestA, let b = latestB else {
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      pending = true
      lock.unlock()
      return .none
    }
    demand -= 1
    pending = false
    lock.unlock()
    let more = downstream.receive((a, b))
    if more > 0 {
      lock.lock()
      demand += more
      lock.unlock()
    }
    return .none
  }

  @usableFromInline
  func subscribed(_ subscription: any Subscription, side: Side) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    switch side {
    case .a: subscriptionA = subscription
    case .b: subscriptionB = subscription
    }
    let request = requestedUpstream
    lock.unlock()
    if request { subscription.request(.unlimited) }
  }

  @usableFromInline
  func completed(_ completion: Subscribers.Completion<Failure>, side: Side) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    switch side {
    case .a: finishedA = true
    case .b: finishedB = true
    }
    let hasValue = side == .a ? latestA != nil : latestB != nil
    let ends: Bool
    switch completion {
    case .failure: ends = true
    case .finished: ends = (finishedA && finishedB) || !hasValue
    }
    guard ends else {
      lock.unlock()
      return
    }
    terminated = true
    let others = [subscriptionA, subscriptionB]
    subscriptionA = nil
    subscriptionB = nil
    lock.unlock()
    for other in others { other?.cancel() }
    downstream.receive(completion: completion)
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let firstRequest = !requestedUpstream
    requestedUpstream = true
    let upstreams = firstRequest ? [subscriptionA, subscriptionB] : []
    if pending {
      _ = publishLocked()
    } else {
      lock.unlock()
    }
    for upstream in upstreams { upstream?.request(.unlimited) }
  }

  @usableFromInline
  func cancel() {
    lock.lock()
    terminated = true
    let upstreams = [subscriptionA, subscriptionB]
    subscriptionA = nil
    subscriptionB = nil
    lock.unlock()
    for upstream in upstreams { upstream?.cancel() }
  }
}

/// One input of a two-input operator: forwards to the shared inner, marked with its side.
@usableFromInline
struct CombineLatestChild<Downstream: Subscriber, A, B, Input>: Subscriber
where Downstream.Input == (A, B) {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let inner: CombineLatestInner<Downstream, A, B>
  @usableFromInline let side: Side
  @usableFromInline let receiveValue: (Input) -> Subscribers.Demand
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(
    inner: CombineLatestInner<Downstream, A, B>, side: Side,
    receiveValue: @escaping (Input) -> Subscribers.Demand
  ) {
    self.inner = inner
    self.side = side
    self.receiveValue = receiveValue
  }

  @inlinable
  func receive(subscription: any Subscription) { inner.subscribed(subscription, side: side) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    inner.completed(completion, side: side)
  }
}
