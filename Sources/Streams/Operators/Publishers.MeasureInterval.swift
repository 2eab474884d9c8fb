import Primitives

extension Publisher {
  /// Measures and emits the time interval between events received from an upstream
  /// publisher.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}

extension Publishers {
  /// A publisher that measures and emits the time interval between events received from an
  /// upstream publisher.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context

    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        MeasureIntervalInner<S, Context, Upstream.Output>(
          downstream: subscriber, scheduler: scheduler))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription: each value becomes the time
/// since the previous one (or since the subscription), read from the scheduler's clock and
/// signed, so a clock that goes back gives a negative interval.
private final class MeasureIntervalInner<Downstream: Subscriber, Context: Scheduler, Input>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == Context.SchedulerTimeType.Stride {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var last: Context.SchedulerTimeType?

  init(downstream: Downstream, scheduler: Context) {
    self.downstream = downstream
    self.scheduler = scheduler
  }

  var description: String { "MeasureInterval" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    guard lock.withLock({ upstream.isAwaitingSubscription }) else {
      subscription.cancel()
      return
    }
    let start = scheduler.now
    lock.lock()
    guard upstream.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    last = start
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.withLock({ upstream.subscription != nil }) else { return .none }
    let now = scheduler.now
    lock.lock()
    guard let subscription = upstream.subscription, let previous = last else {
      lock.unlock()
      return .none
    }
    last = now
    lock.unlock()
    let more = downstream.receive(previous.distance(to: now))
    if more > 0 { subscription.request(more) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard upstream.subscription != nil else {
      lock.unlock()
      return
    }
    upstream = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream.subscription }?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = upstream.subscription
    if subscription != nil { upstream = .terminal }
    lock.unlock()
    subscription?.cancel()
  }
}
