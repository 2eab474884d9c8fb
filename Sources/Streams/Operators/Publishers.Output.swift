extension Publisher {
  /// Republishes elements up to the specified maximum count.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    precondition(
      maxLength >= 0, "API Violation: prefix(\(maxLength)): the length must not be negative")
    return Publishers.Output(upstream: self, range: 0..<maxLength)
  }

  /// Publishes a specific element, indicated by its index in the sequence of published
  /// elements.
  public func output(at index: Int) -> Publishers.Output<Self> {
    precondition(index >= 0, "API Violation: output(at: \(index)): the index must not be negative")
    return Publishers.Output(upstream: self, range: index..<(index + 1))
  }

  /// Publishes elements specified by their range in the sequence of published elements.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    let range = range.relative(to: 0..<Int.max)
    precondition(
      range.lowerBound >= 0, "API Violation: output(in:): the range must not be negative")
    return Publishers.Output(upstream: self, range: range)
  }

  /// Republishes elements while a predicate closure indicates publishing should continue.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements while an error-throwing predicate closure indicates publishing
  /// should continue.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let range: CountableRange<Int>

    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      guard !range.isEmpty else {
        // Nothing to publish: finish without subscribing upstream, as Combine does.
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      var index = 0
      let range = range
      upstream.subscribeOperator(
        subscriber, name: "Output",
        step: { value in
          defer { index += 1 }
          if index < range.lowerBound { return .skip }
          return index + 1 == range.upperBound ? .emitAndFinish(value) : .emit(value)
        },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that republishes elements while a predicate closure indicates publishing
  /// should continue.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "PrefixWhile",
        step: { predicate($0) ? .emit($0) : .finish },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that republishes elements while an error-throwing predicate closure
  /// indicates publishing should continue.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "TryPrefixWhile",
        step: { value in
          do { return try predicate(value) ? .emit(value) : .finish } catch { return .fail(error) }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }
}
