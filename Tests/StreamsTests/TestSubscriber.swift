import Foundation
import Streams
import Synchronization

/// Records every event a publisher sends, and asks for values only as a test says.
final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  enum Event: CustomStringConvertible {
    case subscription(String)
    case value(Input)
    case completion(Subscribers.Completion<Failure>)

    var description: String {
      switch self {
      case .subscription(let name): "subscription(\(name))"
      case .value(let value): "value(\(value))"
      case .completion(.finished): "finished"
      case .completion(.failure(let error)): "failure(\(error))"
      }
    }
  }

  private let lock = NSLock()
  private var recorded: [Event] = []
  private(set) var subscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand
  var onValue: ((Input) -> Void)?

  init(demand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = demand
    self.demandPerValue = demandPerValue
  }

  var events: [Event] { lock.withLock { recorded } }

  /// The events as short strings, for whole-history assertions.
  var history: [String] { events.map(\.description) }

  var values: [Input] {
    events.compactMap {
      if case .value(let value) = $0 { return value }
      return nil
    }
  }

  func receive(subscription: any Subscription) {
    lock.withLock {
      self.subscription = subscription
      recorded.append(.subscription("\(subscription)"))
    }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { recorded.append(.value(input)) }
    onValue?(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock { recorded.append(.completion(completion)) }
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  /// Whether a completion, finished or failed, has come.
  var isComplete: Bool {
    events.contains {
      if case .completion = $0 { return true }
      return false
    }
  }

  func cancel() { subscription?.cancel() }
}

struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}

/// Counts the instances of itself alive, to prove that something was released.
final class Tracked: @unchecked Sendable {
  private static let count = Atomic(0)
  static var alive: Int { count.load(ordering: .sequentiallyConsistent) }
  var value = 0
  let onDeinit: () -> Void

  init(onDeinit: @escaping () -> Void = {}) {
    self.onDeinit = onDeinit
    Self.count.add(1, ordering: .sequentiallyConsistent)
  }

  deinit {
    Self.count.subtract(1, ordering: .sequentiallyConsistent)
    onDeinit()
  }
}

/// Sets a flag when released.
final class DeinitFlag: @unchecked Sendable {
  private let flag: Flag
  var value = 0
  init(_ flag: Flag) { self.flag = flag }
  deinit { flag.set() }
}

final class Flag: @unchecked Sendable {
  private let state = Atomic(false)
  var isSet: Bool { state.load(ordering: .sequentiallyConsistent) }
  func set() { state.store(true, ordering: .sequentiallyConsistent) }
}
