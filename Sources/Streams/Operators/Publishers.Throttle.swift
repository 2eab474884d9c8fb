import Primitives

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher
  /// in the specified time interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ThrottleInner(
          downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As in Combine: the upstream is asked for everything; a value with demand is sent at once
/// if `interval` has passed since the last one went out (or none has), else when it has; the
/// values arriving meanwhile replace it (`latest`) or are dropped; a value without demand is
/// dropped. The completion follows a waiting value in the same delivery, or is scheduled
/// on its own. Cancelling, or delivering the completion, lets go of the downstream.
private final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private enum State {
    case awaitingSubscription
    case subscribed(any Subscription)
    /// The upstream has completed; the completion waits to be delivered.
    case completing(any Subscription)
    case terminal

    var subscription: (any Subscription)? {
      switch self {
      case .subscribed(let subscription), .completing(let subscription): subscription
      case .awaitingSubscription, .terminal: nil
      }
    }
  }

  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool

  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var downstream: Downstream?
  @exclusivity(unchecked) private var state = State.awaitingSubscription
  @exclusivity(unchecked) private var demand = Subscribers.Demand.none
  @exclusivity(unchecked) private var lastEmission: Context.SchedulerTimeType
  @exclusivity(unchecked) private var hasEmitted = false
  @exclusivity(unchecked) private var pendingValue: Input?
  @exclusivity(unchecked) private var pendingCompletion: Subscribers.Completion<Failure>?
  @exclusivity(unchecked) private var emissionScheduled = false

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    latest: Bool
  ) {
    self.downstream = downstream
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    self.lastEmission = scheduler.now
  }

  var description: String { "Throttle" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    guard case .awaitingSubscription = lock.withLock({ state }) else {
      subscription.cancel()
      return
    }
    let now = scheduler.now
    lock.lock()
    guard case .awaitingSubscription = state, let downstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .subscribed(subscription)
    lastEmission = now
    lock.unlock()
    subscription.request(.unlimited)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard case .subscribed = lock.withLock({ state }) else { return .none }
    let now = scheduler.now
    lock.lock()
    guard case .subscribed = state else {
      lock.unlock()
      return .none
    }
    if emissionScheduled {
      if latest { pendingValue = input }
      lock.unlock()
      return .none
    }
    guard demand > 0 else {
      lock.unlock()
      return .none
    }
    if demand != .unlimited { demand -= 1 }
    pendingValue = input
    emissionScheduled = true
    let due = lastEmission.advanced(by: interval)
    let immediately = !hasEmitted || due <= now
    lock.unlock()
    if immediately {
      scheduler.schedule(options: nil) { self.emit() }
    } else {
      let tolerance = scheduler.minimumTolerance
      scheduler.schedule(after: due, tolerance: tolerance, options: nil) { self.emit() }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard case .subscribed = lock.withLock({ state }) else { return }
    _ = scheduler.now
    lock.lock()
    guard case .subscribed(let subscription) = state else {
      lock.unlock()
      return
    }
    state = .completing(subscription)
    pendingCompletion = completion
    let join = emissionScheduled
    emissionScheduled = true
    lock.unlock()
    if !join { scheduler.schedule(options: nil) { self.emit() } }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock {
      if case .terminal = state { return }
      self.demand += demand
    }
  }

  func cancel() {
    lock.lock()
    if case .terminal = state {
      lock.unlock()
      return
    }
    let subscription = state.subscription
    state = .terminal
    pendingValue = nil
    pendingCompletion = nil
    let downstream = self.downstream.take()
    lock.unlock()
    withExtendedLifetime(downstream) {}
    subscription?.cancel()
  }

  /// Sends the waiting value, then the waiting completion, if still wanted.
  private func emit() {
    lock.lock()
    guard state.subscription != nil, let downstream else {
      lock.unlock()
      return
    }
    let value = pendingValue.take()
    let completion = pendingCompletion.take()
    emissionScheduled = false
    if completion != nil { state = .terminal }
    lock.unlock()
    if let value {
      if completion == nil {
        let now = scheduler.now
        lock.withLock {
          lastEmission = now
          hasEmitted = true
        }
      }
      let more = downstream.receive(value)
      if more > 0 {
        lock.withLock {
          if case .terminal = state { return }
          demand += more
        }
      }
    }
    if let completion {
      downstream.receive(completion: completion)
      let released = lock.withLock { self.downstream.take() }
      withExtendedLifetime(released) {}
    }
  }
}
