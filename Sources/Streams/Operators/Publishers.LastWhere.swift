extension Publisher {
  /// Publishes the last element of a stream that satisfies a predicate closure, after
  /// upstream finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last element of a stream that satisfies an error-throwing predicate
  /// closure, after the stream finishes; a thrown error ends the stream with that error.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that waits until after the stream finishes and then publishes the last
  /// element of the stream that satisfies a predicate closure.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribeReducer(subscriber, initial: nil, name: "LastWhere") { result, value in
        if predicate(value) { result = value }
        return .continue
      }
    }
  }

  /// A publisher that waits until after the stream finishes and then publishes the last
  /// element of the stream that satisfies an error-throwing predicate closure.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribeThrowingReducer(subscriber, initial: nil, name: "TryLastWhere") {
        result, value in
        if try predicate(value) { result = value }
        return .continue
      }
    }
  }
}
