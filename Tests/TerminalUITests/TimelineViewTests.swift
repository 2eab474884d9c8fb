import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

@Suite("TimelineView: drawn again at each date of its schedule")
struct TimelineViewTests {
  @Test("an explicit schedule draws the content for each date as it comes, then stops")
  func explicitDates() {
    let start = Date()
    let dates = [start.addingTimeInterval(0.2), start.addingTimeInterval(0.4)]
    let app = TUIApplication(
      rootView: TimelineView(.explicit(dates)) { context in
        Text("entry \(dates.firstIndex(of: context.date).map(String.init) ?? "none")")
          .accessibilityIdentifier("entry")
      }, size: CGSize(width: 20, height: 2))
    app.launch()
    let entry = app.staticTexts["entry"]
    #expect(entry.label == "entry none")
    #expect(entry.wait(timeout: 5) { $0.label == "entry 0" })
    #expect(entry.wait(timeout: 5) { $0.label == "entry 1" })
  }

  @Test("a periodic schedule's date is the latest aligned entry, and it advances")
  func periodic() {
    let start = Date(timeIntervalSinceNow: -10)
    let app = TUIApplication(
      rootView: TimelineView(.periodic(from: start, by: 0.25)) { context in
        Text("\(Int((context.date.timeIntervalSince(start) * 4).rounded()) % 1000)")
          .accessibilityIdentifier("tick")
      }, size: CGSize(width: 20, height: 2))
    app.launch()
    let tick = app.staticTexts["tick"]
    let first = Int(tick.label) ?? 0
    #expect(first >= 40)
    #expect(tick.wait(timeout: 5) { (Int($0.label) ?? 0) >= first + 2 })
  }

  @Test("the entries around a date: the latest at or before it, and the next")
  @MainActor
  func entriesAround() {
    let base = Date(timeIntervalSinceReferenceDate: 1000)
    let schedule = PeriodicTimelineSchedule(from: base, by: 10)
    let now = base.addingTimeInterval(25)
    let (current, next) = TimelineView<PeriodicTimelineSchedule, EmptyView>.dates(
      schedule.entries(from: now, mode: .normal), around: now)
    #expect(current == base.addingTimeInterval(20))
    #expect(next == base.addingTimeInterval(30))
    let minute = EveryMinuteTimelineSchedule().entries(
      from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
    #expect(
      Array(minute.prefix(2)) == [
        Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180),
      ])
    let paused = AnimationTimelineSchedule(paused: true).entries(from: base, mode: .normal)
    #expect(Array(paused.prefix(3)) == [base])
  }
}
