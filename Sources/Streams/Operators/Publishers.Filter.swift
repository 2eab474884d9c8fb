extension Publisher {
  /// Republishes all elements that match a provided closure.
  @inlinable
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Republishes all elements that match a provided error-throwing closure.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers {
  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    @inlinable
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: FilteringSubscriber(downstream: subscriber, isIncluded: isIncluded))
    }
  }

  /// A publisher that republishes all elements that match a provided error-throwing closure.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) throws -> Bool

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribeOperator(
        subscriber, name: "TryFilter",
        step: { value in
          do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }
}

/// Passes on the values a predicate accepts and asks upstream for one more in place of each
/// value it drops, so the downstream's demand is kept exactly.
@usableFromInline
struct FilteringSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let isIncluded: (Input) -> Bool
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
  }

  @usableFromInline var description: String { "Filter" }

  @inlinable
  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
