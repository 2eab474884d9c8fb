extension Publisher {
  /// Encodes the output from upstream using a specified encoder.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publishers {
  /// A publisher that encodes its upstream's output; an encoding error fails the stream.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    let encoder: Coder

    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let encoder = encoder
      upstream.receive(
        subscriber: CodingInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, name: "Encode", transform: { try encoder.encode($0) }))
    }
  }
}
