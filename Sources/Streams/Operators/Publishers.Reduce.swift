extension Publisher {
  /// Applies a closure that collects each element of a stream and publishes a final result
  /// upon completion.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Applies an error-throwing closure that collects each element of a stream and publishes
  /// a final result upon completion.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// Publishes the number of elements received from the upstream publisher.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// ordering closure.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// ordering closure.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes a Boolean value upon receiving an element that satisfies the predicate
  /// closure.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a Boolean value upon receiving an element that satisfies the throwing
  /// predicate closure.
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
  /// given error-throwing predicate.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }

  /// Ignores all upstream elements, but passes along the upstream publisher's completion
  /// state.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publisher where Output: Comparable {
  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min() -> Publishers.Comparison<Self> { min(by: <) }

  /// Publishes the maximum value received from the upstream publisher, after it finishes.
  public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher where Output: Equatable {
  /// Publishes a Boolean value upon receiving an element equal to the argument.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Folds every value into an accumulator and publishes the accumulator at the end.
  ///
  /// `fold` returns an error to fail the stream; the accumulator is published only when the
  /// upstream finishes.
  fileprivate func fold<S: Subscriber, Accumulator>(
    into subscriber: S, name: String, initial: Accumulator,
    fold: @escaping (inout Accumulator, Output) -> S.Failure?,
    result: @escaping (Accumulator) -> S.Input?,
    failure: @escaping (Failure) -> S.Failure
  ) {
    var accumulator = initial
    subscribeOperator(
      subscriber, name: name, policy: .unlimited,
      step: { value in fold(&accumulator, value).map { .fail($0) } ?? .skip },
      complete: { completion in
        switch completion {
        case .finished: (result(accumulator), .finished)
        case .failure(let error): (nil, .failure(failure(error)))
        }
      })
  }

  /// Publishes `found` for the first value that `matches`, or `!found` when the upstream
  /// finishes without one.
  fileprivate func search<S: Subscriber>(
    _ subscriber: S, name: String, found: Bool,
    matches: @escaping (Output) -> Result<Bool, S.Failure>,
    failure: @escaping (Failure) -> S.Failure
  ) where S.Input == Bool {
    subscribeOperator(
      subscriber, name: name, policy: .unlimited,
      step: { value in
        switch matches(value) {
        case .success(true): .emitAndFinish(found)
        case .success(false): .skip
        case .failure(let error): .fail(error)
        }
      },
      complete: { completion in
        switch completion {
        case .finished: (!found, .finished)
        case .failure(let error): (nil, .failure(failure(error)))
        }
      })
  }
}

extension Publishers {
  /// A publisher that applies a closure to all received elements and produces an
  /// accumulated value when the upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initial: Output
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
      upstream.fold(
        into: subscriber, name: "Reduce", initial: initial,
        fold: { accumulator, value in
          accumulator = next(accumulator, value)
          return nil
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that applies an error-throwing closure to all received elements and
  /// produces an accumulated value when the upstream publisher finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let initial: Output
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
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      upstream.fold(
        into: subscriber, name: "TryReduce", initial: initial,
        fold: { accumulator, value in
          do {
            accumulator = try next(accumulator, value)
            return nil
          } catch {
            return error
          }
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that buffers items until the upstream finishes, then publishes them as one
  /// array.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.fold(
        into: subscriber, name: "Collect", initial: [Upstream.Output](),
        fold: { accumulator, value in
          accumulator.append(value)
          return nil
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that buffers a maximum number of items.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "API Violation: collect(\(count)): the count must be positive")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var buffer: [Upstream.Output] = []
      let count = count
      upstream.subscribeOperator(
        subscriber, name: "CollectByCount",
        step: { value in
          buffer.append(value)
          guard buffer.count == count else { return .skip }
          defer { buffer.removeAll(keepingCapacity: true) }
          return .emit(buffer)
        },
        complete: { completion in
          switch completion {
          case .finished: (buffer.isEmpty ? nil : buffer, .finished)
          case .failure: (nil, completion)
          }
        })
    }
  }

  /// A publisher that publishes the number of elements received from the upstream
  /// publisher.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.fold(
        into: subscriber, name: "Count", initial: 0,
        fold: { count, _ in
          count += 1
          return nil
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    public init(
      upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.fold(
        into: subscriber, name: "Comparison", initial: Output?.none,
        fold: { best, value in
          if let current = best, !ordered(current, value) { return nil }
          best = value
          return nil
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item, and fails if the ordering logic
  /// throws an error.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.fold(
        into: subscriber, name: "TryComparison", initial: Output?.none,
        fold: { best, value in
          do {
            if let current = best, try !ordered(current, value) { return nil }
            best = value
            return nil
          } catch {
            return error
          }
        }, result: { $0 }, failure: { $0 })
    }
  }

  /// A publisher that emits a Boolean value when it receives a specific element from its
  /// upstream publisher.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.search(
        subscriber, name: "Contains", found: true, matches: { .success($0 == output) },
        failure: { $0 })
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// predicate closure.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
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
      upstream.search(
        subscriber, name: "ContainsWhere", found: true, matches: { .success(predicate($0)) },
        failure: { $0 })
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// throwing predicate closure.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
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
      upstream.search(
        subscriber, name: "TryContainsWhere", found: true,
        matches: { value in Result { try predicate(value) } }, failure: { $0 })
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
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
      upstream.search(
        subscriber, name: "AllSatisfy", found: false, matches: { .success(!predicate($0)) },
        failure: { $0 })
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given error-throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
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
      upstream.search(
        subscriber, name: "TryAllSatisfy", found: false,
        matches: { value in Result { try !predicate(value) } }, failure: { $0 })
    }
  }

  /// A publisher that ignores all upstream elements, but passes along the upstream
  /// publisher's completion state.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribeOperator(
        subscriber, name: "IgnoreOutput", policy: .unlimited, step: { _ in .skip },
        complete: { $0.passThrough() })
    }
  }
}
