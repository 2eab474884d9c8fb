import Foundation
import Streams
import Testing

/// How the time operators use their scheduler and count demand, as Combine does. The
/// scheduler spy logs each call: "now", "tolerance", "schedule",
/// "schedule(after: t)", "repeat(after: t, every: i)"; one tick is a second.
@Suite("Time operators: scheduling and demand as in Combine")
struct TimedSemanticsTests {
  typealias Upstream = ManualPublisher<Int, TestError>

  // MARK: debounce

  @Test("debounce asks for everything, and starts a repeating timer per value")
  func debounceTimers() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    upstream.debounce(for: 10, scheduler: scheduler).subscribe(subscriber)
    #expect(upstream.probe.events == [.requested(.unlimited)])
    #expect(scheduler.calls.isEmpty)

    #expect(upstream.send(1) == .none)
    scheduler.advance(to: 4)
    upstream.send(2)
    #expect(
      scheduler.calls == ["now", "tolerance", "repeat(after: 10, every: 10)"] + [
        "now", "tolerance", "repeat(after: 14, every: 10)",
      ])
    scheduler.advance(to: 100)
    #expect(subscriber.values == [2])
  }

  @Test("debounce drops a value that comes due without demand")
  func debounceWithoutDemand() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    upstream.debounce(for: 10, scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    scheduler.advance(to: 20)
    subscriber.request(.max(1))
    scheduler.advance(to: 50)
    #expect(subscriber.values.isEmpty)
    upstream.send(2)
    scheduler.advance(to: 70)
    #expect(subscriber.values == [2])
  }

  @Test("debounce delivers once, from the latest timer, even if timers cannot be stopped")
  func debounceStaleTimers() {
    let scheduler = SchedulerSpy()
    scheduler.timersStop = false
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.debounce(for: 10, scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    scheduler.advance(to: 5)
    upstream.send(2)
    scheduler.advance(to: 200)
    #expect(subscriber.values == [2])
  }

  @Test("debounce's completion drops a waiting value and comes through the scheduler")
  func debounceCompletion() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.debounce(for: 10, scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    scheduler.clearCalls()
    upstream.send(completion: .finished)
    #expect(scheduler.calls == ["schedule"])
    #expect(subscriber.history == ["subscription(Debounce)"])
    scheduler.advance(to: 100)
    #expect(subscriber.history == ["subscription(Debounce)", "finished"])
  }

  // MARK: throttle

  @Test(
    "throttle sends the first value at once, later ones when the interval since the last has passed"
  )
  func throttleTiming() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.throttle(for: 10, scheduler: scheduler, latest: true).subscribe(subscriber)
    #expect(upstream.probe.events == [.requested(.unlimited)])
    scheduler.clearCalls()

    upstream.send(1)
    #expect(scheduler.calls == ["now", "schedule"])
    scheduler.advance(to: 2)
    #expect(subscriber.values == [1])

    // The last value went out at 0 (when it was scheduled to), so the next may go at 10.
    scheduler.clearCalls()
    upstream.send(2)
    upstream.send(3)
    #expect(scheduler.calls == ["now", "tolerance", "schedule(after: 10)", "now"])
    scheduler.advance(to: 10)
    #expect(subscriber.values == [1, 3])

    // A value after a long quiet spell goes out at once.
    scheduler.advance(to: 40)
    scheduler.clearCalls()
    upstream.send(4)
    #expect(scheduler.calls == ["now", "schedule"])
  }

  @Test("throttle(latest: false) keeps the first value of the window")
  func throttleFirst() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.throttle(for: 10, scheduler: scheduler, latest: false).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    scheduler.advance(to: 1)
    #expect(subscriber.values == [1])
  }

  @Test("throttle drops values without demand, and a completion follows a waiting value")
  func throttleDemandAndCompletion() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    upstream.throttle(for: 10, scheduler: scheduler, latest: true).subscribe(subscriber)
    upstream.send(1)
    scheduler.advance(to: 1)
    upstream.send(2)
    scheduler.advance(to: 30)
    #expect(subscriber.values == [1])

    subscriber.request(.max(1))
    upstream.send(3)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.history.count == 2)
    scheduler.advance(to: 40)
    #expect(subscriber.history.suffix(2) == ["value(3)", "failure(TestError(1))"])
  }

  @Test("cancelling a throttle lets go of its subscriber, though an emission is still queued")
  func throttleReleases() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let released = Flag()
    do {
      let subscriber = TestSubscriber<Int, TestError>()
      let marker = DeinitFlag(released)
      subscriber.onValue = { _ in _ = marker }
      upstream.throttle(for: 10, scheduler: scheduler, latest: true).subscribe(subscriber)
      upstream.send(1)
      subscriber.cancel()
      subscriber.onValue = nil
    }
    #expect(released.isSet)
    #expect(upstream.probe.isCancelled)
    scheduler.advance(to: 100)
  }

  // MARK: delay

  @Test("delay passes requests through, the demand delayed values return too")
  func delayDemand() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2), demandPerValue: .max(3))
    upstream.delay(for: 5, tolerance: 1, scheduler: scheduler).subscribe(subscriber)
    #expect(subscriber.history == [subscriber.history[0]])
    upstream.send(1)
    #expect(scheduler.calls == ["now", "schedule(after: 5)"])
    #expect(subscriber.values.isEmpty)
    scheduler.advance(to: 5)
    #expect(subscriber.values == [1])
    #expect(upstream.probe.events == [.requested(.max(2)), .requested(.max(3))])
  }

  @Test("delay delivers a completion already on its way even if cancelled meanwhile")
  func delayCompletionSurvivesCancel() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.delay(for: 5, scheduler: scheduler).subscribe(subscriber)
    upstream.send(completion: .finished)
    subscriber.cancel()
    scheduler.advance(to: 10)
    #expect(subscriber.history.last == "finished")
    #expect(!upstream.probe.isCancelled)
  }

  // MARK: timeout

  @Test("timeout arms its timer at subscription, at the first request and at each value")
  func timeoutArming() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    upstream.timeout(10, scheduler: scheduler).subscribe(subscriber)
    #expect(scheduler.calls == ["now", "tolerance", "repeat(after: 10, every: 10)"])
    #expect(upstream.probe.events.isEmpty)

    scheduler.advance(to: 3)
    subscriber.request(.max(1))
    subscriber.request(.max(1))
    #expect(scheduler.calls.filter { $0.hasPrefix("repeat") }.count == 2)
    #expect(upstream.probe.events == [.requested(.max(1)), .requested(.max(1))])

    scheduler.clearCalls()
    upstream.send(1)
    #expect(scheduler.calls == ["now", "tolerance", "repeat(after: 13, every: 10)", "schedule"])
    scheduler.advance(to: 3)
    #expect(subscriber.values == [1])
  }

  @Test("timeout cancels the upstream and ends at once when nothing comes in time")
  func timeoutFires() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.timeout(10, scheduler: scheduler, customError: { TestError(code: 9) })
      .subscribe(subscriber)
    scheduler.advance(to: 9)
    #expect(subscriber.history == ["subscription(Timeout)"])
    scheduler.clearCalls()
    scheduler.advance(to: 45)
    #expect(scheduler.calls.isEmpty)
    #expect(upstream.probe.events == [.requested(.unlimited), .cancelled])
    #expect(subscriber.history == ["subscription(Timeout)", "failure(TestError(9))"])
  }

  @Test("timeout drops a completion on its way when cancelled")
  func timeoutCancelDropsCompletion() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.timeout(10, scheduler: scheduler).subscribe(subscriber)
    upstream.send(completion: .finished)
    subscriber.cancel()
    scheduler.advance(to: 50)
    #expect(subscriber.history == ["subscription(Timeout)"])
    #expect(upstream.probe.isCancelled)
  }

  @Test("timeout on a scheduler that runs timers at once is a programming error and traps")
  func timeoutImmediateTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Just(1).timeout(1, scheduler: ImmediateScheduler.shared).sink { _ in }
    }
  }

  // MARK: measureInterval

  @Test("measureInterval measures from the subscription, signed, and asks for returned demand")
  func measureInterval() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<SchedulerSpy.Stride, TestError>(
      demand: .max(1), demandPerValue: .max(1))
    scheduler.reportedNow = 3
    upstream.measureInterval(using: scheduler).subscribe(subscriber)
    scheduler.reportedNow = 10
    #expect(upstream.send(0) == .none)
    scheduler.reportedNow = 6
    upstream.send(0)
    #expect(subscriber.values.map(scheduler.ticks) == [7, -4])
    #expect(
      upstream.probe.events == [.requested(.max(1)), .requested(.max(1)), .requested(.max(1))])
    #expect(scheduler.calls == ["now", "now", "now"])
  }

  // MARK: collect(.byTime)

  @Test("collect(.byTime) keeps a batch the downstream has not asked for, and finishes after it")
  func collectKeepsBatches() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<[Int], TestError>(demand: .none)
    upstream.collect(.byTime(scheduler, 10)).subscribe(subscriber)
    #expect(upstream.probe.events == [.requested(.unlimited)])
    upstream.send(1)
    upstream.send(2)
    scheduler.advance(to: 10)
    upstream.send(3)
    upstream.send(completion: .finished)
    scheduler.advance(to: 11)
    #expect(subscriber.history.count == 1)

    subscriber.request(.max(1))
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.history.last != "finished")
    subscriber.request(.max(1))
    #expect(subscriber.values == [[1, 2], [3]])
    #expect(subscriber.history.last == "finished")
  }

  @Test("collect(.byTimeOrCount) sends as soon as the count is reached; cancelling stops the timer")
  func collectByCount() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTimeOrCount(scheduler, 10, 2)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    #expect(subscriber.values == [[1, 2]])
    upstream.send(3)
    subscriber.cancel()
    scheduler.advance(to: 100)
    #expect(subscriber.values == [[1, 2]])
    #expect(upstream.probe.isCancelled)
  }

  @Test("collect(.byTime) fails at once, dropping what it holds")
  func collectFailure() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTime(scheduler, 10)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError(code: 3)))
    scheduler.advance(to: 0)
    #expect(subscriber.history.dropFirst() == ["failure(TestError(3))"])
  }
}
