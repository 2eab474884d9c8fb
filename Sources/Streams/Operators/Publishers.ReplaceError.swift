import Primitives

extension Publisher {
  /// Replaces any errors in the stream with the provided element, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Never {
      upstream.receive(
        subscriber: ReplaceErrorInner<S, Upstream.Failure>(downstream: subscriber, output: output))
    }
  }
}

extension Publishers.ReplaceError: Equatable
where Upstream: Equatable, Upstream.Output: Equatable {}

/// `ReplaceError`'s subscription. It counts the downstream's demand so that a replacement
/// for a failure waits until the downstream asks; a value that arrives without demand is a
/// broken contract and traps, as in Combine.
private final class ReplaceErrorInner<Downstream: Subscriber, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Failure == Never {
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let output: Downstream.Input
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var replacementPending = false
  @exclusivity(unchecked) private var finished = false

  init(downstream: Downstream, output: Downstream.Input) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceError" }
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
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      lock.unlock()
      APIViolation.unexpectedState("ReplaceError received a value without pending demand")
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.lock()
    demand += more
    lock.unlock()
    return more
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    switch completion {
    case .finished:
      finished = true
      lock.unlock()
      downstream.receive(completion: .finished)
    case .failure:
      guard demand > 0 else {
        replacementPending = true
        lock.unlock()
        return
      }
      finished = true
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    if replacementPending {
      replacementPending = false
      finished = true
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return
    }
    self.demand += demand
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    replacementPending = false
    lock.unlock()
    subscription?.cancel()
  }
}
