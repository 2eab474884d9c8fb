import RxStreams
import StreamsTesting
import Testing

private struct Failure: Error {}

@Suite("Recorded events")
struct RecordedTests {
  @Test("Recorded.events infers the element type from the events, without an annotation")
  func eventsVariadic() {
    let expected = Recorded.events(.next(210, "a"), .next(220, "b"), .completed(230))
    let typed: [Recorded<Event<String>>] = expected
    #expect(typed.map(\.time) == [210, 220, 230])
    #expect(typed.map(\.value) == [.next("a"), .next("b"), .completed])
  }

  @Test("the array form returns the events unchanged")
  func eventsArray() {
    let events = Recorded.events([.next(5, 1), .error(9, Failure())])
    #expect(events.count == 2)
    #expect(events[0] == Recorded(time: 5, value: .next(1)))
    #expect(events[1].value.error is Failure)
  }

  @Test("recordings are equal when both the time and the event are")
  func equality() {
    #expect(Recorded.next(10, 1) == .next(10, 1))
    #expect(Recorded.next(10, 1) != .next(11, 1))
    #expect(Recorded.next(10, 1) != .next(10, 2))
    #expect(Recorded.completed(10, Int.self) != .next(10, 1))
  }

  @Test("a recording describes itself as its value at its time")
  func description() {
    #expect(Recorded.next(210, 4).debugDescription == "next(4) @ 210")
    #expect(Recorded.completed(300, Int.self).debugDescription == "completed @ 300")
  }
}
