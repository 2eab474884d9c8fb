import RxStreams
import StreamsTesting
import Testing

/// When the combining and error-handling operators let go of a source that has ended, on the
/// virtual clock.
@Suite("Rx ending: a finished source is unsubscribed at once")
struct RxEndingRulesTests {
  @Test("withLatestFrom lets go of a completed second sequence and keeps its last element")
  func withLatestFromSecondEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([
      Recorded.next(220, 1), .next(260, 2), .completed(300),
    ])
    let second = scheduler.createHotObservable([Recorded.next(210, "a"), .completed(240)])
    let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
    #expect(res.events == [.next(220, "1a"), .next(260, "2a"), .completed(300)])
    #expect(first.subscriptions == [StreamsTesting.Subscription(200, 300)])
    #expect(second.subscriptions == [StreamsTesting.Subscription(200, 240)])
  }
}
