import Streams
import Testing

/// Many subscribers live on one subject: subscribing or cancelling one of them costs the same
/// whatever their number, and delivery keeps the rules a subject with a few has.
@Suite("Subjects with many subscribers")
struct SubjectScalingTests {
  /// The order the subscribers are cancelled in.
  enum Order: String, CaseIterable, Sendable {
    case subscription, reverse
  }

  /// Subscribes `count` sinks to a subject, then cancels them in `order`; returns the
  /// subscriber-list work per subscribe and per cancel (slots written, copies included).
  private static func workPerSubscriber(
    count: Int, order: Order, subscribe: (Int) -> AnyCancellable, work: () -> Int
  ) -> (subscribe: Double, cancel: Double) {
    let start = work()
    var cancellables = (0..<count).map(subscribe)
    let subscribed = work()
    if order == .reverse { cancellables.reverse() }
    for cancellable in cancellables { cancellable.cancel() }
    let cancelled = work()
    cancellables.removeAll()
    return (
      Double(subscribed - start) / Double(count), Double(cancelled - subscribed) / Double(count)
    )
  }

  @Test(
    "subscribing or cancelling one of N live sinks writes a bounded number of list slots",
    arguments: [1_000, 16_000], Order.allCases)
  func workDoesNotGrowWithSubscribers(count: Int, order: Order) {
    let passthrough = PassthroughSubject<Int, Never>()
    let passthroughWork = Self.workPerSubscriber(
      count: count, order: order, subscribe: { _ in passthrough.sink { _ in } },
      work: { passthrough.subscriberListWork })
    let current = CurrentValueSubject<Int, Never>(0)
    let currentWork = Self.workPerSubscriber(
      count: count, order: order, subscribe: { _ in current.sink { _ in } },
      work: { current.subscriberListWork })
    // Growing by doubling copies each slot at most about twice; compacting after cancels
    // copies each survivor once per halving.
    #expect(passthroughWork.subscribe <= 4)
    #expect(passthroughWork.cancel <= 4)
    #expect(currentWork.subscribe <= 4)
    #expect(currentWork.cancel <= 4)
  }

  @Test("values reach the live subscribers in subscription order, across many cancels")
  func deliveryOrder() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [Int] = []
    var cancellables: [Int: AnyCancellable] = [:]
    for index in 0..<100 {
      cancellables[index] = subject.sink { _ in log.append(index) }
    }
    for index in stride(from: 0, to: 100, by: 3) { cancellables[index] = nil }
    for index in 100..<130 {
      cancellables[index] = subject.sink { _ in log.append(index) }
    }
    for index in 40..<95 { cancellables[index] = nil }
    subject.send(1)
    let expected = (0..<130).filter { !($0 % 3 == 0 && $0 < 100) && !(40..<95).contains($0) }
    #expect(log == expected)
    cancellables.removeAll()
  }

  @Test("a sink that cancels many others during a send: those after it miss that value")
  func cancelOthersDuringSend() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    var cancellables: [Int: AnyCancellable] = [:]
    for index in 0..<64 {
      cancellables[index] = subject.sink { value in
        log.append("\(index):\(value)")
        // Cancels every odd subscriber, itself included: more than half the list, before and
        // after it.
        if index == 11, value == 1 {
          for odd in stride(from: 1, to: 64, by: 2) { cancellables[odd] = nil }
        }
      }
    }
    subject.send(1)
    subject.send(2)
    let first = (0..<64).filter { $0 <= 11 || $0 % 2 == 0 }.map { "\($0):1" }
    let second = (0..<64).filter { $0 % 2 == 0 }.map { "\($0):2" }
    #expect(log == first + second)
    cancellables.removeAll()
  }

  @Test("sinks subscribed during a send get the values sent after it, in order")
  func subscribeDuringSend() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var log: [String] = []
    var cancellables: [AnyCancellable] = []
    for index in 0..<5 {
      cancellables.append(
        subject.sink { value in
          log.append("\(index):\(value)")
          // Adds 40 sinks in the middle of a send: the list grows under the sender.
          if index == 2, value == 1 {
            for late in 100..<140 {
              cancellables.append(subject.sink { log.append("\(late):\($0)") })
            }
          }
        })
    }
    log.removeAll()
    subject.send(1)
    subject.send(2)
    // A current-value subject's new sink gets the current value (1) on subscribing.
    let first = ["0:1", "1:1", "2:1"] + (100..<140).map { "\($0):1" } + ["3:1", "4:1"]
    let second = (Array(0..<5) + Array(100..<140)).map { "\($0):2" }
    #expect(log == first + second)
    cancellables.removeAll()
  }

  @Test("sinks cancelled during a send let go of their closures at once, before it returns")
  func releaseAfterSend() {
    let subject = PassthroughSubject<Int, Never>()
    let flag = Flag()
    var victims: [AnyCancellable] = []
    var seenDuringSend: [Bool] = []
    let first = subject.sink { _ in victims.removeAll() }
    do {
      let captured = DeinitFlag(flag)
      for _ in 0..<20 { victims.append(subject.sink { captured.value = $0 }) }
    }
    let last = subject.sink { _ in seenDuringSend.append(flag.isSet) }
    subject.send(1)
    #expect(seenDuringSend == [true])
    #expect(flag.isSet)
    first.cancel()
    last.cancel()
  }
}
