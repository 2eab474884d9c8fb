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

extension Publisher {
  /// Transforms all elements into publishers that never fail, from an upstream that can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// Republishes elements sent by the most recently received publisher, from an upstream
  /// that never fails.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher; neither side fails.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, whose publishers
  /// never fail, from an upstream that can.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
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

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = MergeInner(subscriber, name: "FlatMap")
      let transform = transform
      // Made here, where every type is concrete, so adding a child costs no metadata lookups.
      let source = SourceSubscriber<S, Upstream.Output>(
        inner: inner, add: { [unowned inner] value in inner.add(transform(value)) },
        initialDemand: maxPublishers)
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

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = MergeInner(subscriber, name: "SwitchToLatest", switching: true)
      inner.start()
      upstream.receive(
        subscriber: SourceSubscriber<S, P>(
          inner: inner, add: { [unowned inner] in inner.add($0) }, initialDemand: .unlimited))
    }
  }
}

/// Subscribes to the publisher of publishers and adds each one it sends to a `MergeInner`.
@usableFromInline
final class SourceSubscriber<Downstream: Subscriber, Input>: Subscriber, @unchecked Sendable {
  @usableFromInline typealias Failure = Downstream.Failure

  let inner: MergeInner<Downstream>
  let add: (Input) -> Void
  let initialDemand: Subscribers.Demand
  private let lock = Lock()
  @exclusivity(unchecked) private var subscription: (any Subscription)?

  @usableFromInline
  init(
    inner: MergeInner<Downstream>, add: @escaping (Input) -> Void,
    initialDemand: Subscribers.Demand
  ) {
    self.inner = inner
    self.add = add
    self.initialDemand = initialDemand
  }

  @usableFromInline
  func receive(subscription: any Subscription) {
    guard inner.sourceSubscribed(subscription) else {
      subscription.cancel()
      return
    }
    lock.withLock { self.subscription = subscription }
    subscription.request(initialDemand)
  }

  @usableFromInline
  func receive(_ input: Input) -> Subscribers.Demand {
    add(input)
    return .none
  }

  @usableFromInline
  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock { subscription = nil }
    inner.sourceFinished(completion)
  }

  @usableFromInline
  func requestOne() {
    let subscription = lock.withLock { self.subscription }
    subscription?.request(.max(1))
  }
}
