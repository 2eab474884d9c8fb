extension Publisher {
  /// Transforms elements from the upstream publisher by providing the current element to a
  /// closure along with the last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Transforms elements by providing the current element to an error-throwing closure along
  /// with the last value returned by the closure.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that publishes each running result of a closure.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribeOperator(
        subscriber, name: "Scan",
        step: { value in
          result = next(result, value)
          return .emit(result)
        },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that publishes each running result of an error-throwing closure.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribeOperator(
        subscriber, name: "TryScan",
        step: { value in
          do {
            result = try next(result, value)
            return .emit(result)
          } catch {
            return .fail(error)
          }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }
}
