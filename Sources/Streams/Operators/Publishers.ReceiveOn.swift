import Primitives

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  ///
  /// Values and the completion are delivered through `scheduler.schedule`; demand reaches the
  /// upstream directly.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific
  /// scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
      upstream.subscribe(
        ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

/// The upstream's subscriber and the downstream's subscription.
///
/// As in Combine: the subscription and requests pass straight through (a request of zero
/// too); each value and the completion are delivered through `schedule(options:)`, whatever
/// the downstream asked for, and demand a delivery returns is asked of the upstream. Once the
/// completion is on its way a cancel changes nothing and the completion still arrives.
private final class ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private enum State {
    case awaitingSubscription
    case subscribed(any Subscription)
    case completing(any Subscription)
    case terminal
  }

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var state = State.awaitingSubscription

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "ReceiveOn" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .awaitingSubscription = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard case .subscribed = lock.withLock({ state }) else { return .none }
    scheduler.schedule(options: options) { self.deliver(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed(let subscription) = state else {
      lock.unlock()
      return
    }
    state = .completing(subscription)
    lock.unlock()
    scheduler.schedule(options: options) { self.deliver(completion) }
  }

  func request(_ demand: Subscribers.Demand) {
    guard case .subscribed(let subscription) = lock.withLock({ state }) else { return }
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    guard case .subscribed(let subscription) = state else {
      lock.unlock()
      return
    }
    state = .terminal
    lock.unlock()
    subscription.cancel()
  }

  /// The upstream subscription while values may still be delivered.
  private var liveSubscription: (any Subscription)? {
    lock.withLock {
      switch state {
      case .subscribed(let subscription), .completing(let subscription): subscription
      case .awaitingSubscription, .terminal: nil
      }
    }
  }

  private func deliver(_ value: Input) {
    guard liveSubscription != nil else { return }
    let more = downstream.receive(value)
    guard more != .none else { return }
    liveSubscription?.request(more)
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    lock.withLock { state = .terminal }
    downstream.receive(completion: completion)
  }
}
