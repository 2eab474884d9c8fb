import Primitives

/// What a filter-like operator decided about one value.
enum FilterStep<Output, Failure: Error> {
  /// Send this value on, or (nil) drop it and ask upstream for one more.
  case `continue`(Output?)
  /// Stop: cancel upstream and finish.
  case finished
  /// Stop: cancel upstream and fail.
  case failure(Failure)
}

/// The subscription of Combine's filter-like operators that keep their own state (`TryFilter`,
/// `TryCompactMap`, `PrefixWhile`, `RemoveDuplicates` and their throwing forms).
///
/// It stands between the upstream and the downstream, passing demand straight up: a value
/// it drops asks upstream for one more. Like Combine's, it traps when the upstream sends a
/// value or completion, or the downstream a request, before the subscription has arrived; a
/// cancel before then makes it refuse the subscription when it comes. It keeps its
/// downstream for its whole life, as Combine's does. Subclasses decide each value in
/// ``receive(newValue:)`` and may add to the mirror.
class FilterProducer<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = UpstreamFailure

  let downstream: Downstream
  private let lock = Lock()
  @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription
  private let name: StaticString

  init(downstream: Downstream, name: StaticString) {
    self.downstream = downstream
    self.name = name
  }

  /// Decides what to do with one value. Runs outside the lock.
  func receive(newValue: Input) -> FilterStep<Output, Downstream.Failure> {
    preconditionFailure("abstract")
  }

  /// The downstream's view of an upstream completion.
  func downstreamCompletion(
    _ completion: Subscribers.Completion<UpstreamFailure>
  ) -> Subscribers.Completion<Downstream.Failure> {
    preconditionFailure("abstract")
  }

  /// Children shown after `downstream` in the mirror.
  var extraMirrorChildren: [Mirror.Child] { [] }

  var description: String { name.description }

  var customMirror: Mirror {
    let first: Mirror.Child = (label: "downstream", value: downstream)
    return Mirror(self, children: [first] + extraMirrorChildren)
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
  }

  final func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    switch status {
    case .awaitingSubscription:
      lock.unlock()
      APIViolation.valueBeforeSubscription()
    case .terminal:
      lock.unlock()
      return .none
    case .subscribed:
      lock.unlock()
    }
    switch receive(newValue: input) {
    case .continue(let output?):
      return downstream.receive(output)
    case .continue(nil):
      return .max(1)
    case .finished:
      end(with: .finished)
      return .none
    case .failure(let error):
      end(with: .failure(error))
      return .none
    }
  }

  final func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    switch status {
    case .awaitingSubscription:
      lock.unlock()
      APIViolation.completionBeforeSubscription()
    case .terminal:
      lock.unlock()
    case .subscribed:
      status = .terminal
      lock.unlock()
      downstream.receive(completion: downstreamCompletion(completion))
    }
  }

  final func request(_ demand: Subscribers.Demand) {
    lock.lock()
    switch status {
    case .awaitingSubscription:
      lock.unlock()
      APIViolation.requestBeforeSubscription()
    case .terminal:
      lock.unlock()
    case .subscribed(let subscription):
      lock.unlock()
      subscription.request(demand)
    }
  }

  final func cancel() {
    lock.lock()
    let subscription = status.subscription
    status = .terminal
    lock.unlock()
    subscription?.cancel()
  }

  /// Cancels upstream and sends `completion`, once.
  private func end(with completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    guard case .subscribed(let subscription) = status else {
      lock.unlock()
      return
    }
    status = .terminal
    lock.unlock()
    subscription.cancel()
    downstream.receive(completion: completion)
  }
}
