import Primitives

extension Publisher {
  /// Collects elements by a given time-grouping strategy, and emits a single array of the
  /// collection.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

extension Publishers {
  /// A strategy for collecting received elements.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// A grouping that collects and periodically publishes items.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// A grouping that collects and publishes items periodically or when a buffer reaches a
    /// maximum size.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher that buffers and periodically publishes its items.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let strategy: TimeGroupingStrategy<Context>
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, strategy: TimeGroupingStrategy<Context>,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, limit): (Context, Context.SchedulerTimeType.Stride, Int)
      switch strategy {
      case .byTime(let context, let stride): (scheduler, interval, limit) = (context, stride, .max)
      case .byTimeOrCount(let context, let stride, let count):
        precondition(
          count > 0, "API Violation: collect(.byTimeOrCount): the count must be positive")
        (scheduler, interval, limit) = (context, stride, count)
      }
      upstream.subscribe(
        CollectByTimeInner<S, Context, Upstream.Output>(
          downstream: subscriber, scheduler: scheduler, interval: interval, limit: limit,
          options: options))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription: it asks the upstream for
/// everything, collects values, and sends what it has every `interval` (and as soon as
/// `limit` values are in). A batch waits while the downstream has no demand; nothing is
/// dropped. Finishing, through the scheduler, first sends what is left (waiting for demand
/// if need be); a failure ends it at once.
private final class CollectByTimeInner<Downstream: Subscriber, Context: Scheduler, Input>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Input == [Input] {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let interval: Context.SchedulerTimeType.Stride
  private let limit: Int
  private let options: Context.SchedulerOptions?

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var batches: [[Input]] = []
  @exclusivity(unchecked) private var collecting: [Input] = []
  @exclusivity(unchecked) private var completing = false
  @exclusivity(unchecked) private var timer: (any Cancellable)?
  @exclusivity(unchecked) private var delivering = false
  /// A finish that waits for the last batches to be asked for.
  @exclusivity(unchecked) private var pendingFinish = false

  init(
    downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
    limit: Int, options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.interval = interval
    self.limit = limit
    self.options = options
  }

  var description: String { "CollectByTime" }
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
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: interval), interval: interval,
      tolerance: scheduler.minimumTolerance, options: options
    ) { self.tick() }
    lock.lock()
    guard upstream.subscription != nil, !completing else {
      lock.unlock()
      timer.cancel()
      return
    }
    self.timer = timer
    lock.unlock()
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard upstream.subscription != nil, !completing else {
      lock.unlock()
      return .none
    }
    collecting.append(input)
    let full = collecting.count >= limit
    if full { closeBatchLocked() }
    lock.unlock()
    if full { deliverBatches() }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard upstream.subscription != nil, !completing else {
      lock.unlock()
      return
    }
    completing = true
    let timer = self.timer.take()
    lock.unlock()
    timer?.cancel()
    scheduler.schedule(options: options) { self.finish(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.withLock {
      guard !upstream.isTerminal else { return }
      self.demand += demand
    }
    deliverBatches()
  }

  func cancel() {
    lock.lock()
    guard !upstream.isTerminal else {
      lock.unlock()
      return
    }
    let subscription = upstream.subscription
    upstream = .terminal
    let timer = self.timer.take()
    batches.removeAll()
    collecting.removeAll()
    lock.unlock()
    timer?.cancel()
    subscription?.cancel()
  }

  private func tick() {
    lock.withLock { closeBatchLocked() }
    deliverBatches()
  }

  /// Ends the batch being collected, if it has anything.
  private func closeBatchLocked() {
    guard !collecting.isEmpty else { return }
    batches.append(collecting)
    collecting.removeAll()
  }

  /// Sends closed batches while the downstream wants them, then a finish that waited for
  /// them; one thread at a time.
  private func deliverBatches() {
    lock.lock()
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while !upstream.isTerminal, demand > 0, !batches.isEmpty {
      let batch = batches.removeFirst()
      if demand != .unlimited { demand -= 1 }
      lock.unlock()
      let more = downstream.receive(batch)
      lock.lock()
      demand += more
    }
    delivering = false
    let finishNow = pendingFinish && batches.isEmpty && !upstream.isTerminal
    if finishNow { upstream = .terminal }
    lock.unlock()
    if finishNow { downstream.receive(completion: .finished) }
  }

  private func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !upstream.isTerminal else {
      lock.unlock()
      return
    }
    if case .finished = completion {
      closeBatchLocked()
      pendingFinish = true
      lock.unlock()
      deliverBatches()
      return
    }
    upstream = .terminal
    batches.removeAll()
    collecting.removeAll()
    lock.unlock()
    downstream.receive(completion: completion)
  }
}
