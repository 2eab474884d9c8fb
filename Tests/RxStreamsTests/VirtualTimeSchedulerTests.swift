import Foundation
import RxStreams
import Testing

/// One virtual tick is two real seconds, so conversions are visible in the results.
private struct TwoSecondTicks: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * 2)
  }
  func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 2) }
  func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { Double(interval) * 2 }
  func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval / 2) }
  func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

private final class TickScheduler: VirtualTimeScheduler<TwoSecondTicks> {
  init(initialClock: Int = 0) { super.init(initialClock: initialClock, converter: .init()) }
}

/// Relative work lands `delay` ticks after the clock when it would be due now or earlier.
private final class DelayingScheduler: VirtualTimeScheduler<TwoSecondTicks> {
  let delay: Int
  init(delay: Int) {
    self.delay = delay
    super.init(initialClock: 0, converter: .init())
  }
  override func adjustScheduledTime(_ time: Int) -> Int {
    time <= clock ? clock + delay : time
  }
}

/// Records what ran, with the clock it saw.
private final class Log {
  var entries: [String] = []
  func note(_ name: String, _ scheduler: TickScheduler) -> Disposable {
    entries.append("\(name)@\(scheduler.clock)")
    return Disposables.create()
  }
}

@Suite("VirtualTimeScheduler")
struct VirtualTimeSchedulerTests {
  @Test("the clock starts where it is told, and now is its converted date")
  func initialClock() {
    let scheduler = TickScheduler(initialClock: 7)
    #expect(scheduler.clock == 7)
    #expect(scheduler.now == Date(timeIntervalSince1970: 14))
  }

  @Test("nothing runs until start, which takes actions in time order and moves the clock")
  func timeOrder() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { log.note("c", scheduler) }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { log.note("a", scheduler) }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(40)) { log.note("b", scheduler) }
    #expect(log.entries.isEmpty)
    scheduler.start()
    #expect(log.entries == ["a@10", "b@20", "c@30"])
    #expect(scheduler.clock == 30)
  }

  @Test("actions due at the same time run in the order they were scheduled")
  func equalTimes() {
    let scheduler = TickScheduler()
    let log = Log()
    for name in ["first", "second", "third"] {
      _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { log.note(name, scheduler) }
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 4) {
      _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { log.note("late", scheduler) }
      return log.note("early", scheduler)
    }
    scheduler.start()
    #expect(log.entries == ["early@4", "first@5", "second@5", "third@5", "late@5"])
  }

  @Test("work scheduled now from a running action runs after it, at the same time")
  func scheduleFromAction() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      _ = scheduler.scheduleRelative((), dueTime: .seconds(4)) { log.note("later", scheduler) }
      _ = scheduler.schedule(()) { log.note("now", scheduler) }
      return log.note("outer", scheduler)
    }
    scheduler.start()
    #expect(log.entries == ["outer@1", "now@1", "later@3"])
  }

  @Test("an action due before the clock runs without moving the clock back")
  func pastAction() {
    let scheduler = TickScheduler(initialClock: 50)
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 60) { log.note("future", scheduler) }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 20) { log.note("past", scheduler) }
    scheduler.start()
    #expect(log.entries == ["past@50", "future@60"])
  }

  @Test("disposing before the time cancels; disposing after disposes what the action returned")
  func disposing() {
    let scheduler = TickScheduler()
    let log = Log()
    let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 10) {
      log.note("cancelled", scheduler)
    }
    let returned = BooleanDisposable()
    let ran = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
      _ = log.note("ran", scheduler)
      return returned
    }
    cancelled.dispose()
    scheduler.start()
    #expect(log.entries == ["ran@5"])
    #expect(!returned.isDisposed)
    ran.dispose()
    #expect(returned.isDisposed)
  }

  @Test("an action can cancel work it scheduled itself")
  func disposeFromAction() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      let soon = scheduler.schedule(()) { log.note("soon", scheduler) }
      let later = scheduler.scheduleRelativeVirtual((), dueTime: 3) { log.note("later", scheduler) }
      soon.dispose()
      later.dispose()
      return log.note("outer", scheduler)
    }
    scheduler.start()
    #expect(log.entries == ["outer@1"])
    #expect(scheduler.clock == 1)
  }

  @Test("advanceTo runs what is due up to and including the time, then sets the clock there")
  func advanceTo() {
    let scheduler = TickScheduler()
    let log = Log()
    for time in [3, 8, 9] {
      _ = scheduler.scheduleAbsoluteVirtual((), time: time) { log.note("t", scheduler) }
    }
    scheduler.advanceTo(8)
    #expect(log.entries == ["t@3", "t@8"])
    #expect(scheduler.clock == 8)
    scheduler.advanceTo(20)
    #expect(log.entries == ["t@3", "t@8", "t@9"])
    #expect(scheduler.clock == 20)
  }

  @Test("stop ends the run after the running action, and the rest waits for the next start")
  func stop() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      scheduler.stop()
      return log.note("stopper", scheduler)
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { log.note("rest", scheduler) }
    scheduler.start()
    #expect(log.entries == ["stopper@1"])
    scheduler.start()
    #expect(log.entries == ["stopper@1", "rest@2"])
  }

  @Test("start from a running action does nothing")
  func nestedStart() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      scheduler.start()
      return log.note("outer", scheduler)
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { log.note("next", scheduler) }
    scheduler.start()
    #expect(log.entries == ["outer@1", "next@2"])
  }

  @Test("sleep moves the clock without running anything; later work counts from there")
  func sleep() {
    let scheduler = TickScheduler()
    let log = Log()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      scheduler.sleep(10)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(4)) { log.note("after", scheduler) }
      return log.note("sleeper", scheduler)
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { log.note("overslept", scheduler) }
    scheduler.start()
    #expect(log.entries == ["sleeper@11", "overslept@11", "after@13"])
  }

  @Test("adjustScheduledTime moves relative work, but not work at an absolute time")
  func adjust() {
    let scheduler = DelayingScheduler(delay: 5)
    var seen: [String] = []
    _ = scheduler.schedule(()) { _ in
      seen.append("soon@\(scheduler.clock)")
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 0) { _ in
      seen.append("absolute@\(scheduler.clock)")
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
      seen.append("relative@\(scheduler.clock)")
      return Disposables.create()
    }
    scheduler.start()
    #expect(seen == ["absolute@0", "soon@5", "relative@10"])
  }

  @Test("many actions at scattered times come out sorted by time")
  func scattered() {
    let scheduler = TickScheduler()
    var seed: UInt64 = 42
    var due: [Int] = []
    var ran: [Int] = []
    for _ in 0..<5_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let time = Int(seed >> 33) % 1_000
      due.append(time)
      _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
        ran.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(ran == due.sorted())
  }
}
