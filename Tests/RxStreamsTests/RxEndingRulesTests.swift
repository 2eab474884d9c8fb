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
    #expect(first.subscriptions == [RecordedSubscription(200, 300)])
    #expect(second.subscriptions == [RecordedSubscription(200, 240)])
  }

  @Test("sample lets go of a completed source and completes at the sampler's next tick")
  func sampleSourceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      Recorded.next(220, 1), .next(240, 2), .completed(260),
    ])
    let sampler = scheduler.createHotObservable([
      Recorded.next(230, "t"), .next(280, "t"), .next(290, "t"), .completed(400),
    ])
    let res = scheduler.start { source.sample(sampler) }
    #expect(res.events == [.next(230, 1), .next(280, 2), .completed(280)])
    #expect(source.subscriptions == [RecordedSubscription(200, 260)])
    #expect(sampler.subscriptions == [RecordedSubscription(200, 280)])
  }

  @Test("sample treats the sampler's completion as a last tick, but completes only with the source")
  func sampleSamplerEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      Recorded.next(220, 1), .next(240, 2), .completed(300),
    ])
    let sampler = scheduler.createHotObservable([Recorded.next(230, "t"), .completed(250)])
    let res = scheduler.start { source.sample(sampler, defaultValue: 0) }
    // RxSwift's rule: the result ends only at a tick after the source ended, so once the
    // sampler has ended first it never does.
    #expect(res.events == [.next(230, 1), .next(250, 2)])
  }

  @Test("amb disposes the losers as soon as the winner sends its first event")
  func ambDisposesLosers() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([Recorded.next(220, 1), .completed(300)])
    let right = scheduler.createHotObservable([Recorded.next(230, 2), .completed(260)])
    let third = scheduler.createHotObservable([Recorded<Event<Int>>.completed(400)])
    let res = scheduler.start {
      Observable.amb([left.asObservable(), right.asObservable(), third.asObservable()])
    }
    #expect(res.events == [.next(220, 1), .completed(300)])
    #expect(left.subscriptions == [RecordedSubscription(200, 300)])
    #expect(right.subscriptions == [RecordedSubscription(200, 220)])
    #expect(third.subscriptions == [RecordedSubscription(200, 220)])
  }

  @Test("amb does not subscribe to the rest once a source has won while being subscribed to")
  func ambSynchronousWinner() {
    let scheduler = TestScheduler(initialClock: 0)
    let later = scheduler.createColdObservable([Recorded.next(10, 2), .completed(20)])
    let res = scheduler.start { Observable.just(1).amb(later) }
    #expect(res.events == [.next(200, 1), .completed(200)])
    #expect(later.subscriptions == [])
  }

  @Test("catch keeps the handler's sequence when the source fails while being subscribed to")
  func catchSynchronousError() {
    let scheduler = TestScheduler(initialClock: 0)
    let fallback = scheduler.createHotObservable([Recorded.next(210, 1), .completed(220)])
    let res = scheduler.start {
      Observable<Int>.error(TestError()).catch { _ in fallback.asObservable() }
    }
    #expect(res.events == [.next(210, 1), .completed(220)])
  }

  @Test("catch lets go of the source or the handler's sequence as soon as it ends")
  func catchLetsGo() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createHotObservable([
      Recorded.next(210, 1), .error(220, TestError()),
    ])
    let fallback = scheduler.createHotObservable([Recorded.next(230, 2), .completed(240)])
    let caught = scheduler.start { failing.catch { _ in fallback.asObservable() } }
    #expect(caught.events == [.next(210, 1), .next(230, 2), .completed(240)])
    #expect(failing.subscriptions == [RecordedSubscription(200, 220)])
    #expect(fallback.subscriptions == [RecordedSubscription(220, 240)])

    let second = TestScheduler(initialClock: 0)
    let completing = second.createHotObservable([Recorded.next(210, 1), .completed(230)])
    let plain = second.start { completing.catchAndReturn(0) }
    #expect(plain.events == [.next(210, 1), .completed(230)])
    #expect(completing.subscriptions == [RecordedSubscription(200, 230)])
  }

  @Test("catch(sequence:) lets go of the sequence that completes, and of the last that fails")
  func catchSequenceLetsGo() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
    let second = scheduler.createHotObservable([Recorded.next(230, 1), .completed(250)])
    let res = scheduler.start {
      Observable.catch(sequence: [first.asObservable(), second.asObservable()])
    }
    #expect(res.events == [.next(230, 1), .completed(250)])
    #expect(first.subscriptions == [RecordedSubscription(200, 220)])
    #expect(second.subscriptions == [RecordedSubscription(220, 250)])

    let other = TestScheduler(initialClock: 0)
    let only = other.createHotObservable([Recorded<Event<Int>>.error(240, TestError())])
    let failed = other.start { Observable.catch(sequence: [only.asObservable()]) }
    #expect(failed.events == [.error(240, TestError())])
    #expect(only.subscriptions == [RecordedSubscription(200, 240)])
  }

  @Test("retry lets go of the last attempt when it completes or fails for good")
  func retryLetsGo() {
    let scheduler = TestScheduler(initialClock: 0)
    let flaky = scheduler.createColdObservable([
      Recorded.next(10, 1), .error(20, TestError()),
    ])
    let res = scheduler.start { flaky.retry(2) }
    #expect(res.events == [.next(210, 1), .next(230, 1), .error(240, TestError())])
    #expect(
      flaky.subscriptions == [
        RecordedSubscription(200, 220), RecordedSubscription(220, 240),
      ])

    let other = TestScheduler(initialClock: 0)
    let steady = other.createColdObservable([Recorded.next(10, 1), .completed(30)])
    let done = other.start { steady.retry() }
    #expect(done.events == [.next(210, 1), .completed(230)])
    #expect(steady.subscriptions == [RecordedSubscription(200, 230)])
  }
}
