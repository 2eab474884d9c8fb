import Primitives

extension Publisher {
  /// Attempts to recreate a failed subscription with the upstream publisher up to the
  /// number of times you specify.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}

extension Publishers {
  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` (or a negative number) retries
    /// forever.
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(RetryInner(upstream: upstream, downstream: subscriber, retries: retries))
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

/// `Retry`'s subscription. It counts the downstream's demand and asks each new upstream
/// subscription for what is still wanted. A failure during a resubscription is handled by
/// the loop already resubscribing, so a failing upstream never deepens the stack.
private final class RetryInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let upstream: Upstream
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var remaining: Int?
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var sentSubscription = false
  @exclusivity(unchecked) private var resubscribing = false
  @exclusivity(unchecked) private var resubscribeAgain = false

  init(upstream: Upstream, downstream: Downstream, retries: Int?) {
    self.upstream = upstream
    self.downstream = downstream
    self.remaining = retries.flatMap { $0 < 0 ? nil : $0 }
  }

  var description: String { "Retry" }
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
    let first = !sentSubscription
    sentSubscription = true
    let demand = self.demand
    let downstream = self.downstream
    lock.unlock()
    if first { downstream?.receive(subscription: self) }
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !status.isTerminal, let downstream else {
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      lock.unlock()
      APIViolation.unexpectedState("Retry received a value without pending demand")
    }
    demand -= 1
    lock.unlock()
    // As in Combine, further demand goes to the current upstream subscription as a request
    // (or waits for the next one), not back through this return value.
    let more = downstream.receive(input)
    guard more > 0 else { return .none }
    lock.lock()
    demand += more
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(more)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !status.isTerminal else {
      lock.unlock()
      return
    }
    if case .failure = completion, remaining != 0 {
      remaining = remaining.map { $0 - 1 }
      status = .awaitingSubscription
      guard !resubscribing else {
        resubscribeAgain = true
        lock.unlock()
        return
      }
      resubscribing = true
      lock.unlock()
      resubscribe()
      return
    }
    status = .terminal
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }

  /// Subscribes to the upstream again, and again while those subscriptions fail at once.
  private func resubscribe() {
    while true {
      upstream.subscribe(self)
      lock.lock()
      guard resubscribeAgain else {
        resubscribing = false
        lock.unlock()
        return
      }
      resubscribeAgain = false
      lock.unlock()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !status.isTerminal else {
      lock.unlock()
      return
    }
    let subscription = status.subscription
    status = .terminal
    let downstream = self.downstream
    self.downstream = nil
    lock.unlock()
    withExtendedLifetime(downstream) { subscription?.cancel() }
  }
}
