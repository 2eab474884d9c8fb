extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided error-throwing closure; a thrown error ends the stream with that error.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent.
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.receive(
        subscriber: RemoveDuplicatesInner<S, Upstream.Failure>(
          downstream: subscriber, name: "RemoveDuplicates",
          predicate: { .success(predicate($0, $1)) }, mapCompletion: { $0 }))
    }
  }

  /// A publisher that publishes only elements that don't match the previous element, as
  /// evaluated by a provided error-throwing closure.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure to evaluate whether two elements are equivalent.
    public let predicate: (Output, Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      upstream.receive(
        subscriber: RemoveDuplicatesInner<S, Upstream.Failure>(
          downstream: subscriber, name: "TryRemoveDuplicates",
          predicate: { previous, value in Result { try predicate(previous, value) } },
          mapCompletion: { $0.eraseError }))
    }
  }
}

private final class RemoveDuplicatesInner<Downstream: Subscriber, UpstreamFailure: Error>:
  FilterProducer<Downstream, Downstream.Input, UpstreamFailure>, @unchecked Sendable
{
  private let predicate: (Downstream.Input, Downstream.Input) -> Result<Bool, Downstream.Failure>
  private let mapCompletion:
    (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
  // Touched only by `receive(newValue:)`, which the upstream serializes.
  @exclusivity(unchecked) private var last: Downstream.Input?

  init(
    downstream: Downstream, name: StaticString,
    predicate:
      @escaping (Downstream.Input, Downstream.Input) -> Result<Bool, Downstream.Failure>,
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

  override var extraMirrorChildren: [Mirror.Child] { [(label: "last", value: last as Any)] }

  override func receive(newValue: Downstream.Input) -> FilterStep<
    Downstream.Input, Downstream.Failure
  > {
    // Each value is compared with the one just before it, kept or not.
    let previous = last
    last = newValue
    guard let previous else { return .continue(newValue) }
    switch predicate(previous, newValue) {
    case .success(true): return .continue(nil)
    case .success(false): return .continue(newValue)
    case .failure(let error): return .failure(error)
    }
  }

  override func downstreamCompletion(_ completion: Subscribers.Completion<UpstreamFailure>)
    -> Subscribers.Completion<Downstream.Failure>
  {
    mapCompletion(completion)
  }
}
