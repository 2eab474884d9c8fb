import Foundation
import RxStreams
import Testing

@Suite("HistoricalScheduler")
struct HistoricalSchedulerTests {
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  @Test("the clock is a date, the start of 1970 unless told otherwise")
  func clock() {
    #expect(HistoricalScheduler().clock == date(0))
    let scheduler = HistoricalScheduler(initialClock: date(25))
    #expect(scheduler.clock == date(25))
    #expect(scheduler.now == date(25))
  }

  @Test("relative work lands that many seconds later, and sees that date as now")
  func relative() {
    let scheduler = HistoricalScheduler(initialClock: date(100))
    var seen: [Date] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2_500)) { _ in
      seen.append(scheduler.now)
      _ = scheduler.schedule(()) { _ in
        seen.append(scheduler.now)
        return Disposables.create()
      }
      return scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
        seen.append(scheduler.now)
        return Disposables.create()
      }
    }
    scheduler.start()
    #expect(seen == [date(102.5), date(102.5), date(112.5)])
  }

  @Test("advanceTo and sleep move the clock by dates and seconds")
  func advanceAndSleep() {
    let scheduler = HistoricalScheduler()
    var seen: [Date] = []
    _ = scheduler.scheduleAbsoluteVirtual((), time: date(30)) { _ in
      seen.append(scheduler.now)
      return Disposables.create()
    }
    scheduler.advanceTo(date(20))
    #expect(seen.isEmpty)
    #expect(scheduler.clock == date(20))
    scheduler.sleep(15)
    #expect(scheduler.clock == date(35))
    scheduler.start()
    #expect(seen == [date(35)])
  }
}
