import Primitives

extension Publisher {
  /// Applies a closure to create a subject that delivers elements to subscribers.
  ///
  /// The closure runs once, when the first subscriber arrives or at `connect()`.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers.
  ///
  /// Subscribers attach to the subject; ``connect()`` subscribes the subject to the upstream
  /// (each call once more) and returns the cancellable of that subscription.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure to create a new Subject each time a subscriber attaches to the multicast
    /// publisher.
    public let createSubject: () -> SubjectType
    private let lock = Lock()
    @exclusivity(unchecked) private var lazySubject: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The subject, made on first use (outside the lock: the closure is user code).
    private var subject: SubjectType {
      lock.lock()
      if let lazySubject {
        lock.unlock()
        return lazySubject
      }
      lock.unlock()
      let created = createSubject()
      lock.lock()
      defer { lock.unlock() }
      if let lazySubject { return lazySubject }
      lazySubject = created
      return created
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.subscribe(MulticastInner(downstream: subscriber))
    }

    public func connect() -> any Cancellable { upstream.subscribe(subject) }
  }
}

/// A subscriber's link to a multicast's subject. It asks the subject for more whenever the
/// downstream returns demand (and answers the subject with none), so the subject never
/// holds values for it; events out of order are dropped.
private final class MulticastInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let lock = Lock()
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

  init(downstream: Downstream) { self.downstream = downstream }

  var description: String { "Multicast" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    let demand = downstream.receive(input)
    if demand > 0 { subscription.request(demand) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    lock.unlock()
    subscription?.cancel()
  }
}
