extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<Self, P>
  where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by either replacing it with another publisher
  /// or throwing a new error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where Output == P.Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }

  /// Attempts to recreate a failed subscription with the upstream publisher up to the number
  /// of times you specify.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }

  /// Appends this publisher's output with the elements of another publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }

  /// Appends a publisher's output with the specified elements.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Appends a publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where S.Element == Output
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes a publisher's output with the specified publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Prefixes a publisher's output with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes a publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where S.Element == Output
  {
    prepend(Publishers.Sequence(sequence: elements))
  }
}

extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SequentialInner(subscriber, name: "Catch")
      let handler = handler
      inner.attach(upstream) { completion in
        switch completion {
        case .finished: return .complete(.finished)
        case .failure(let error):
          return .proceed { inner.attach(handler(error)) { .complete($0) } }
        }
      }
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing it with another
  /// publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error
    public let upstream: Upstream
    public let handler: (Upstream.Failure) throws -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SequentialInner(subscriber, name: "TryCatch")
      let handler = handler
      inner.attach(upstream) { completion in
        switch completion {
        case .finished: return .complete(.finished)
        case .failure(let error):
          do {
            let replacement = try handler(error)
            return .proceed { inner.attach(replacement) { .complete($0.eraseError) } }
          } catch {
            return .complete(.failure(error))
          }
        }
      }
    }
  }

  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` retries indefinitely.
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SequentialInner(subscriber, name: "Retry")
      Self.attempt(upstream, inner: inner, remaining: retries)
    }

    private static func attempt<S: Subscriber>(
      _ upstream: Upstream, inner: SequentialInner<S>, remaining: Int?
    ) where S.Input == Output, S.Failure == Failure {
      inner.attach(upstream) { completion in
        guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else {
          return .complete(completion)
        }
        return .proceed { attempt(upstream, inner: inner, remaining: remaining.map { $0 - 1 }) }
      }
    }
  }

  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure
    public let prefix: Prefix
    public let suffix: Suffix

    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SequentialInner(subscriber, name: "Concatenate")
      let suffix = suffix
      inner.attach(prefix) { completion in
        guard case .finished = completion else { return .complete(completion) }
        return .proceed { inner.attach(suffix) { .complete($0) } }
      }
    }
  }
}
