extension Publisher where Output: Equatable {
  /// Publishes a Boolean value upon receiving an element equal to the argument.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

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
  /// A publisher that emits a Boolean value when a specified element is received from its
  /// upstream publisher.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element to scan for in the upstream publisher.
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let wanted = output
      upstream.subscribeReducer(subscriber, initial: false, name: "Contains") { result, value in
        guard value == wanted else { return .continue }
        result = true
        return .finished
      }
    }
  }

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

extension Publishers.Contains: Equatable where Upstream: Equatable {}
