extension Publisher {
  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given predicate.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given error-throwing predicate; a thrown error ends the stream with that error.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that evaluates each received element.
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribeReducer(subscriber, initial: true, name: "AllSatisfy") { result, value in
        guard !predicate(value) else { return .continue }
        result = false
        return .finished
      }
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given error-throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that evaluates each received element.
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Bool, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribeThrowingReducer(subscriber, initial: true, name: "TryAllSatisfy") {
        result, value in
        guard try !predicate(value) else { return .continue }
        result = false
        return .finished
      }
    }
  }
}
