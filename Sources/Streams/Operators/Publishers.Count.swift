extension Publisher {
  /// Publishes the number of elements received from the upstream publisher.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
}

extension Publishers {
  /// A publisher that publishes the number of elements received from the upstream publisher.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
      upstream.subscribeReducer(subscriber, initial: 0, name: "Count") { result, _ in
        result = (result ?? 0) + 1
        return .continue
      }
    }
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}
