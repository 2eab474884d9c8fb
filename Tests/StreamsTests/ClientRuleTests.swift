import Foundation
import Streams
import Testing

/// A publisher that is a class and finishes its subscribers when it goes away, as a relay
/// does: a subscriber hears `.finished` only if nothing in the chain keeps the relay alive.
private final class FinishingRelay: Publisher, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = Never

  private let subject = PassthroughSubject<Int, Never>()

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }

  func accept(_ value: Int) { subject.send(value) }

  deinit { subject.send(completion: .finished) }
}

/// What a subscriber heard, kept outside it.
private final class Heard: @unchecked Sendable {
  var values: [Int] = []
  var finished = false
  var firstDate: Date?
}

/// Rules real client code meets that OpenCombine's suite does not check.
@Suite("Combine rules client libraries rely on")
struct ClientRuleTests {
  @Test(
    "an operator keeps its closures, not its upstream: a relay let go finishes its subscribers",
    arguments: [
      "handleEvents", "map", "filter", "compactMap", "scan", "removeDuplicates", "prefix",
      "dropFirst", "print", "eraseToAnyPublisher",
    ])
  func upstreamNotKept(operator name: String) {
    var relay: FinishingRelay? = FinishingRelay()
    weak var released = relay
    let heard = Heard()
    let cancellable = relay.map { Self.subscribe(name, to: $0, heard) }
    relay?.accept(1)
    // The owner lets the relay go: only the subscription could keep it now.
    relay = nil
    #expect(released == nil, "\(name) kept the relay alive")
    #expect(heard.values == [1])
    #expect(heard.finished, "\(name): the subscriber heard no .finished")
    cancellable?.cancel()
  }

  /// Subscribes to `relay` through the operator `name`, keeping nothing but the cancellable.
  private static func subscribe(_ name: String, to relay: FinishingRelay, _ heard: Heard)
    -> AnyCancellable
  {
    let chain: AnyPublisher<Int, Never> =
      switch name {
      case "handleEvents": relay.handleEvents(receiveOutput: { _ in }).eraseToAnyPublisher()
      case "map": relay.map { $0 }.eraseToAnyPublisher()
      case "filter": relay.filter { _ in true }.eraseToAnyPublisher()
      case "compactMap": relay.compactMap { $0 }.eraseToAnyPublisher()
      case "scan": relay.scan(0) { $1 }.eraseToAnyPublisher()
      case "removeDuplicates": relay.removeDuplicates().eraseToAnyPublisher()
      case "prefix": relay.prefix(10).eraseToAnyPublisher()
      case "dropFirst": relay.dropFirst(0).eraseToAnyPublisher()
      case "print": relay.print("", to: NoOutput()).eraseToAnyPublisher()
      default: relay.eraseToAnyPublisher()
      }
    return chain.sink(
      receiveCompletion: { _ in heard.finished = true }, receiveValue: { heard.values.append($0) })
  }

  @Test("Timer.publish sends nothing at once when connected: its first date is an interval away")
  func timerFirstTick() {
    // The timer runs on this thread's run loop, so the sink runs here too. Its interval is
    // far longer than the test: a first date arriving while the run loop turns here can
    // only be one sent at once on connecting.
    let runLoop = RunLoop.current
    let heard = Heard()
    let cancellable = Timer.publish(every: 3_600, on: runLoop, in: .default).autoconnect()
      .sink { date in heard.firstDate = date }
    for _ in 0..<20 { runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
    cancellable.cancel()
    #expect(heard.firstDate == nil)
  }
}

/// A `print` destination that drops what it is given.
private struct NoOutput: TextOutputStream {
  mutating func write(_ string: String) {}
}
