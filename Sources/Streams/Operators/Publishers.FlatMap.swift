import Primitives

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
  /// number of publishers you specify.
  @inlinable
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements from an upstream publisher that never fails into publishers
  /// of any failure type.
  @inlinable
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
  }

  /// Transforms all elements into publishers that never fail.
  @inlinable
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Transforms all elements into publishers that never fail, from an upstream that can.
  @inlinable
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    @inlinable
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = FlatMapInner<Upstream.Output, NewPublisher, S>(
        downstream: subscriber, maxPublishers: maxPublishers, transform: transform)
      subscriber.receive(subscription: inner)
      upstream.subscribe(inner)
    }
  }
}

/// The upstream's subscriber, the downstream's subscription and the parent of every child
/// publisher's subscriber.
///
/// As in Combine: the upstream is asked for `maxPublishers` publishers, and for one more
/// each time a child finishes; a child is asked for one value at a time while the
/// downstream's demand is limited (and for one more each time a value it sent reaches the
/// downstream), and for everything once that demand is unlimited. A value without demand
/// waits in one queue, in arrival order. The stream finishes when the upstream and every
/// child have finished and the queue is empty; the first failure cancels the children and
/// ends it at once, without the queued values.
///
/// The downstream is called by one thread at a time. A call that re-enters on the thread
/// that is delivering (a child sending from inside the downstream's `receive`) is delivered
/// at once, as Combine's recursive lock allows; a value from another thread meanwhile joins
/// the queue, which the delivering thread drains before it returns.
@usableFromInline
final class FlatMapInner<UpstreamOutput, Child: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Child.Output == Downstream.Input, Child.Failure == Downstream.Failure {
  @usableFromInline typealias Input = UpstreamOutput
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let maxPublishers: Subscribers.Demand
  @usableFromInline let transform: (UpstreamOutput) -> Child

  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) @usableFromInline var upstreamFinished = false
  /// Cancelled, failed or finished: no more children, requests or completions.
  @exclusivity(unchecked) @usableFromInline var terminated = false
  @exclusivity(unchecked) @usableFromInline var cancelled = false
  @exclusivity(unchecked) @usableFromInline var cancellingChildren = false
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  /// The children's subscriptions by index (kept as class references, see `KeyedSlots`).
  @exclusivity(unchecked) @usableFromInline var children = KeyedSlots<
    any Subscription & AnyObject
  >()
  @exclusivity(unchecked) @usableFromInline var pendingSubscriptions = 0
  @exclusivity(unchecked) @usableFromInline var nextChild = 0
  @exclusivity(unchecked) @usableFromInline var queue: [(child: Int, value: Downstream.Input)] = []
  @exclusivity(unchecked) @usableFromInline var queueHead = 0
  /// The thread calling the downstream, or 0.
  @exclusivity(unchecked) @usableFromInline var deliveringThread: UInt = 0

  @inlinable
  init(
    downstream: Downstream, maxPublishers: Subscribers.Demand,
    transform: @escaping (UpstreamOutput) -> Child
  ) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  @usableFromInline var description: String { "FlatMap" }
  @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  var queueIsEmpty: Bool { queueHead == queue.count }

  // MARK: Upstream

  @inlinable
  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream.isAwaitingSubscription, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    subscription.request(maxPublishers)
  }

  @inlinable
  func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return .none
    }
    let index = nextChild
    nextChild += 1
    pendingSubscriptions += 1
    lock.unlock()
    let child = transform(input)
    if Child.self == Just<Child.Output>.self {
      receiveJust(unsafeBitCast(child, to: Just<Child.Output>.self).output, index: index)
    } else {
      child.subscribe(FlatMapChild(parent: self, index: index))
    }
    return .none
  }

  /// A `Just` child, without its subscription: subscribed to, it would be asked for a value
  /// at once and send it and `.finished` before `subscribe` returns, so this does the same
  /// with no subscription object and no entry among the children. (`Just` is the common
  /// child; the general path is what every other publisher takes.)
  @inlinable
  func receiveJust(_ value: Downstream.Input, index: Int) {
    lock.lock()
    pendingSubscriptions -= 1
    // Cancelled or failed meanwhile: its subscription would have been cancelled unasked.
    guard !terminated else {
      lock.unlock()
      return
    }
    lock.unlock()
    _ = child(index, received: value)
    lock.lock()
    childFinishedAndUnlock()
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    if cancellingChildren {
      lock.unlock()
      APIViolation.unexpectedState("the upstream completed again while FlatMap was cancelling")
    }
    guard !upstreamFinished, !terminated else {
      lock.unlock()
      return
    }
    upstreamFinished = true
    upstream = .terminal
    switch completion {
    case .finished:
      finishIfDoneAndUnlock()
    case .failure:
      terminated = true
      let children = takeChildren()
      cancellingChildren = true
      lock.unlock()
      for child in children { child.cancel() }
      lock.withLock { cancellingChildren = false }
      deliver(completion)
    }
  }

  // MARK: Downstream

  @inlinable
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    let wasUnlimited = self.demand == .unlimited
    self.demand += demand
    let becameUnlimited = !wasUnlimited && self.demand == .unlimited
    let children = becameUnlimited ? children.values : []
    if deliveringThread != 0 {
      // The delivering thread (this one, re-entering, or another) drains the queue.
      lock.unlock()
    } else {
      deliveringThread = currentThreadID()
      drainAndUnlock()
    }
    for child in children { child.request(.unlimited) }
  }

  @inlinable
  func cancel() {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    cancelled = true
    let children = takeChildren()
    let upstream = self.upstream.subscription
    self.upstream = .terminal
    lock.unlock()
    for child in children { child.cancel() }
    upstream?.cancel()
  }

  // MARK: Children

  @inlinable
  func child(_ index: Int, received subscription: any Subscription) {
    lock.lock()
    pendingSubscriptions -= 1
    guard !terminated, children.insert(subscription.asClassSubscription, for: index) else {
      lock.unlock()
      subscription.cancel()
      return
    }
    let first: Subscribers.Demand = demand == .unlimited ? .unlimited : .max(1)
    lock.unlock()
    subscription.request(first)
  }

  @inlinable
  func child(_ index: Int, received value: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    let thread = currentThreadID()
    guard !cancelled, deliveringThread == 0 || deliveringThread == thread, queueIsEmpty,
      demand > 0
    else {
      if !cancelled { queue.append((index, value)) }
      lock.unlock()
      return .none
    }
    let limited = demand != .unlimited
    if limited { demand -= 1 }
    let outer = deliveringThread
    deliveringThread = thread
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    demand += more
    deliveringThread = outer
    if outer == 0 && !queueIsEmpty {
      deliveringThread = thread
      drainAndUnlock()
    } else {
      lock.unlock()
    }
    return limited ? .max(1) : .none
  }

  @inlinable
  func child(_ index: Int, received completion: Subscribers.Completion<Failure>) {
    lock.lock()
    switch completion {
    case .finished:
      children.remove(index)
      childFinishedAndUnlock()
    case .failure:
      guard !terminated else {
        lock.unlock()
        return
      }
      terminated = true
      children.remove(index)
      let others = takeChildren()
      // Combine leaves the upstream subscribed; nothing it sends is used from here on.
      upstream = .terminal
      lock.unlock()
      for other in others { other.cancel() }
      deliver(completion)
    }
  }

  /// After a child finished: asks the upstream for another publisher when their number is
  /// limited, then finishes if everything has. Called with the lock held; returns with it
  /// unlocked.
  @inlinable
  func childFinishedAndUnlock() {
    let askForAnother = !terminated && !upstreamFinished && maxPublishers != .unlimited
    let upstream = askForAnother ? self.upstream.subscription : nil
    if let upstream {
      lock.unlock()
      upstream.request(.max(1))
      lock.lock()
    }
    finishIfDoneAndUnlock()
  }

  // MARK: Delivery

  /// Sends queued values while there is demand, then finishes if everything has. Called
  /// with the lock held and `deliveringThread` set to this thread; returns with it unlocked.
  @inlinable
  func drainAndUnlock() {
    while !cancelled, !queueIsEmpty, demand > 0 {
      let (index, value) = queue[queueHead]
      queueHead += 1
      if queueIsEmpty {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      let limited = demand != .unlimited
      if limited { demand -= 1 }
      let child = limited ? children.value(for: index) : nil
      lock.unlock()
      let more = downstream.receive(value)
      child?.request(.max(1))
      lock.lock()
      demand += more
    }
    deliveringThread = 0
    finishIfDoneAndUnlock()
  }

  /// Finishes the downstream once the upstream and every child have finished and nothing
  /// waits. Called with the lock held; returns with it unlocked.
  @inlinable
  func finishIfDoneAndUnlock() {
    guard !terminated, upstreamFinished, deliveringThread == 0, queueIsEmpty, children.isEmpty,
      pendingSubscriptions == 0
    else {
      lock.unlock()
      return
    }
    terminated = true
    lock.unlock()
    deliver(.finished)
  }

  @inlinable
  func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      queue.removeAll()
      queueHead = 0
    }
    downstream.receive(completion: completion)
  }

  /// Removes and returns the children's subscriptions, in the order they were made.
  @inlinable
  func takeChildren() -> [any Subscription & AnyObject] {
    children.removeAll()
  }
}

/// The subscriber given to each child publisher.
@usableFromInline
struct FlatMapChild<UpstreamOutput, Child: Publisher, Downstream: Subscriber>:
  Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Child.Output == Downstream.Input, Child.Failure == Downstream.Failure {
  @usableFromInline typealias Input = Child.Output
  @usableFromInline typealias Failure = Child.Failure

  @usableFromInline let parent: FlatMapInner<UpstreamOutput, Child, Downstream>
  @usableFromInline let index: Int
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(parent: FlatMapInner<UpstreamOutput, Child, Downstream>, index: Int) {
    self.parent = parent
    self.index = index
  }

  @usableFromInline var description: String { "FlatMap" }
  @usableFromInline var customMirror: Mirror {
    Mirror(self, children: ["parentSubscription": parent.combineIdentifier])
  }
  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  func receive(subscription: any Subscription) { parent.child(index, received: subscription) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand { parent.child(index, received: input) }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    parent.child(index, received: completion)
  }
}
