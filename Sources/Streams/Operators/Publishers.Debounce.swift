import Primitives

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  ///
  /// When the upstream completes, a value still waiting out its interval is dropped.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses
  /// between events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceInner(
          downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As in Combine: the upstream is asked for everything; each value replaces the waiting one
/// and starts a (repeating) timer of `dueTime`, cancelling the timers before it; the first
/// firing of the latest timer sends the value if the downstream has demand and drops it if
/// not. The completion drops a waiting value and is delivered through the scheduler.
private final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var currentValue: Input?
  /// The number of the latest value; only its timer may deliver.
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var timers: [Int: any Cancellable] = [:]

  init(
    downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "Debounce" }
  var customMirror: Mirror {
    lock.lock()
    defer { lock.unlock() }
    return Mirror(
      self,
      children: [
        "downstream": downstream, "downstreamDemand": demand,
        "currentValue": currentValue as Any,
      ])
  }
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
    subscription.request(.unlimited)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard upstream.subscription != nil else {
      lock.unlock()
      return .none
    }
    generation += 1
    let number = generation
    currentValue = input
    let superseded = takeTimers()
    lock.unlock()
    for timer in superseded { timer.cancel() }
    let now = scheduler.now
    let tolerance = scheduler.minimumTolerance
    let timer = scheduler.schedule(
      after: now.advanced(by: dueTime), interval: dueTime, tolerance: tolerance,
      options: options
    ) { self.due(number) }
    lock.lock()
    // Keep the timer only while it may still deliver (a synchronous scheduler has run it).
    guard upstream.subscription != nil, number == generation, currentValue != nil else {
      lock.unlock()
      timer.cancel()
      return .none
    }
    timers[number] = timer
    lock.unlock()
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard upstream.subscription != nil else {
      lock.unlock()
      return
    }
    upstream = .terminal
    currentValue = nil
    let timers = takeTimers()
    lock.unlock()
    for timer in timers { timer.cancel() }
    scheduler.schedule(options: nil) { self.downstream.receive(completion: completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock {
      guard !upstream.isTerminal else { return }
      self.demand += demand
    }
  }

  func cancel() {
    lock.lock()
    guard !upstream.isTerminal else {
      lock.unlock()
      return
    }
    let subscription = upstream.subscription
    upstream = .terminal
    currentValue = nil
    let timers = takeTimers()
    lock.unlock()
    for timer in timers { timer.cancel() }
    subscription?.cancel()
  }

  /// A timer fired: the latest value goes out (or is dropped without demand), once.
  private func due(_ number: Int) {
    lock.lock()
    let timer = timers.removeValue(forKey: number)
    guard upstream.subscription != nil, number == generation, let value = currentValue.take()
    else {
      lock.unlock()
      timer?.cancel()
      return
    }
    guard demand > 0 else {
      lock.unlock()
      timer?.cancel()
      return
    }
    if demand != .unlimited { demand -= 1 }
    lock.unlock()
    timer?.cancel()
    let more = downstream.receive(value)
    if more > 0 { lock.withLock { demand += more } }
  }

  private func takeTimers() -> [any Cancellable] {
    let taken = Array(timers.values)
    timers.removeAll()
    return taken
  }
}
