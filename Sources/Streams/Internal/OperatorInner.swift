/// The subscription behind most single-upstream operators.
///
/// An operator supplies `step`, what to do with each value, and `complete`, what to do when
/// the upstream completes (a reducer emits its result there). The inner keeps the upstream
/// subscription and the downstream's demand, so a value that an operator adds at the end is
/// sent only once there is demand for it. All downstream calls happen outside the lock.
final class OperatorInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input
  typealias DownstreamFailure = Downstream.Failure

  private let downstream: Downstream
  private let policy: DemandPolicy
  private let step: (Input) -> Step<Output, DownstreamFailure>
  private let complete:
    (Subscribers.Completion<UpstreamFailure>) -> (
      Output?, Subscribers.Completion<DownstreamFailure>
    )
  let description: String

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream: (any Subscription)?
  @exclusivity(unchecked) private var terminated = false
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var pending: (Output, Subscribers.Completion<DownstreamFailure>)?

  init(
    _ downstream: Downstream, name: String, policy: DemandPolicy,
    step: @escaping (Input) -> Step<Output, DownstreamFailure>,
    complete:
      @escaping (Subscribers.Completion<UpstreamFailure>) -> (
        Output?, Subscribers.Completion<DownstreamFailure>
      )
  ) {
    self.downstream = downstream
    self.description = name
    self.policy = policy
    self.step = step
    self.complete = complete
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream == nil, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    if policy == .unlimited { subscription.request(.unlimited) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch step(input) {
    case .emit(let value):
      return emit(value)
    case .skip:
      return policy == .forward ? .max(1) : .none
    case .finish:
      terminate(cancellingUpstream: true)
      downstream.receive(completion: .finished)
      return .none
    case .fail(let error):
      terminate(cancellingUpstream: true)
      downstream.receive(completion: .failure(error))
      return .none
    case .emitAndFinish(let value):
      terminate(cancellingUpstream: true)
      finish(with: value, then: .finished)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard terminate(cancellingUpstream: false) else { return }
    let (value, completion) = complete(completion)
    if let value {
      finish(with: value, then: completion)
    } else {
      downstream.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    self.demand += demand
    if let (value, completion) = pending {
      pending = nil
      self.demand -= 1
      lock.unlock()
      _ = downstream.receive(value)
      downstream.receive(completion: completion)
      return
    }
    let upstream = policy == .forward ? self.upstream : nil
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    terminate(cancellingUpstream: true)
    lock.withLock { pending = nil }
  }

  /// Ends the stream from outside, as `prefix(untilOutputFrom:)` does when its trigger fires.
  func end(with completion: Subscribers.Completion<DownstreamFailure>) {
    guard terminate(cancellingUpstream: true) else { return }
    downstream.receive(completion: completion)
  }

  /// Sends a value and returns the demand to pass upstream.
  private func emit(_ value: Output) -> Subscribers.Demand {
    lock.lock()
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    guard more > 0 else { return .none }
    lock.lock()
    demand += more
    lock.unlock()
    return policy == .forward ? more : .none
  }

  /// Sends a final value when there is demand for it, or keeps it until there is.
  private func finish(
    with value: Output, then completion: Subscribers.Completion<DownstreamFailure>
  ) {
    lock.lock()
    guard demand > 0 else {
      pending = (value, completion)
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    _ = downstream.receive(value)
    downstream.receive(completion: completion)
  }

  /// Marks the stream ended; returns whether this call ended it.
  @discardableResult
  private func terminate(cancellingUpstream: Bool) -> Bool {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return false
    }
    terminated = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    if cancellingUpstream { upstream?.cancel() }
    return true
  }
}

extension Publisher {
  /// Subscribes an ``OperatorInner`` between this publisher and `subscriber`.
  func subscribeOperator<Downstream: Subscriber>(
    _ subscriber: Downstream, name: String, policy: DemandPolicy = .forward,
    step: @escaping (Output) -> Step<Downstream.Input, Downstream.Failure>,
    complete:
      @escaping (Subscribers.Completion<Failure>) -> (
        Downstream.Input?, Subscribers.Completion<Downstream.Failure>
      )
  ) {
    receive(
      subscriber: OperatorInner(
        subscriber, name: name, policy: policy, step: step, complete: complete))
  }
}

extension Subscribers.Completion {
  /// This completion, unchanged, with no final value: the `complete` of most operators.
  func passThrough<Output>() -> (Output?, Subscribers.Completion<Failure>) { (nil, self) }
}
