import Primitives

/// What a reducing operator decided after one value.
enum ReduceStep<Failure: Error> {
  /// Keep going.
  case `continue`
  /// The result is known: stop the upstream and send it (once the downstream asks).
  case finished
  /// Stop the upstream and fail.
  case failure(Failure)
}

/// The subscription of Combine's reducing operators (`reduce`, `count`, `collect`, `min`,
/// `first`, `last`, `contains`, `allSatisfy`, `replaceEmpty` and their throwing forms): they
/// read the whole upstream, or until the answer is known, and send at most one value.
///
/// It asks the upstream for everything once the downstream has the subscription, and sends
/// its result and `.finished` when both the answer and the downstream's demand are there.
/// Values, completions and requests that arrive out of order are ignored, as in Combine; a
/// cancel before the subscription arrives does nothing. It keeps its downstream for its
/// whole life, as Combine's does.
class ReduceProducer<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  /// The partial or final result; touched by `receive(newValue:)` and at the end.
  @exclusivity(unchecked) var result: Output?
  let initial: Output?
  private let name: StaticString
  private let lock = Lock()
  // Guarded by `lock`.
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  @exclusivity(unchecked) private var downstreamRequested = false
  /// The answer is known (early, or the upstream finished) and waits for demand.
  @exclusivity(unchecked) private var answerPending = false
  /// Whether the pending answer came before the upstream ended (it still needs cancelling).
  @exclusivity(unchecked) private var answerIsEarly = false
  @exclusivity(unchecked) private var delivered = false

  init(downstream: Downstream, initial: Output?, name: StaticString) {
    self.downstream = downstream
    self.initial = initial
    self.result = initial
    self.name = name
  }

  /// Folds one value into `result`. Runs outside the lock, never concurrently with itself.
  func receive(newValue: Input) -> ReduceStep<Downstream.Failure> {
    preconditionFailure("abstract")
  }

  /// The downstream's view of an upstream failure.
  func downstreamFailure(_ failure: UpstreamFailure) -> Downstream.Failure {
    preconditionFailure("abstract")
  }

  var description: String { name.description }

  var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "downstream": downstream, "result": result as Any, "initial": initial as Any,
        "status": lock.withLock { status } as Any,
      ])
  }

  var playgroundDescription: Any { description }

  final func receive(subscription: any Subscription) {
    lock.lock()
    guard status.isAwaitingSubscription else {
      lock.unlock()
      subscription.cancel()
      return
    }
    status = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let subscription) = status, !answerPending else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch receive(newValue: input) {
    case .continue:
      break
    case .finished:
      lock.lock()
      guard downstreamRequested else {
        answerPending = true
        answerIsEarly = true
        lock.unlock()
        return .none
      }
      status = .terminal
      lock.unlock()
      subscription.cancel()
      deliver()
    case .failure(let error):
      lock.lock()
      status = .terminal
      lock.unlock()
      subscription.cancel()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .subscribed = status, !answerPending else {
      lock.unlock()
      return
    }
    status = .terminal
    switch completion {
    case .finished:
      guard downstreamRequested else {
        answerPending = true
        lock.unlock()
        return
      }
      lock.unlock()
      deliver()
    case .failure(let error):
      lock.unlock()
      downstream.receive(completion: .failure(downstreamFailure(error)))
    }
  }

  final func request(_ demand: Subscribers.Demand) {
    demand.assertNonZero()
    lock.lock()
    guard !downstreamRequested else {
      lock.unlock()
      return
    }
    downstreamRequested = true
    guard answerPending else {
      lock.unlock()
      return
    }
    answerPending = false
    let upstream = answerIsEarly ? status.subscription : nil
    status = .terminal
    lock.unlock()
    upstream?.cancel()
    deliver()
  }

  final func cancel() {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    status = .terminal
    answerPending = false
    lock.unlock()
    subscription.cancel()
  }

  /// Sends the result, if any, and `.finished`, once.
  private func deliver() {
    lock.lock()
    guard !delivered else {
      lock.unlock()
      return
    }
    delivered = true
    lock.unlock()
    if let result { _ = downstream.receive(result) }
    downstream.receive(completion: .finished)
  }
}

/// A ``ReduceProducer`` whose fold is a closure: what every reducing operator builds.
final class ClosureReducer<Downstream: Subscriber, Input, UpstreamFailure: Error>:
  ReduceProducer<Downstream, Input, UpstreamFailure>, @unchecked Sendable
{
  private let step: (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  private let mirrorChildren: ((Downstream.Input?) -> KeyValuePairs<String, Any>)?

  /// - Parameters:
  ///   - step: folds a value into the result, which starts as `initial`.
  ///   - mapFailure: the downstream's view of an upstream failure.
  ///   - mirror: children to show instead of the usual four.
  init(
    _ downstream: Downstream, initial: Downstream.Input?, name: StaticString,
    mirror: ((Downstream.Input?) -> KeyValuePairs<String, Any>)? = nil,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
    step: @escaping (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>
  ) {
    self.step = step
    self.mapFailure = mapFailure
    self.mirrorChildren = mirror
    super.init(downstream: downstream, initial: initial, name: name)
  }

  override var customMirror: Mirror {
    guard let mirrorChildren else { return super.customMirror }
    return Mirror(self, children: mirrorChildren(result))
  }

  override func receive(newValue: Input) -> ReduceStep<Downstream.Failure> {
    step(&result, newValue)
  }

  override func downstreamFailure(_ failure: UpstreamFailure) -> Downstream.Failure {
    mapFailure(failure)
  }
}

extension Publisher {
  /// Subscribes a ``ClosureReducer`` that keeps the upstream's failure type.
  func subscribeReducer<S: Subscriber>(
    _ subscriber: S, initial: S.Input?, name: StaticString,
    mirror: ((S.Input?) -> KeyValuePairs<String, Any>)? = nil,
    step: @escaping (inout S.Input?, Output) -> ReduceStep<S.Failure>
  ) where S.Failure == Failure {
    receive(
      subscriber: ClosureReducer<S, Output, Failure>(
        subscriber, initial: initial, name: name, mirror: mirror, mapFailure: { $0 }, step: step))
  }

  /// Subscribes a ``ClosureReducer`` for a throwing operator (its failures are `any Error`).
  func subscribeThrowingReducer<S: Subscriber>(
    _ subscriber: S, initial: S.Input?, name: StaticString,
    step: @escaping (inout S.Input?, Output) throws -> ReduceStep<any Error>
  ) where S.Failure == any Error {
    receive(
      subscriber: ClosureReducer<S, Output, Failure>(
        subscriber, initial: initial, name: name, mapFailure: { $0 },
        step: { result, value in
          do { return try step(&result, value) } catch { return .failure(error) }
        }))
  }
}
