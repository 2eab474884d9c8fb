extension Publisher {
  /// Republishes elements while a predicate closure indicates publishing should continue,
  /// then finishes.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements while an error-throwing predicate closure indicates publishing
  /// should continue; a thrown error ends the stream with that error.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that republishes elements while a predicate closure indicates publishing
  /// should continue.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.receive(
        subscriber: PrefixWhileInner<S, Upstream.Failure>(
          downstream: subscriber, name: "PrefixWhile", predicate: { .success(predicate($0)) },
          mapCompletion: { $0 }))
    }
  }

  /// A publisher that republishes elements while an error-throwing predicate closure
  /// indicates publishing should continue.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      upstream.receive(
        subscriber: PrefixWhileInner<S, Upstream.Failure>(
          downstream: subscriber, name: "TryPrefixWhile",
          predicate: { value in Result { try predicate(value) } },
          mapCompletion: { $0.eraseError }))
    }
  }
}

private final class PrefixWhileInner<Downstream: Subscriber, UpstreamFailure: Error>:
  FilterProducer<Downstream, Downstream.Input, UpstreamFailure>, @unchecked Sendable
{
  private let predicate: (Downstream.Input) -> Result<Bool, Downstream.Failure>
  private let mapCompletion:
    (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>

  init(
    downstream: Downstream, name: StaticString,
    predicate: @escaping (Downstream.Input) -> Result<Bool, Downstream.Failure>,
    mapCompletion:
      @escaping (Subscribers.Completion<UpstreamFailure>) ->
      Subscribers.Completion<
        Downstream.Failure
      >
  ) {
    self.predicate = predicate
    self.mapCompletion = mapCompletion
    super.init(downstream: downstream, name: name)
  }

  override func receive(newValue: Downstream.Input) -> FilterStep<
    Downstream.Input, Downstream.Failure
  > {
    switch predicate(newValue) {
    case .success(true): .continue(newValue)
    case .success(false): .finished
    case .failure(let error): .failure(error)
    }
  }

  override func downstreamCompletion(_ completion: Subscribers.Completion<UpstreamFailure>)
    -> Subscribers.Completion<Downstream.Failure>
  {
    mapCompletion(completion)
  }
}
