import Primitives

extension Publisher {
  /// Ignores elements from the upstream publisher until it receives an element from a second
  /// publisher.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.DropUntilOutput<Self, P>
  where Failure == P.Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that ignores elements from the upstream publisher until it receives an
  /// element from a second publisher.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
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
      let inner = DropUntilOutputInner<Upstream.Output, Other.Output, S>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(DropUntilOutputTrigger<Upstream.Output, Other.Output, S>(parent: inner))
      upstream.subscribe(inner)
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As Combine does: the trigger is asked for one value and let go (not cancelled) once it
/// sends it; until then upstream values are dropped, each using one unit of the downstream's
/// demand. Requests go straight to the upstream (kept until it subscribes). A trigger that
/// completes first cancels the upstream and passes its completion on; one that completes
/// after its value is ignored. An upstream value without demand is a broken contract and
/// traps.
private final class DropUntilOutputInner<Input, TriggerOutput, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Input {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let downstreamLock = RecursiveLock()
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var trigger: (any Subscription)?
  @exclusivity(unchecked) private var triggered = false
  @exclusivity(unchecked) private var cancelled = false
  /// What the downstream asked for and has not received (or had dropped).
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  /// Demand asked for before the upstream subscribed.
  @exclusivity(unchecked) private var pendingDemand = Subscribers.Demand.none

  init(downstream: Downstream) { self.downstream = downstream }

  var description: String { "DropUntilOutput" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  // MARK: Upstream

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    let pending = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if pending > 0 { subscription.request(pending) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      lock.unlock()
      APIViolation.unexpectedState("DropUntilOutput received a value it did not request")
    }
    if demand != .unlimited { demand -= 1 }
    guard triggered else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    let more = downstreamLock.withLock { downstream.receive(input) }
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    upstream = nil
    let trigger = self.trigger
    self.trigger = nil
    lock.unlock()
    trigger?.cancel()
    downstreamLock.withLock { downstream.receive(completion: completion) }
  }

  // MARK: Downstream

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    self.demand += demand
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
    guard !cancelled else {
      lock.unlock()
      return
    }
    cancelled = true
    let upstream = self.upstream
    let trigger = self.trigger
    self.upstream = nil
    self.trigger = nil
    lock.unlock()
    upstream?.cancel()
    trigger?.cancel()
  }

  // MARK: Trigger

  fileprivate func triggerReceived(_ subscription: any Subscription) {
    lock.lock()
    guard trigger == nil, !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    trigger = subscription
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerFired() {
    lock.withLock {
      triggered = true
      trigger = nil
    }
  }

  fileprivate func triggerCompleted(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !cancelled, !triggered else {
      lock.unlock()
      return
    }
    trigger = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
    downstreamLock.withLock { downstream.receive(completion: completion) }
  }
}

/// The trigger publisher's subscriber; it shares the operator's identifier.
private struct DropUntilOutputTrigger<Input, TriggerOutput, Downstream: Subscriber>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Input {
  typealias Failure = Downstream.Failure

  let parent: DropUntilOutputInner<Input, TriggerOutput, Downstream>

  var combineIdentifier: CombineIdentifier { parent.combineIdentifier }
  var description: String { "DropUntilOutput" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { parent.triggerReceived(subscription) }

  func receive(_ input: TriggerOutput) -> Subscribers.Demand {
    parent.triggerFired()
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.triggerCompleted(completion)
  }
}
