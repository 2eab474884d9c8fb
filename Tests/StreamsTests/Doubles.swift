import Foundation
import Streams

/// A subscription that records what its subscriber asks of it.
final class Probe: Subscription, @unchecked Sendable {
  enum Event: Equatable, CustomStringConvertible {
    case requested(Subscribers.Demand)
    case cancelled

    var description: String {
      switch self {
      case .requested(let demand): "requested(\(demand))"
      case .cancelled: "cancelled"
      }
    }
  }

  private let lock = NSLock()
  private var recorded: [Event] = []
  var onRequest: ((Subscribers.Demand) -> Void)?
  var onCancel: (() -> Void)?

  var events: [Event] { lock.withLock { recorded } }

  /// Everything requested so far, added up.
  var requested: Subscribers.Demand {
    events.reduce(.none) { total, event in
      if case .requested(let demand) = event { return total + demand }
      return total
    }
  }

  var isCancelled: Bool { events.contains(.cancelled) }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { recorded.append(.requested(demand)) }
    onRequest?(demand)
  }

  func cancel() {
    lock.withLock { recorded.append(.cancelled) }
    onCancel?()
  }
}

/// A publisher the test drives by hand: it keeps its (last) subscriber and gives it `probe`
/// as its subscription, unless told to hold the subscription back.
final class ManualPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  let probe = Probe()
  private let subscribesAtOnce: Bool
  private(set) var subscriber: AnySubscriber<Output, Failure>?
  private(set) var subscribeCount = 0
  var onSubscribe: (() -> Void)?

  init(subscribesAtOnce: Bool = true) { self.subscribesAtOnce = subscribesAtOnce }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeCount += 1
    self.subscriber = AnySubscriber(subscriber)
    onSubscribe?()
    if subscribesAtOnce { subscriber.receive(subscription: probe) }
  }

  func sendSubscription(_ subscription: any Subscription) {
    subscriber?.receive(subscription: subscription)
  }

  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }

  func send(completion: Subscribers.Completion<Failure>) {
    subscriber?.receive(completion: completion)
  }
}
