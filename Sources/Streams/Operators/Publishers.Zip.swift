import Primitives

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
  ///
  /// It sends a tuple once every upstream has a value for it. As in Combine, it finishes as
  /// soon as an upstream that has finished leaves nothing queued (checked when an upstream
  /// finishes, and after each tuple), and fails with the first failure.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// Another publisher to zip.
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = ZipInner(downstream: subscriber, arity: 2) { values in
        (values[0] as! A.Output, values[1] as! B.Output)
      }
      inner.start()
      a.subscribe(ZipChild<A.Output, S>(inner: inner, index: 0))
      b.subscribe(ZipChild<B.Output, S>(inner: inner, index: 1))
    }
  }

  /// A publisher created by applying the zip function to three upstream publishers.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = ZipInner(downstream: subscriber, arity: 3) { values in
        (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
      }
      inner.start()
      a.subscribe(ZipChild<A.Output, S>(inner: inner, index: 0))
      b.subscribe(ZipChild<B.Output, S>(inner: inner, index: 1))
      c.subscribe(ZipChild<C.Output, S>(inner: inner, index: 2))
    }
  }

  /// A publisher created by applying the zip function to four upstream publishers.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C
    /// A fourth publisher to zip.
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = ZipInner(downstream: subscriber, arity: 4) { values in
        (
          values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output,
          values[3] as! D.Output
        )
      }
      inner.start()
      a.subscribe(ZipChild<A.Output, S>(inner: inner, index: 0))
      b.subscribe(ZipChild<B.Output, S>(inner: inner, index: 1))
      c.subscribe(ZipChild<C.Output, S>(inner: inner, index: 2))
      d.subscribe(ZipChild<D.Output, S>(inner: inner, index: 3))
    }
  }
}

/// The subscription of every zip. Each upstream's values wait in its own queue (type-erased:
/// `combine` knows the types) until all queues have one.
///
/// Demand is counted as Combine counts it: a tuple goes out when the count is not negative,
/// so one tuple beyond the downstream's demand is sent and the next waits; demand the
/// downstream adds while a tuple is being sent goes back to the upstream that completed the
/// tuple as the result of its `receive(_:)`, and to the others as requests.
private final class ZipInner<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  private enum ChildState {
    case awaitingSubscription, active, finished
  }

  private struct Child {
    var state = ChildState.awaitingSubscription
    var subscription: (any Subscription)?
    var queue: [Any] = []
    var head = 0
    var hasValue: Bool { head < queue.count }
  }

  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var children: [Child]
  @exclusivity(unchecked) private var unlimited = false
  /// Downstream demand not yet met; may be -1 (a tuple went out beyond it).
  @exclusivity(unchecked) private var demand = 0
  @exclusivity(unchecked) private var sending = false
  @exclusivity(unchecked) private var sendingFor: Int?
  @exclusivity(unchecked) private var demandWhileSending = Subscribers.Demand.none
  @exclusivity(unchecked) private var done = false

  init(downstream: Downstream, arity: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    self.children = Array(repeating: Child(), count: arity)
  }

  var description: String { "Zip" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  /// Gives the downstream its subscription, before the upstreams are subscribed.
  func start() { downstream.receive(subscription: self) }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    add(demand)
    if sending { demandWhileSending += demand }
    let except = sending ? sendingFor : nil
    let subscriptions = children.indices.compactMap { index -> (any Subscription)? in
      index == except ? nil : children[index].subscription
    }
    lock.unlock()
    for subscription in subscriptions { subscription.request(demand) }
    _ = sendWhilePossible(completingChild: nil)
  }

  func cancel() {
    lock.lock()
    done = true
    let subscriptions = children.compactMap(\.subscription)
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }

  private func add(_ more: Subscribers.Demand) {
    if let count = more.max, !unlimited {
      demand = demand.addingReportingOverflow(count).overflow ? Int.max : demand + count
    } else {
      unlimited = true
    }
  }

  // MARK: Upstreams

  fileprivate func child(_ index: Int, received subscription: any Subscription) {
    lock.lock()
    guard children[index].subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    children[index].subscription = subscription
    if children[index].state == .awaitingSubscription { children[index].state = .active }
    let pending: Subscribers.Demand =
      unlimited ? .unlimited : (demand > 0 ? .max(demand) : .none)
    let cancelled = done
    lock.unlock()
    if cancelled {
      subscription.cancel()
    } else if pending > 0 {
      subscription.request(pending)
    }
  }

  fileprivate func child(_ index: Int, received value: Any) -> Subscribers.Demand {
    lock.lock()
    guard !done else {
      lock.unlock()
      return .none
    }
    children[index].queue.append(value)
    lock.unlock()
    return sendWhilePossible(completingChild: index)
  }

  fileprivate func child(
    _ index: Int, received completion: Subscribers.Completion<Downstream.Failure>
  ) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    switch completion {
    case .failure:
      done = true
      children[index].state = .finished
      let subscriptions = children.compactMap(\.subscription)
      lock.unlock()
      downstream.receive(completion: completion)
      for subscription in subscriptions { subscription.cancel() }
    case .finished:
      children[index].state = .finished
      guard !sending else {
        lock.unlock()
        return
      }
      lock.unlock()
      finishIfNoMoreTuples()
    }
  }

  /// Sends tuples while every queue has a value and demand allows; returns the demand the
  /// downstream added while the tuple completed by `completingChild` was being sent.
  private func sendWhilePossible(completingChild: Int?) -> Subscribers.Demand {
    var returned = Subscribers.Demand.none
    lock.lock()
    while !done, !sending, children.allSatisfy(\.hasValue), unlimited || demand >= 0 {
      var values: [Any] = []
      values.reserveCapacity(children.count)
      for index in children.indices {
        values.append(children[index].queue[children[index].head])
        children[index].head += 1
        if children[index].head == children[index].queue.count {
          children[index].queue.removeAll(keepingCapacity: true)
          children[index].head = 0
        }
      }
      if !unlimited { demand -= 1 }
      sending = true
      sendingFor = completingChild
      demandWhileSending = .none
      lock.unlock()
      let more = downstream.receive(combine(values))
      lock.lock()
      sending = false
      sendingFor = nil
      add(more)
      let added = demandWhileSending + more
      demandWhileSending = .none
      if let completingChild {
        returned += added
        let others = children.indices.compactMap { index -> (any Subscription)? in
          index == completingChild ? nil : children[index].subscription
        }
        if more > 0 {
          lock.unlock()
          for subscription in others { subscription.request(more) }
          lock.lock()
        }
      } else if more > 0 {
        let all = children.compactMap(\.subscription)
        lock.unlock()
        for subscription in all { subscription.request(more) }
        lock.lock()
      }
    }
    lock.unlock()
    finishIfNoMoreTuples()
    return returned
  }

  /// Finishes once an upstream has finished with nothing queued, cancelling those still
  /// active.
  private func finishIfNoMoreTuples() {
    lock.lock()
    guard !done, !sending, children.contains(where: { $0.state == .finished && !$0.hasValue })
    else {
      lock.unlock()
      return
    }
    done = true
    let active = children.filter { $0.state == .active }.compactMap(\.subscription)
    lock.unlock()
    downstream.receive(completion: .finished)
    for subscription in active { subscription.cancel() }
  }
}

/// One upstream of a zip.
private struct ZipChild<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  let inner: ZipInner<Downstream>
  let index: Int
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: any Subscription) {
    inner.child(index, received: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand { inner.child(index, received: input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    inner.child(index, received: completion)
  }
}
