extension Publisher {
  /// Calls a closure with each received element and publishes any returned optional that
  /// has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Calls an error-throwing closure with each received element and publishes any returned
  /// optional that has a value; a thrown error ends the stream with that error.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that republishes all non-nil results of calling a closure with each
  /// received element.
  ///
  /// Like `Map`, it passes the upstream's subscription through; a dropped value asks upstream
  /// for one more.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: DroppingSubscriber(
          downstream: subscriber, name: "CompactMap", transform: transform))
    }
  }

  /// A publisher that republishes all non-nil results of calling an error-throwing closure
  /// with each received element.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that receives values from the upstream publisher and returns
    /// optional values.
    public let transform: (Upstream.Output) throws -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      upstream.receive(
        subscriber: TryCompactMapInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, transform: transform))
    }
  }
}

extension Publishers.CompactMap {
  /// One `CompactMap` doing both transforms.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Upstream, T
    >
  {
    let first = self.transform
    return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).flatMap(transform) }
  }

  /// One `CompactMap` doing both transforms.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
    let first = self.transform
    return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).map(transform) }
  }
}

extension Publishers.TryCompactMap {
  /// One `TryCompactMap` doing both transforms.
  public func compactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryCompactMap<Upstream, T>(upstream: upstream) {
      try first($0).flatMap(transform)
    }
  }
}

/// A pass-through subscriber that sends the transform's non-nil results and asks upstream
/// for one more value in place of each nil (Combine's `CompactMap` and `Filter`).
struct DroppingSubscriber<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let name: StaticString
  let transform: (Input) -> Downstream.Input?
  let combineIdentifier = CombineIdentifier()

  init(
    downstream: Downstream, name: StaticString, transform: @escaping (Input) -> Downstream.Input?
  ) {
    self.downstream = downstream
    self.name = name
    self.transform = transform
  }

  var description: String { name.description }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

private final class TryCompactMapInner<Downstream: Subscriber, Input, UpstreamFailure: Error>:
  FilterProducer<Downstream, Input, UpstreamFailure>, @unchecked Sendable
where Downstream.Failure == any Error {
  private let transform: (Input) throws -> Downstream.Input?

  init(downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input?) {
    self.transform = transform
    super.init(downstream: downstream, name: "TryCompactMap")
  }

  override func receive(newValue: Input) -> FilterStep<Downstream.Input, any Error> {
    do {
      return .continue(try transform(newValue))
    } catch {
      return .failure(error)
    }
  }

  override func downstreamCompletion(_ completion: Subscribers.Completion<UpstreamFailure>)
    -> Subscribers.Completion<any Error>
  {
    completion.eraseError
  }
}
