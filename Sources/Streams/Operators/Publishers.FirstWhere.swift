extension Publisher {
  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy a throwing predicate closure, then
  /// finishes; a thrown error ends the stream with that error.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
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

    /// Its subscription is named "TryFirst", as Combine's is.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribeReducer(subscriber, initial: nil, name: "TryFirst") { result, value in
        guard predicate(value) else { return .continue }
        result = value
        return .finished
      }
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a throwing
  /// predicate closure.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
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
      upstream.subscribeThrowingReducer(subscriber, initial: nil, name: "TryFirstWhere") {
        result, value in
        guard try predicate(value) else { return .continue }
        result = value
        return .finished
      }
    }
  }
}
