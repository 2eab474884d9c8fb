extension Publisher {
  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy a throwing predicate closure, then
  /// finishes.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last element of a stream, after the stream finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

  /// Publishes the last element of a stream that satisfies a predicate closure, after upstream
  /// finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last element of a stream that satisfies an error-throwing predicate
  /// closure, after the stream finishes.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribeOperator(
        subscriber, name: "First", step: { .emitAndFinish($0) }, complete: { $0.passThrough() })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
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
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "FirstWhere", step: { predicate($0) ? .emitAndFinish($0) : .skip },
        complete: { $0.passThrough() })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a throwing
  /// predicate closure.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
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
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "TryFirstWhere",
        step: { value in
          do { return try predicate(value) ? .emitAndFinish(value) : .skip } catch {
            return .fail(error)
          }
        },
        complete: { $0.eraseError.passThrough() })
    }
  }

  /// A publisher that waits until after the stream finishes, and then publishes the last
  /// element of the stream.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.lastMatching(subscriber, name: "Last") { _ in true }
    }
  }

  /// A publisher that waits until after the stream finishes and then publishes the last
  /// element of the stream that satisfies a predicate closure.
  public struct LastWhere<Upstream: Publisher>: Publisher {
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
      upstream.lastMatching(subscriber, name: "LastWhere", predicate: predicate)
    }
  }

  /// A publisher that waits until after the stream finishes and then publishes the last
  /// element of the stream that satisfies an error-throwing predicate closure.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
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
      var last: Output?
      let predicate = predicate
      upstream.subscribeOperator(
        subscriber, name: "TryLastWhere", policy: .unlimited,
        step: { value in
          do {
            if try predicate(value) { last = value }
            return .skip
          } catch {
            return .fail(error)
          }
        },
        complete: { completion in
          switch completion {
          case .finished: (last, .finished)
          case .failure(let error): (nil, .failure(error))
          }
        })
    }
  }
}

extension Publisher {
  /// Keeps the last value that matches and publishes it when the upstream finishes.
  fileprivate func lastMatching<S: Subscriber>(
    _ subscriber: S, name: String, predicate: @escaping (Output) -> Bool
  ) where S.Input == Output, S.Failure == Failure {
    var last: Output?
    subscribeOperator(
      subscriber, name: name, policy: .unlimited,
      step: { value in
        if predicate(value) { last = value }
        return .skip
      },
      complete: { completion in
        switch completion {
        case .finished: (last, .finished)
        case .failure: (nil, completion)
        }
      })
  }
}
