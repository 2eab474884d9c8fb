import Primitives

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  @inlinable
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms all elements from the upstream publisher with a provided error-throwing
  /// closure; a thrown error ends the stream with that error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure.
  ///
  /// It adds no subscription of its own: the downstream sees the upstream's, as in Combine.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    @inlinable
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: MappingSubscriber(downstream: subscriber, name: "Map", transform: transform))
    }
  }

  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      upstream.receive(
        subscriber: TryMapInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.Map {
  /// One `Map` doing both transforms (Combine fuses them the same way).
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
    let first = self.transform
    return Publishers.Map<Upstream, T>(upstream: upstream) { transform(first($0)) }
  }

  /// One `TryMap` doing both transforms.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<
      Upstream, T
    >
  {
    let first = self.transform
    return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(first($0)) }
  }
}

extension Publishers.TryMap {
  /// One `TryMap` doing both transforms.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap<Upstream, T>(upstream: upstream) { transform(try first($0)) }
  }

  /// One `TryMap` doing both transforms.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<
      Upstream, T
    >
  {
    let first = self.transform
    return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(try first($0)) }
  }
}

/// Transforms each value and passes everything else straight through, the upstream
/// subscription included, as Combine's `Map` does: no lock, no allocation per value, and no
/// opinion about events in the wrong order.
@usableFromInline
struct MappingSubscriber<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let downstream: Downstream
  @usableFromInline let transform: (Input) -> Downstream.Input
  // A static string, so copying the subscriber retains nothing for its name.
  @usableFromInline let name: StaticString
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable
  init(downstream: Downstream, name: StaticString, transform: @escaping (Input) -> Downstream.Input)
  {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  @usableFromInline var description: String { name.description }

  @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }

  @usableFromInline var playgroundDescription: Any { description }

  @inlinable
  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  @inlinable
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }

  @inlinable
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// `TryMap`'s subscription. As in Combine, values are transformed and sent even after the
/// stream has ended (only an upstream completion is dropped then), every thrown error is
/// sent, and the downstream is kept for the subscription's whole life.
private final class TryMapInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let transform: (Input) throws -> Downstream.Input
  private let lock = Lock()
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

  init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
    self.downstream = downstream
    self.transform = transform
  }

  var description: String { "TryMap" }
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
    do {
      return downstream.receive(try transform(input))
    } catch {
      lock.lock()
      let subscription = status.subscription
      status = .terminal
      lock.unlock()
      subscription?.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    downstream.receive(completion: completion.eraseError)
  }

  func request(_ demand: Subscribers.Demand) {
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
