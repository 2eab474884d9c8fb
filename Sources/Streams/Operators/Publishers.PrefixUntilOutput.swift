import Primitives

extension Publisher {
  /// Republishes elements until another publisher emits an element.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.PrefixUntilOutput<Self, P>
  {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that republishes elements until another publisher emits an element.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = PrefixUntilOutputInner<Output, Other, S>(downstream: subscriber)
      other.subscribe(PrefixUntilOutputTrigger(parent: inner))
      upstream.subscribe(inner)
    }
  }
}

/// The upstream's subscriber, and the subscription the downstream gets once the upstream
/// has subscribed.
///
/// As Combine does: the trigger is asked for one value; when it sends one the upstream is
/// cancelled and the downstream finishes (the trigger is let go, not cancelled). A trigger
/// that completes without a value changes nothing. The upstream finishing cancels the
/// trigger. Requests go straight to the upstream. Like Combine's, this subscription does
/// not describe itself: its type name is what a debugger shows.
private final class PrefixUntilOutputInner<Input, Other: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Input {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let downstreamLock = RecursiveLock()
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var trigger: (any Subscription)?
  /// The trigger has sent its value or completed.
  @exclusivity(unchecked) private var triggerDone = false
  @exclusivity(unchecked) private var terminated = false

  init(downstream: Downstream) { self.downstream = downstream }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream.isAwaitingSubscription, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    downstreamLock.withLock { downstream.receive(subscription: self) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !terminated, upstream.subscription != nil else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstreamLock.withLock { downstream.receive(input) }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let subscribed = upstream.subscription != nil
    upstream = .terminal
    let trigger = self.trigger
    self.trigger = nil
    lock.unlock()
    trigger?.cancel()
    if subscribed { downstreamLock.withLock { downstream.receive(completion: completion) } }
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    let upstream = lock.withLock { self.upstream.subscription }
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let upstream = self.upstream.subscription
    self.upstream = .terminal
    let trigger = self.trigger
    self.trigger = nil
    lock.unlock()
    upstream?.cancel()
    trigger?.cancel()
  }

  // MARK: Trigger

  fileprivate func triggerReceived(_ subscription: any Subscription) {
    lock.lock()
    guard trigger == nil, !terminated, !triggerDone else {
      lock.unlock()
      subscription.cancel()
      return
    }
    trigger = subscription
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerFired() {
    lock.lock()
    guard !terminated, !triggerDone, trigger != nil else {
      lock.unlock()
      return
    }
    triggerDone = true
    trigger = nil
    terminated = true
    let upstream = self.upstream.subscription
    self.upstream = .terminal
    lock.unlock()
    upstream?.cancel()
    downstreamLock.withLock { downstream.receive(completion: .finished) }
  }

  fileprivate func triggerCompleted() {
    lock.withLock {
      triggerDone = true
      trigger = nil
    }
  }
}

/// The trigger publisher's subscriber; it shares the operator's identifier.
private struct PrefixUntilOutputTrigger<Input, Other: Publisher, Downstream: Subscriber>:
  Subscriber
where Downstream.Input == Input {
  typealias Failure = Other.Failure

  let parent: PrefixUntilOutputInner<Input, Other, Downstream>

  var combineIdentifier: CombineIdentifier { parent.combineIdentifier }

  func receive(subscription: any Subscription) { parent.triggerReceived(subscription) }

  func receive(_ input: Other.Output) -> Subscribers.Demand {
    parent.triggerFired()
    return .none
  }

  func receive(completion: Subscribers.Completion<Other.Failure>) { parent.triggerCompleted() }
}
