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

  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
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
      let inner = TimedInner<S, Output, Failure>(subscriber, name: "ReceiveOn", policy: .forward)
      let (scheduler, options) = (scheduler, options)
      inner.onValue = { value in scheduler.schedule(options: options) { inner.emit(value) } }
      inner.onCompletion = { completion in
        scheduler.schedule(options: options) { inner.end(completion) }
      }
      upstream.receive(subscriber: inner)
    }
  }

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
      let (upstream, scheduler, options) = (upstream, scheduler, options)
      scheduler.schedule(options: options) {
        upstream.receive(
          subscriber: SubscribeOnInner(
            downstream: subscriber, scheduler: scheduler, options: options))
      }
    }
  }
}

/// Moves `request` and `cancel` onto the scheduler; values pass straight through.
private final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let upstream = Locked<(any Subscription)?>(nil)

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  var description: String { "SubscribeOn" }

  func receive(subscription: any Subscription) {
    upstream.withLock { $0 = subscription }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

  func receive(completion: Subscribers.Completion<Failure>) {
    upstream.withLock { $0 = nil }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    guard let subscription = upstream.withLock({ $0 }) else { return }
    scheduler.schedule(options: options) { subscription.request(demand) }
  }

  func cancel() {
    guard
      let subscription = upstream.withLock({ state -> (any Subscription)? in
        defer { state = nil }
        return state
      })
    else { return }
    scheduler.schedule(options: options) { subscription.cancel() }
  }
}
