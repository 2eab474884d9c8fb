extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided error-throwing closure.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var previous: Output?
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "RemoveDuplicates",
        step: { value in
          defer { previous = value }
          if let previous, predicate(previous, value) { return .skip }
          return .emit(value)
        },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that publishes only elements that don't match the previous element, as
  /// evaluated by a provided error-throwing closure.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Output, Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var previous: Output?
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "TryRemoveDuplicates",
        step: { value in
          defer { previous = value }
          do {
            if let previous, try predicate(previous, value) { return .skip }
            return .emit(value)
          } catch {
            return .fail(error)
          }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }
}
