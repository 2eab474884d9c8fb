import Primitives

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified
  /// amount of time without producing an element.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public let customError: (() -> Upstream.Failure)?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimeoutInner(
          downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
          customError: customError))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As in Combine: a repeating timer of `interval` is armed when the upstream subscribes,
/// again at the downstream's first request, and again at each value; values and the
/// completion are delivered through the scheduler; when the timer fires first the upstream is
/// cancelled and the downstream ends (with `customError()`, or finished) at once. Requests
/// pass straight through, a request of zero too.
private final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var terminated = false
  @exclusivity(unchecked) private var completing = false
  @exclusivity(unchecked) private var requested = false
  /// The number of the timer that counts; older timers' firings are ignored.
  @exclusivity(unchecked) private var timerNumber = 0
  @exclusivity(unchecked) private var timer: (any Cancellable)?
  /// The thread arming a timer, to catch a scheduler that runs the timer inside `schedule`.
  @exclusivity(unchecked) private var armingThread: UInt = 0

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?, customError: (() -> Failure)?
  ) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
  }

  var description: String { "Timeout" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard upstream.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    arm()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard isLive else { return .none }
    arm()
    scheduler.schedule(options: options) { self.deliver(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard upstream.subscription != nil, !terminated, !completing else {
      lock.unlock()
      return
    }
    completing = true
    timerNumber += 1
    let timer = self.timer.take()
    lock.unlock()
    timer?.cancel()
    scheduler.schedule(options: options) { self.deliver(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard let subscription = upstream.subscription, !terminated else {
      lock.unlock()
      return
    }
    let first = !requested
    requested = true
    lock.unlock()
    if first { arm() }
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    guard let subscription = upstream.subscription, !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    upstream = .terminal
    let timer = self.timer.take()
    lock.unlock()
    timer?.cancel()
    subscription.cancel()
  }

  private var isLive: Bool {
    lock.withLock { upstream.subscription != nil && !terminated && !completing }
  }

  /// Replaces the timer with a new one, `interval` from now.
  private func arm() {
    lock.lock()
    timerNumber += 1
    let number = timerNumber
    let previous = timer.take()
    armingThread = currentThreadID()
    lock.unlock()
    previous?.cancel()
    let now = scheduler.now
    let tolerance = scheduler.minimumTolerance
    let timer = scheduler.schedule(
      after: now.advanced(by: interval), interval: interval, tolerance: tolerance,
      options: options
    ) { self.timerFired(number) }
    lock.lock()
    armingThread = 0
    guard number == timerNumber, !terminated else {
      lock.unlock()
      timer.cancel()
      return
    }
    self.timer = timer
    lock.unlock()
  }

  private func timerFired(_ number: Int) {
    lock.lock()
    if armingThread == currentThreadID() {
      lock.unlock()
      APIViolation.unexpectedState(
        "timeout's scheduler ran its timer while it was being set (as ImmediateScheduler does)")
    }
    guard number == timerNumber, !terminated, !completing,
      let subscription = upstream.subscription
    else {
      lock.unlock()
      return
    }
    terminated = true
    upstream = .terminal
    let timer = self.timer.take()
    lock.unlock()
    timer?.cancel()
    subscription.cancel()
    downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
  }

  private func deliver(_ value: Input) {
    guard let subscription = lock.withLock({ terminated ? nil : upstream.subscription }) else {
      return
    }
    let more = downstream.receive(value)
    if more != .none { subscription.request(more) }
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    upstream = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }
}
