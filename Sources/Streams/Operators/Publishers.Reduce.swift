extension Publisher {
  /// Applies a closure that collects each element of a stream and publishes a final result
  /// upon completion.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Applies an error-throwing closure that collects each element of a stream and publishes
  /// a final result upon completion; a thrown error ends the stream with that error.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that applies a closure to all received elements and produces an
  /// accumulated value when the upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// A closure that takes the previously-accumulated value and the next element from the
    /// upstream publisher to produce a new value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      upstream.subscribeReducer(subscriber, initial: initial, name: "Reduce") { result, value in
        if let partial = result { result = next(partial, value) }
        return .continue
      }
    }
  }

  /// A publisher that applies an error-throwing closure to all received elements and
  /// produces an accumulated value when the upstream publisher finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// An error-throwing closure that takes the previously-accumulated value and the next
    /// element from the upstream to produce a new value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let next = nextPartialResult
      upstream.subscribeThrowingReducer(subscriber, initial: initial, name: "TryReduce") {
        result, value in
        if let partial = result { result = try next(partial, value) }
        return .continue
      }
    }
  }
}
