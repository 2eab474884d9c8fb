extension Publisher {
  /// Replaces an empty stream with the provided element.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Replaces any errors in the stream with the provided element, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all
  /// received input.
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.AssertNoFailure<Self>
  {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}

extension Publishers {
  /// A publisher that replaces an empty stream with a provided element.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var empty = true
      let output = output
      upstream.subscribeOperator(
        subscriber, name: "ReplaceEmpty",
        step: { value in
          empty = false
          return .emit(value)
        },
        complete: { completion in
          switch completion {
          case .finished: (empty ? output : nil, .finished)
          case .failure: (nil, completion)
          }
        })
    }
  }

  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = output
      upstream.subscribeOperator(
        subscriber, name: "ReplaceError", step: { .emit($0) },
        complete: { completion in
          switch completion {
          case .finished: (nil, .finished)
          case .failure: (output, .finished)
          }
        })
    }
  }

  /// A publisher that raises a fatal error upon receiving any failure, and otherwise
  /// republishes all received input.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    public let prefix: String
    public let file: StaticString
    public let line: UInt

    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (prefix, file, line)
      upstream.receive(
        subscriber: ForwardingSubscriber(
          downstream: subscriber, name: "AssertNoFailure",
          mapCompletion: { completion in
            guard case .failure(let error) = completion else { return .finished }
            let lead = prefix.isEmpty ? "" : prefix + ": "
            fatalError(
              "\(lead)assertNoFailure: the upstream failed with \(error)", file: file, line: line)
          }))
    }
  }
}
