extension Publisher {
  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
}

extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribeReducer(subscriber, initial: nil, name: "First") { result, value in
        result = value
        return .finished
      }
    }
  }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
