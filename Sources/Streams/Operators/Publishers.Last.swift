extension Publisher {
  /// Publishes the last element of a stream, after the stream finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
}

extension Publishers {
  /// A publisher that waits until after the stream finishes, and then publishes the last
  /// element of the stream.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribeReducer(subscriber, initial: nil, name: "Last") { result, value in
        result = value
        return .continue
      }
    }
  }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
