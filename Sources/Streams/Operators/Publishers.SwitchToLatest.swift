import Primitives

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  @inlinable
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// Republishes elements sent by the most recently received publisher, from an upstream
  /// that never fails.
  @inlinable
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher; neither side fails.
  @inlinable
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, whose publishers
  /// never fail, from an upstream that can.
  @inlinable
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}

extension Publishers {
  /// A publisher that flattens nested publishers, republishing the most recent one's
  /// elements.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    public let upstream: Upstream

    @inlinable
    public init(upstream: Upstream) { self.upstream = upstream }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SwitchToLatestInner<P, S>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      upstream.subscribe(inner)
    }
  }
}

/// The upstream's subscriber and the downstream's subscription; each new publisher from the
/// upstream replaces (cancels) the one before.
///
/// As in Combine: the upstream is asked for everything; the current child is asked for the
/// downstream's outstanding demand when it subscribes, and each later request goes straight
/// to it; a child's `receive(_:)` returns what the downstream returned. The stream finishes
/// once the upstream and the current child have; a child's failure cancels the upstream and
/// ends the stream, the upstream's failure cancels the child and ends it.
@usableFromInline
final class SwitchToLatestInner<Child: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Child.Output == Downstream.Input, Child.Failure == Downstream.Failure {
  @usableFromInline typealias Input = Child
  @usableFromInline typealias Failure = Child.Failure

  @usableFromInline let downstream: Downstream
  /// Serialises calls to the downstream; a child may send from inside them.
  @usableFromInline let downstreamLock = RecursiveLock()
  @usableFromInline let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) @usableFromInline var upstreamFinished = false
  @exclusivity(unchecked) @usableFromInline var cancelled = false
  /// A completion has gone downstream; children's completions are no longer used.
  @exclusivity(unchecked) @usableFromInline var completed = false
  @exclusivity(unchecked) @usableFromInline var demand = Subscribers.Demand.none
  /// The number of the current child; children before it are ignored.
  @exclusivity(unchecked) @usableFromInline var current = 0
  @exclusivity(unchecked) @usableFromInline var child = ChildState.none

  @usableFromInline
  enum ChildState {
    case none
    case awaitingSubscription
    case subscribed(any Subscription)
    case finished

    @inlinable
    var subscription: (any Subscription)? {
      if case .subscribed(let subscription) = self { return subscription }
      return nil
    }
  }

  @inlinable
  init(downstream: Downstream) { self.downstream = downstream }

  @usableFromInline var description: String { "SwitchToLatest" }
  @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
  @usableFromInline var playgroundDescription: Any { description }

  // MARK: Upstream

  @inlinable
  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream.isAwaitingSubscription, !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  @inlinable
  func receive(_ input: Child) -> Subscribers.Demand {
    lock.lock()
    guard !cancelled, !upstreamFinished else {
      lock.unlock()
      return .none
    }
    current += 1
    let index = current
    let replaced = child.subscription
    child = .awaitingSubscription
    lock.unlock()
    replaced?.cancel()
    input.subscribe(SwitchToLatestChild(parent: self, index: index))
    return .none
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    upstreamFinished = true
    switch completion {
    case .finished:
      switch child {
      case .awaitingSubscription, .subscribed:
        lock.unlock()
      case .none, .finished:
        completed = true
        lock.unlock()
        deliver(completion)
      }
    case .failure:
      completed = true
      // A child still waiting for its subscription gets it, and the demand, as in Combine.
      let child = self.child.subscription
      if child != nil { self.child = .none }
      lock.unlock()
      child?.cancel()
      deliver(completion)
    }
  }

  // MARK: Downstream

  @inlinable
  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    self.demand += demand
    let child = self.child.subscription
    lock.unlock()
    child?.request(demand)
  }

  @inlinable
  func cancel() {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    cancelled = true
    let child = self.child.subscription
    self.child = .none
    let upstream = self.upstream.subscription
    self.upstream = .terminal
    lock.unlock()
    child?.cancel()
    upstream?.cancel()
  }

  // MARK: Children

  @inlinable
  func child(_ index: Int, received subscription: any Subscription) {
    lock.lock()
    guard !cancelled, index == current, case .awaitingSubscription = child else {
      let stale = cancelled || index != current || child.subscription != nil
      lock.unlock()
      // A finished child's late subscription is left alone, as in Combine.
      if stale { subscription.cancel() }
      return
    }
    child = .subscribed(subscription)
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  @inlinable
  func child(_ index: Int, received value: Downstream.Input) -> Subscribers.Demand {
    lock.lock()
    guard !cancelled, index == current else {
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      lock.unlock()
      APIViolation.unexpectedState("SwitchToLatest received a value it did not request")
    }
    if demand != .unlimited { demand -= 1 }
    lock.unlock()
    let more = downstreamLock.withLock { downstream.receive(value) }
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  @inlinable
  func child(_ index: Int, received completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !cancelled, !completed, index == current else {
      lock.unlock()
      return
    }
    if case .awaitingSubscription = child {
      lock.unlock()
      APIViolation.completionBeforeSubscription()
    }
    switch completion {
    case .finished:
      child = .finished
      guard upstreamFinished else {
        lock.unlock()
        return
      }
      completed = true
      lock.unlock()
      deliver(completion)
    case .failure:
      completed = true
      cancelled = true
      child = .finished
      let upstream = self.upstream.subscription
      self.upstream = .terminal
      lock.unlock()
      upstream?.cancel()
      deliver(completion)
    }
  }

  @inlinable
  func deliver(_ completion: Subscribers.Completion<Failure>) {
    downstreamLock.withLock { downstream.receive(completion: completion) }
  }
}

/// The subscriber given to each child publisher.
@usableFromInline
struct SwitchToLatestChild<Child: Publisher, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Child.Output == Downstream.Input, Child.Failure == Downstream.Failure {
  @usableFromInline typealias Input = Child.Output
  @usableFromInline typealias Failure = Child.Failure

  @usableFromInline let parent: SwitchToLatestInner<Child, Downstream>
  @usableFromInline let index: Int
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(parent: SwitchToLatestInner<Child, Downstream>, index: Int) {
    self.parent = parent
    self.index = index
  }

  @usableFromInline var description: String { "SwitchToLatest" }
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
