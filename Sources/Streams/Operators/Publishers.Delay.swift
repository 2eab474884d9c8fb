import Primitives

extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time
  /// on a particular scheduler.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DelayInner(
          downstream: subscriber, interval: interval, tolerance: tolerance, scheduler: scheduler,
          options: options))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As in Combine: the subscription and requests pass straight through (a request of zero
/// too); each value and the completion are scheduled `interval` after they arrive, with the
/// tolerance as given; demand a delayed value's delivery returns is asked of the upstream.
/// A cancel once the completion is on its way changes nothing. Like Combine's, it does not
/// describe itself.
private final class DelayInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let interval: Context.SchedulerTimeType.Stride
  private let tolerance: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  /// The upstream has completed; its completion is on its way.
  @exclusivity(unchecked) private var completing = false
  @exclusivity(unchecked) private var cancelled = false

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride,
    tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.interval = interval
    self.tolerance = tolerance
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard isLive else { return .none }
    later { self.deliver(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard upstream.subscription != nil, !completing, !cancelled else {
      lock.unlock()
      return
    }
    completing = true
    lock.unlock()
    later { self.deliver(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    let upstream = lock.withLock { cancelled ? nil : self.upstream.subscription }
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    guard let subscription = upstream.subscription, !completing, !cancelled else {
      lock.unlock()
      return
    }
    cancelled = true
    upstream = .terminal
    lock.unlock()
    subscription.cancel()
  }

  private var isLive: Bool {
    lock.withLock { upstream.subscription != nil && !completing && !cancelled }
  }

  private func later(_ action: @escaping () -> Void) {
    scheduler.schedule(
      after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
      action)
  }

  private func deliver(_ value: Input) {
    guard lock.withLock({ !cancelled }) else { return }
    let more = downstream.receive(value)
    guard more != .none else { return }
    let upstream = lock.withLock { cancelled ? nil : self.upstream.subscription }
    upstream?.request(more)
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock { upstream = .terminal }
    downstream.receive(completion: completion)
  }
}
