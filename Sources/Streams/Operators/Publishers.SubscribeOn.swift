import Primitives

extension Publisher {
  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SubscribeOnInner(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

/// The upstream's subscriber and the downstream's subscription: subscribing, each request
/// and the cancel happen through `schedule(options:)`; the subscription, values and the
/// completion go to the downstream at once.
///
/// As in Combine, an upstream that asks for more from inside the `request` it is serving, on
/// a scheduler that runs actions at once, is a programming error and traps (it would recurse
/// without end).
private final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var upstream = SubscriptionStatus.awaitingSubscription
  /// The thread running a scheduled upstream `request`, or 0.
  @exclusivity(unchecked) private var requestingThread: UInt = 0

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "SubscribeOn" }
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
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.withLock({ upstream.subscription != nil }) else { return .none }
    return downstream.receive(input)
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
    guard let subscription = lock.withLock({ upstream.subscription }) else { return }
    scheduler.schedule(options: options) { self.perform(demand, on: subscription) }
  }

  func cancel() {
    lock.lock()
    guard let subscription = upstream.subscription else {
      lock.unlock()
      return
    }
    upstream = .terminal
    lock.unlock()
    scheduler.schedule(options: options) { withExtendedLifetime(self) { subscription.cancel() } }
  }

  private func perform(_ demand: Subscribers.Demand, on subscription: any Subscription) {
    let thread = currentThreadID()
    lock.lock()
    if requestingThread == thread {
      lock.unlock()
      APIViolation.unexpectedState(
        "subscribe(on:) was asked for more from inside the request it is serving")
    }
    let outermost = requestingThread == 0
    if outermost { requestingThread = thread }
    lock.unlock()
    subscription.request(demand)
    if outermost { lock.withLock { requestingThread = 0 } }
  }
}
