extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
  /// number of publishers you specify.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements from an upstream publisher that never fails into publishers
  /// of any failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
  }

  /// Transforms all elements into publishers that never fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      maxPublishers.assertNonZero()
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = MergeInner(subscriber, name: "FlatMap")
      let source = SourceSubscriber(
        inner: inner, transform: transform, initialDemand: maxPublishers)
      if maxPublishers != .unlimited {
        inner.onChildFinished = { [weak source] in source?.requestOne() }
      }
      inner.start()
      upstream.receive(subscriber: source)
    }
  }

  /// A publisher that flattens nested publishers, republishing the most recent one's
  /// elements.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = MergeInner(subscriber, name: "SwitchToLatest", switching: true)
      inner.start()
      upstream.receive(
        subscriber: SourceSubscriber(inner: inner, transform: { $0 }, initialDemand: .unlimited))
    }
  }
}

/// Subscribes to the publisher of publishers and adds each one it sends to a `MergeInner`.
private final class SourceSubscriber<Downstream: Subscriber, Input, Inner: Publisher>: Subscriber,
  @unchecked Sendable
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
  typealias Failure = Downstream.Failure

  let inner: MergeInner<Downstream>
  let transform: (Input) -> Inner
  let initialDemand: Subscribers.Demand
  private let lock = Lock()
  @exclusivity(unchecked) private var subscription: (any Subscription)?

  init(
    inner: MergeInner<Downstream>, transform: @escaping (Input) -> Inner,
    initialDemand: Subscribers.Demand
  ) {
    self.inner = inner
    self.transform = transform
    self.initialDemand = initialDemand
  }

  func receive(subscription: any Subscription) {
    guard inner.sourceSubscribed(subscription) else {
      subscription.cancel()
      return
    }
    lock.withLock { self.subscription = subscription }
    subscription.request(initialDemand)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    inner.add(transform(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock { subscription = nil }
    inner.sourceFinished(completion)
  }

  func requestOne() {
    let subscription = lock.withLock { self.subscription }
    subscription?.request(.max(1))
  }
}
