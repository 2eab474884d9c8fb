/// The subscription behind operators that deliver from a scheduler (`receive(on:)`,
/// `delay`, `debounce`, `throttle`, `timeout`, `collect(.byTime…)`).
///
/// The operator's closures decide when to call ``emit(_:)`` and ``end(_:)``, from any
/// thread; this class keeps the downstream's demand and makes sure nothing is delivered
/// without demand or after the end.
final class TimedInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input

  private let downstream: Downstream
  let description: String
  private let policy: DemandPolicy
  var onValue: (Input) -> Void = { _ in }
  var onCompletion: (Subscribers.Completion<UpstreamFailure>) -> Void = { _ in }
  var onSubscribed: () -> Void = {}
  var onCancel: () -> Void = {}

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var terminated = false
  @exclusivity(unchecked) private var receivedSubscription = false

  init(_ downstream: Downstream, name: String, policy: DemandPolicy) {
    self.downstream = downstream
    self.description = name
    self.policy = policy
  }

  var isTerminated: Bool { lock.withLock { terminated } }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard !receivedSubscription, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    receivedSubscription = true
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    if policy == .unlimited { subscription.request(.unlimited) }
    onSubscribed()
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard !isTerminated else { return .none }
    onValue(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    upstream = nil
    let ended = terminated
    lock.unlock()
    if !ended { onCompletion(completion) }
  }

  /// Sends a value if the downstream wants one; returns whether it was sent.
  @discardableResult
  func emit(_ value: Output) -> Bool {
    lock.lock()
    guard !terminated, demand > 0 else {
      lock.unlock()
      return false
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    guard more > 0 else { return true }
    lock.lock()
    demand += more
    let upstream = policy == .forward ? self.upstream : nil
    lock.unlock()
    upstream?.request(more)
    return true
  }

  /// Ends the stream, cancelling the upstream if it is still going.
  func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
    onCancel()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let upstream = policy == .forward ? self.upstream : nil
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
    onCancel()
  }
}
