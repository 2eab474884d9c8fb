extension Publisher {
  /// Ignores all upstream elements, but passes along the upstream publisher's completion
  /// state (finished or failed).
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publishers {
  /// A publisher that ignores all upstream elements, but passes along the upstream
  /// publisher's completion state.
  ///
  /// It passes the upstream's subscription through and asks it for everything.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Never, S.Failure == Failure {
      upstream.receive(subscriber: IgnoringSubscriber<S, Upstream.Output>(downstream: subscriber))
    }
  }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

private struct IgnoringSubscriber<Downstream: Subscriber, Input>: Subscriber,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
where Downstream.Input == Never {
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let combineIdentifier = CombineIdentifier()

  var description: String { "IgnoreOutput" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand { .none }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
