extension Publisher {
  /// Publishes a Boolean value upon receiving an element that satisfies the predicate
  /// closure.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<
      Self
    >
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a Boolean value upon receiving an element that satisfies the throwing
  /// predicate closure; a thrown error ends the stream with that error.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// predicate closure.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether the publisher should consider an element as a
    /// match.
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribeReducer(subscriber, initial: false, name: "ContainsWhere") {
        result, value in
        guard predicate(value) else { return .continue }
        result = true
        return .finished
      }
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// throwing predicate closure.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether this publisher should emit a true
    /// element.
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Bool, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribeThrowingReducer(subscriber, initial: false, name: "TryContainsWhere") {
        result, value in
        guard try predicate(value) else { return .continue }
        result = true
        return .finished
      }
    }
  }
}
