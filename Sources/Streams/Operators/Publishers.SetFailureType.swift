extension Publisher {
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

/// The function from a failure that cannot happen to any type.
private func absurd<T>(_ never: Never) -> T {}
