extension Optional {
  /// A publisher that publishes an optional value to each subscriber exactly once, if the
  /// optional has a value; otherwise it finishes at once.
  public var publisher: Publisher { Publisher(self) }

  /// The type of a publisher of an optional.
  public struct Publisher: Streams.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The output to deliver to each subscriber.
    public let output: Wrapped?

    /// Creates a publisher to emit the value of the optional, or to finish immediately.
    public init(_ output: Output?) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      guard let output else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(
        subscription: SingleValueSubscription(subscriber, output, name: "Optional"))
    }
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
extension Optional.Publisher: Sendable where Wrapped: Sendable {}

extension Optional.Publisher where Wrapped: Comparable {
  public func min() -> Optional<Wrapped>.Publisher { self }
  public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Equatable {
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(self.output.map { $0 == output })
  }

  public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  public func collect() -> Optional<[Output]>.Publisher {
    Optional<[Output]>.Publisher(output.map { [$0] } ?? [])
  }

  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.flatMap(transform))
  }

  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Wrapped>
    .Publisher
  { self }

  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Wrapped>
    .Publisher
  { self }

  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  public func count() -> Optional<Int>.Publisher {
    Optional<Int>.Publisher(output.map { _ in 1 })
  }

  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Output>.Publisher(count == 0 ? output : nil)
  }

  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
  }

  public func first() -> Optional<Output>.Publisher { self }

  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  public func last() -> Optional<Output>.Publisher { self }

  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  public func ignoreOutput() -> Empty<Output, Never> { Empty() }

  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map(transform))
  }

  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    let range = range.relative(to: 0..<Int.max)
    precondition(range.lowerBound >= 0, "the lower bound must not be negative")
    precondition(range.upperBound < .max - 1, "the upper bound is too large")
    return Optional<Output>.Publisher(range.contains(0) ? output : nil)
  }

  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Optional<Wrapped>
    .Publisher
  { self }

  public func replaceError(with output: Output) -> Optional<Wrapped>.Publisher { self }

  public func replaceEmpty(with output: Output) -> Just<Output> { Just(self.output ?? output) }

  public func retry(_ times: Int) -> Optional<Wrapped>.Publisher { self }
}
