import Primitives

extension Publisher {
  /// Transforms elements from the upstream publisher by providing the current element to a
  /// closure along with the last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult,
      nextPartialResult: nextPartialResult)
  }

  /// Transforms elements from the upstream publisher with an error-throwing closure along
  /// with its last returned value; a thrown error ends the stream with that error.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult,
      nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that transforms elements by applying a closure that receives its previous
  /// return value and the next element.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result returned by the closure.
    public let initialResult: Output
    /// The closure that produces the next result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.receive(
        subscriber: ScanInner(
          downstream: subscriber, initial: initialResult, reduce: nextPartialResult))
    }
  }

  /// A publisher that transforms elements by applying an error-throwing closure that
  /// receives its previous return value and the next element.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result returned by the closure.
    public let initialResult: Output
    /// The error-throwing closure that produces the next result.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      upstream.receive(
        subscriber: TryScanInner<S, Upstream.Output, Upstream.Failure>(
          downstream: subscriber, initial: initialResult, reduce: nextPartialResult))
    }
  }
}

/// `Scan`'s subscriber: passes the upstream subscription and every event through, folding
/// each value into the running result.
private final class ScanInner<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let reduce: (Downstream.Input, Input) -> Downstream.Input
  // The publisher contract serializes `receive(_:)`, the only writer.
  @exclusivity(unchecked) private var result: Downstream.Input

  init(
    downstream: Downstream, initial: Downstream.Input,
    reduce: @escaping (Downstream.Input, Input) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.result = initial
    self.reduce = reduce
  }

  var description: String { "Scan" }
  var customMirror: Mirror { Mirror(self, children: ["downstream": downstream, "result": result]) }
  var playgroundDescription: Any { description }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    result = reduce(result, input)
    return downstream.receive(result)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// `TryScan`'s subscription. As in Combine, values are folded and sent even after the stream
/// has ended; only the first error or completion is sent.
private final class TryScanInner<Downstream: Subscriber, Input, UpstreamFailure: Error>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
  typealias Failure = UpstreamFailure

  private let downstream: Downstream
  private let reduce: (Downstream.Input, Input) throws -> Downstream.Input
  @exclusivity(unchecked) private var result: Downstream.Input
  private let lock = Lock()
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

  init(
    downstream: Downstream, initial: Downstream.Input,
    reduce: @escaping (Downstream.Input, Input) throws -> Downstream.Input
  ) {
    self.downstream = downstream
    self.result = initial
    self.reduce = reduce
  }

  var description: String { "TryScan" }
  var customMirror: Mirror {
    Mirror(
      self,
      children: ["downstream": downstream, "status": lock.withLock { status }, "result": result])
  }
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
      result = try reduce(result, input)
      return downstream.receive(result)
    } catch {
      lock.lock()
      guard !status.isTerminal else {
        lock.unlock()
        return .none
      }
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
