import Primitives

extension Publisher {
  /// Omits elements from the upstream publisher until a given closure returns false, before
  /// republishing all remaining elements.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Omits elements from the upstream publisher until an error-throwing closure returns
  /// false, before republishing all remaining elements; a thrown error ends the stream.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that omits elements from an upstream publisher until a given closure
  /// returns false.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.receive(
        subscriber: DropWhileInner<S, Upstream.Failure>(
          downstream: subscriber, name: "DropWhile", predicate: { .success(predicate($0)) },
          mapCompletion: { $0 }))
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given
  /// error-throwing closure returns false.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      upstream.receive(
        subscriber: DropWhileInner<S, Upstream.Failure>(
          downstream: subscriber, name: "TryDropWhile",
          predicate: { value in Result { try predicate(value) } },
          mapCompletion: { $0.eraseError }))
    }
  }
}

/// The subscription of `DropWhile` and `TryDropWhile`. Events out of order are ignored;
/// demand passes straight up, and a dropped value asks upstream for one more.
private final class DropWhileInner<Downstream: Subscriber, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let name: StaticString
  private let predicate: (Input) -> Result<Bool, Downstream.Failure>
  private let mapCompletion:
    (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  // Touched only by `receive(_:)`, which the upstream serializes.
  @exclusivity(unchecked) private var dropping = true

  init(
    downstream: Downstream, name: StaticString,
    predicate: @escaping (Input) -> Result<Bool, Downstream.Failure>,
    mapCompletion:
      @escaping (Subscribers.Completion<UpstreamFailure>) ->
      Subscribers.Completion<
        Downstream.Failure
      >
  ) {
    self.downstream = downstream
    self.name = name
    self.predicate = predicate
    self.mapCompletion = mapCompletion
  }

  var description: String { name.description }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    if dropping {
      switch predicate(input) {
      case .success(true):
        return .max(1)
      case .success(false):
        dropping = false
      case .failure(let error):
        lock.lock()
        status = .terminal
        lock.unlock()
        subscription.cancel()
        downstream.receive(completion: .failure(error))
        return .none
      }
    }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    downstream.receive(completion: mapCompletion(completion))
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    let subscription = status.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    if subscription != nil { status = .terminal }
    lock.unlock()
    subscription?.cancel()
  }
}
