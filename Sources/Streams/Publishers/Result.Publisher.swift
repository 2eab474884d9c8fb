extension Result {
  /// A publisher that publishes an output to each subscriber exactly once then finishes, or
  /// fails immediately without producing any elements.
  public var publisher: Publisher { Publisher(self) }

  /// The type of a publisher of a result.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Success

    /// The result to deliver to each subscriber.
    public let result: Result<Success, Failure>

    /// Creates a publisher that delivers the specified result.
    public init(_ result: Result<Success, Failure>) { self.result = result }

    /// Creates a publisher that sends the specified output to all subscribers and finishes.
    public init(_ output: Success) { self.init(.success(output)) }

    /// Creates a publisher that immediately terminates upon subscription with the given
    /// failure.
    public init(_ failure: Failure) { self.init(.failure(failure)) }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        subscriber.receive(subscription: SingleValueSubscription(subscriber, value, name: "Once"))
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
extension Result.Publisher: Sendable where Success: Sendable, Failure: Sendable {}

extension Result.Publisher where Output: Equatable {
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map { $0 == output })
  }

  public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
  public func min() -> Result<Output, Failure>.Publisher { self }
  public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>
    .Publisher
  {
    Result<Bool, any Error>.Publisher(trying(predicate))
  }

  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>
    .Publisher
  {
    Result<Bool, any Error>.Publisher(trying(predicate))
  }

  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(result.map { [$0] })
  }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>
    .Publisher
  { self }

  /// Calls the comparator once with the value against itself, so that a throwing
  /// comparator fails the result, as in Combine.
  public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(
      trying { value in
        _ = try areInIncreasingOrder(value, value)
        return value
      })
  }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>
    .Publisher
  { self }

  /// Calls the comparator once with the value against itself, as ``tryMin(by:)`` does.
  public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(
      trying { value in
        _ = try areInIncreasingOrder(value, value)
        return value
      })
  }

  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(result.map { _ in 1 })
  }

  public func first() -> Result<Output, Failure>.Publisher { self }

  public func last() -> Result<Output, Failure>.Publisher { self }

  /// Finishes at once, whether the result is a value or a failure (Combine's behaviour).
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map(transform))
  }

  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(trying(transform))
  }

  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.mapError(transform))
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Result<
      Output, Failure
    >.Publisher
  { self }

  /// Calls the predicate once with the value against itself, so that a throwing predicate
  /// fails the result, as in Combine.
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(
      trying { value in
        _ = try predicate(value, value)
        return value
      })
  }

  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    switch result {
    case .success(let value): Result<Output, Never>.Publisher(value)
    case .failure: Result<Output, Never>.Publisher(output)
    }
  }

  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(trying { try nextPartialResult(initialResult, $0) })
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(trying { try nextPartialResult(initialResult, $0) })
  }

  /// The result with `transform` applied to a value; a failure passes through as it is.
  private func trying<T>(_ transform: (Output) throws -> T) -> Result<T, any Error> {
    switch result {
    case .success(let value):
      do { return .success(try transform(value)) } catch { return .failure(error) }
    case .failure(let error):
      return .failure(error)
    }
  }
}

extension Result.Publisher where Failure == Never {
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    switch result {
    case .success(let value): Result<Output, E>.Publisher(value)
    }
  }
}
