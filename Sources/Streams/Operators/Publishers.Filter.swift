extension Publisher {
  /// Republishes all elements that match a provided closure.
  @inlinable
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Republishes all elements that match a provided error-throwing closure; a thrown error
  /// ends the stream with that error.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<
      Self
    >
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers {
  /// A publisher that republishes all elements that match a provided closure.
  ///
  /// It passes the upstream's subscription through; a value it drops asks upstream for one
  /// more.
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

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      upstream.receive(
        subscriber: TryFilterInner<S, Upstream.Failure>(
          downstream: subscriber, isIncluded: isIncluded))
    }
  }
}

extension Publishers.Filter {
  /// One `Filter` checking both predicates.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
    let first = self.isIncluded
    return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
  }

  /// One `TryFilter` checking both predicates.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<
      Upstream
    >
  {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

extension Publishers.TryFilter {
  /// One `TryFilter` checking both predicates.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }

  /// One `TryFilter` checking both predicates.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<
      Upstream
    >
  {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}

/// `Filter`'s pass-through subscriber: sends matching values, asks upstream for one more in
/// place of each other value, passes everything else through.
@usableFromInline
struct FilteringSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let isIncluded: (Downstream.Input) -> Bool
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(downstream: Downstream, isIncluded: @escaping (Downstream.Input) -> Bool) {
    self.downstream = downstream
    self.isIncluded = isIncluded
  }

  @usableFromInline var description: String { "Filter" }
  @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  @inlinable
  func receive(_ input: Downstream.Input) -> Subscribers.Demand {
    isIncluded(input) ? downstream.receive(input) : .max(1)
  }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

private final class TryFilterInner<Downstream: Subscriber, UpstreamFailure: Error>:
  FilterProducer<Downstream, Downstream.Input, UpstreamFailure>, @unchecked Sendable
where Downstream.Failure == any Error {
  private let isIncluded: (Downstream.Input) throws -> Bool

  init(downstream: Downstream, isIncluded: @escaping (Downstream.Input) throws -> Bool) {
    self.isIncluded = isIncluded
    super.init(downstream: downstream, name: "TryFilter")
  }

  override func receive(newValue: Downstream.Input) -> FilterStep<Downstream.Input, any Error> {
    do {
      return .continue(try isIncluded(newValue) ? newValue : nil)
    } catch {
      return .failure(error)
    }
  }

  override func downstreamCompletion(_ completion: Subscribers.Completion<UpstreamFailure>)
    -> Subscribers.Completion<any Error>
  {
    completion.eraseError
  }
}
