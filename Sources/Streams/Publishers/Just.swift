/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// Operators applied to a `Just` are evaluated at once where the answer is known, as in
/// Combine: `Just(1).map { $0 + 1 }` is `Just(2)`, `Just(1).filter { $0 > 1 }` is an empty
/// `Optional.Publisher`, and so on.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) { self.output = output }

  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: SingleValueSubscription(subscriber, output, name: "Just"))
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

extension Just where Output: Comparable {
  public func min() -> Just<Output> { self }
  public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
  public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }
  public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>
    .Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>
    .Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  public func count() -> Just<Int> { Just<Int>(1) }

  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Output>.Publisher(count > 0 ? nil : output)
  }

  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? nil : output)
  }

  public func first() -> Just<Output> { self }

  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func last() -> Just<Output> { self }

  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(isIncluded(output) ? output : nil)
  }

  public func ignoreOutput() -> Empty<Output, Never> { Empty() }

  public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try transform(output) })
  }

  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(transform(output))
  }

  public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  /// The output when `range` starts at 0 (Combine's rule, whatever the upper bound).
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    Optional<Output>.Publisher(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
  }

  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Never>.Publisher
  {
    Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
  }

  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(Result { _ = try predicate(output, output) }.map { output })
  }

  public func replaceError(with output: Output) -> Just<Output> { self }

  public func replaceEmpty(with output: Output) -> Just<Output> { self }

  public func retry(_ retries: Int) -> Just<Output> { self }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Never>.Publisher
  {
    Result<T, Never>.Publisher(nextPartialResult(initialResult, output))
  }

  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
    prepend(elements)
  }

  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never>
  where S.Element == Output {
    Publishers.Sequence(sequence: elements + [output])
  }

  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
    append(elements)
  }

  public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never>
  where S.Element == Output {
    Publishers.Sequence(sequence: [output] + elements)
  }
}
