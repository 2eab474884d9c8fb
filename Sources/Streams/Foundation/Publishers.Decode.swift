extension Publisher {
  /// Decodes the output from the upstream using a specified decoder.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}

extension Publishers {
  /// A publisher that decodes its upstream's output; a decoding error fails the stream.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    let decoder: Coder

    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let decoder = decoder
      upstream.receive(
        subscriber: CodingInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, name: "Decode",
          transform: { try decoder.decode(Output.self, from: $0) }))
    }
  }
}
