extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Omits elements from the upstream publisher until a given closure returns false, before
  /// republishing all remaining elements.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Omits elements from the upstream publisher until an error-throwing closure returns
  /// false, before republishing all remaining elements.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later
  /// elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "API Violation: dropFirst(\(count)): the count must not be negative")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribeOperator(
        subscriber, name: "Drop",
        step: { value in
          guard remaining == 0 else {
            remaining -= 1
            return .skip
          }
          return .emit(value)
        },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given closure
  /// returns false.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var dropping = true
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "DropWhile",
        step: { value in
          if dropping, predicate(value) { return .skip }
          dropping = false
          return .emit(value)
        },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given error-throwing
  /// closure returns false.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var dropping = true
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "TryDropWhile",
        step: { value in
          do {
            if dropping, try predicate(value) { return .skip }
          } catch {
            return .fail(error)
          }
          dropping = false
          return .emit(value)
        },
        complete: { $0.eraseError.passThrough() })
    }
  }
}
