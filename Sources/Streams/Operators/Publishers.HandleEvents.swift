import Primitives

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}

extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// A closure that executes when the publisher receives the completion.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// A closure that executes when the downstream cancels.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: HandleEventsInner(self, downstream: subscriber))
    }
  }
}

/// The closures of a `HandleEvents`, without its upstream: the subscription keeps these and
/// not the publisher, so an upstream publisher that is a class (a relay that finishes its
/// subscribers in `deinit`) is freed when its owner lets it go, as through `map`.
private struct EventClosures<Output, Failure: Error> {
  let receiveSubscription: ((any Subscription) -> Void)?
  let receiveOutput: ((Output) -> Void)?
  let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  let receiveCancel: (() -> Void)?
  let receiveRequest: ((Subscribers.Demand) -> Void)?
}

/// `HandleEvents`' subscription. Every event is passed on, in or out of order, as in
/// Combine; the closures run until the stream completes or is cancelled, and are released
/// then.
private final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private let downstream: Downstream
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var pendingDemand = Subscribers.Demand.none
  @exclusivity(unchecked) private var events: EventClosures<Input, Failure>?

  init(_ events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
    self.events = EventClosures(
      receiveSubscription: events.receiveSubscription, receiveOutput: events.receiveOutput,
      receiveCompletion: events.receiveCompletion, receiveCancel: events.receiveCancel,
      receiveRequest: events.receiveRequest)
    self.downstream = downstream
  }

  var description: String { "HandleEvents" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  private var currentEvents: EventClosures<Input, Failure>? { lock.withLock { events } }

  func receive(subscription: any Subscription) {
    currentEvents?.receiveSubscription?(subscription)
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    let pending = pendingDemand
    pendingDemand = .none
    lock.unlock()
    downstream.receive(subscription: self)
    if pending > 0 { subscription.request(pending) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    currentEvents?.receiveOutput?(input)
    let demand = downstream.receive(input)
    if demand > 0 { currentEvents?.receiveRequest?(demand) }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let events = self.events
    self.events = nil
    if case .subscribed = status { status = .terminal }
    lock.unlock()
    events?.receiveCompletion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    currentEvents?.receiveRequest?(demand)
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      if status.isAwaitingSubscription { pendingDemand += demand }
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      let events = status.isAwaitingSubscription ? self.events : nil
      lock.unlock()
      events?.receiveCancel?()
      return
    }
    let events = self.events
    self.events = nil
    status = .terminal
    lock.unlock()
    events?.receiveCancel?()
    subscription.cancel()
  }
}
