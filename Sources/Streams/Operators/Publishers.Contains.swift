extension Publisher where Output: Equatable {
  /// Publishes a Boolean value upon receiving an element equal to the argument.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publishers {
  /// A publisher that emits a Boolean value when a specified element is received from its
  /// upstream publisher.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element to scan for in the upstream publisher.
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let wanted = output
      upstream.subscribeReducer(subscriber, initial: false, name: "Contains") { result, value in
        guard value == wanted else { return .continue }
        result = true
        return .finished
      }
    }
  }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
