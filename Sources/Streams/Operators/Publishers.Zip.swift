extension Publisher {
  /// Combines elements from another publisher and delivers pairs of elements as tuples.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
  {
    Publishers.Zip(self, other).map(transform)
  }

  /// Combines elements from two other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
  {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines elements from two other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }

  /// Combines elements from three other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// Combines elements from three other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
  }
}

extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = ZipInner<S, A.Output, B.Output>(subscriber)
      subscriber.receive(subscription: inner)
      a.receive(subscriber: ZipChild(inner: inner, side: .a, receiveValue: inner.receiveA))
      b.receive(subscriber: ZipChild(inner: inner, side: .b, receiveValue: inner.receiveB))
    }
  }

  /// A publisher created by applying the zip function to three upstream publishers.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
    }
  }

  /// A publisher created by applying the zip function to four upstream publishers.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Zip(Zip(a, b), Zip(c, d)).map { ($0.0, $0.1, $1.0, $1.1) }.receive(subscriber: subscriber)
    }
  }
}

/// Pairs the values of two inputs in order, asking each input for as many values as the
/// downstream asked for pairs.
final class ZipInner<Downstream: Subscriber, A, B>: Subscription, CustomStringConvertible,
  @unchecked Sendable
where Downstream.Input == (A, B) {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var queueA: [A] = []
  @exclusivity(unchecked) private var queueB: [B] = []
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var delivering = false
  @exclusivity(unchecked) private var terminated = false
  @exclusivity(unchecked) private var finishedA = false
  @exclusivity(unchecked) private var finishedB = false
  @exclusivity(unchecked) private var subscriptionA: (any Subscription)?
  @exclusivity(unchecked) private var subscriptionB: (any Subscription)?
  @exclusivity(unchecked) private var requested = Subscribers.Demand.none

  init(_ downstream: Downstream) { self.downstream = downstream }

  var description: String { "Zip" }

  func receiveA(_ value: A) -> Subscribers.Demand {
    lock.lock()
    queueA.append(value)
    deliverLocked()
    return .none
  }

  func receiveB(_ value: B) -> Subscribers.Demand {
    lock.lock()
    queueB.append(value)
    deliverLocked()
    return .none
  }

  /// Delivers complete pairs while there is demand; called with the lock held, releases it.
  private func deliverLocked() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while !terminated, demand > 0, !queueA.isEmpty, !queueB.isEmpty {
      let pair = (queueA.removeFirst(), queueB.removeFirst())
      demand -= 1
      lock.unlock()
      let more = downstream.receive(pair)
      lock.lock()
      demand += more
      if more > 0 {
        let upstreams = [subscriptionA, subscriptionB]
        lock.unlock()
        for upstream in upstreams { upstream?.request(more) }
        lock.lock()
      }
    }
    delivering = false
    // An input that finished with nothing queued can never complete another pair.
    let exhausted = (finishedA && queueA.isEmpty) || (finishedB && queueB.isEmpty)
    guard exhausted, !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let upstreams = [subscriptionA, subscriptionB]
    subscriptionA = nil
    subscriptionB = nil
    lock.unlock()
    for upstream in upstreams { upstream?.cancel() }
    downstream.receive(completion: .finished)
  }

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
    let requested = self.requested
    lock.unlock()
    if requested > 0 { subscription.request(requested) }
  }

  func completed(_ completion: Subscribers.Completion<Failure>, side: Side) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    if case .failure = completion {
      terminated = true
      let upstreams = [subscriptionA, subscriptionB]
      subscriptionA = nil
      subscriptionB = nil
      lock.unlock()
      for upstream in upstreams { upstream?.cancel() }
      downstream.receive(completion: completion)
      return
    }
    switch side {
    case .a: finishedA = true
    case .b: finishedB = true
    }
    deliverLocked()
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    requested += demand
    let upstreams = [subscriptionA, subscriptionB]
    deliverLocked()
    for upstream in upstreams { upstream?.request(demand) }
  }

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

private struct ZipChild<Downstream: Subscriber, A, B, Input>: Subscriber
where Downstream.Input == (A, B) {
  typealias Failure = Downstream.Failure

  let inner: ZipInner<Downstream, A, B>
  let side: Side
  let receiveValue: (Input) -> Subscribers.Demand
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) { inner.subscribed(subscription, side: side) }

  func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    inner.completed(completion, side: side)
  }
}
