extension Publisher {
  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Changes the failure type declared by the upstream publisher (which cannot fail).
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    > where Failure == Never
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher that converts any failure from the upstream publisher into a new error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = map
    }

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: CompletionMappingSubscriber(
          downstream: subscriber, name: "MapError", transform: transform))
    }
  }

  /// A publisher that appears to send a specified failure type; its upstream cannot fail.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: CompletionMappingSubscriber(
          downstream: subscriber, name: "SetFailureType", transform: absurd))
    }

    public func setFailureType<E: Error>(to failure: E.Type)
      -> Publishers.SetFailureType<
        Upstream, E
      >
    {
      Publishers.SetFailureType<Upstream, E>(upstream: upstream)
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}

/// A pass-through subscriber that converts the upstream's failure.
private struct CompletionMappingSubscriber<Downstream: Subscriber, UpstreamFailure: Error>:
  Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  let name: StaticString
  let transform: (UpstreamFailure) -> Downstream.Failure
  let combineIdentifier = CombineIdentifier()

  init(
    downstream: Downstream, name: StaticString,
    transform: @escaping (UpstreamFailure) -> Downstream.Failure
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    downstream.receive(completion: completion.mapFailure(transform))
  }
}

/// The function from a failure that cannot happen to any type.
private func absurd<T>(_ never: Never) -> T {}
