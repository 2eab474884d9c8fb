import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// Days off in February 2026 (the 1st is a Sunday), from the 5th on.
struct HolidayPicker: View {
  @State var days: Set<DateComponents> = [DateComponents(year: 2026, month: 2, day: 10)]
  var calendar = sundayFirst
  let record: (Set<DateComponents>) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      MultiDatePicker("休み", selection: $days, in: localDate(2026, 2, 5)...)
        .accessibilityIdentifier("holidays")
      Text("\(days.count) days")
    }
    .onChange(of: days) { _, new in record(new) }
    .environment(\.calendar, calendar)
  }

  /// The Gregorian calendar with weeks from Sunday, whatever the machine's locale.
  static var sundayFirst: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = 1
    return calendar
  }
}

/// What a picker's binding last held, for tests off the main actor.
final class PickedDays: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Set<DateComponents> = []
  var days: Set<DateComponents> {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
  /// The picked days as year, month and day, sorted.
  var triples: [[Int]] {
    days.map { [$0.year ?? 0, $0.month ?? 0, $0.day ?? 0] }.sorted {
      $0.lexicographicallyPrecedes($1)
    }
  }
}

@MainActor
@Suite("MultiDatePicker: a month calendar of picked days")
struct MultiDatePickerTests {
  @Test("the month of the first picked day: its title, the weekdays and its weeks")
  func layout() {
    let lines = draw(HolidayPicker { _ in }, width: 20, height: 9)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "‹  February 2026   ›")
    #expect(lines[1] == "Su Mo Tu We Th Fr Sa")
    #expect(lines[2] == " 1  2  3  4  5  6  7")
    #expect(lines[3] == " 8  9 10 11 12 13 14")
    #expect(lines[5] == "22 23 24 25 26 27 28")
    #expect(lines[8] == "1 days")
  }

  @Test("the weeks start on the environment calendar's first weekday")
  func firstWeekday() {
    var mondayFirst = Calendar(identifier: .gregorian)
    mondayFirst.firstWeekday = 2
    let view = HolidayPicker(calendar: mondayFirst) { _ in }
    let lines = draw(view, width: 20, height: 4).split(separator: "\n").map(String.init)
    #expect(lines[1] == "Mo Tu We Th Fr Sa Su")
    #expect(lines[2] == "                   1")
    #expect(lines[3] == " 2  3  4  5  6  7  8")
  }

  @Test("in Japanese the title and weekdays are Japanese")
  func japanese() {
    let view = HolidayPicker { _ in }.environment(\.locale, Locale(identifier: "ja_JP"))
    let lines = draw(view, width: 20, height: 3).split(separator: "\n").map(String.init)
    #expect(lines[0].contains("2026年2月"))
    #expect(lines[1] == "日 月 火 水 木 金 土")
  }

  @Test("a picked day is drawn in the tint; a day before the bounds is dim")
  func styles() throws {
    let app = launched(HolidayPicker { _ in }, width: 20, height: 9, colors: .trueColor)
    let shot = app.screenshot()
    // The 10th is row 3, column 2 (days 3 columns wide).
    #expect(shot[7, 3].background != .default)
    #expect(shot[4, 3].background == .default)
    #expect(shot[1, 2].isDim, "the 1st is before the 5th")
    #expect(!shot[13, 2].isDim, "the 5th may be picked")
  }

  @Test("arrows move the cursor, Enter and Space pick or drop a day, Page Down turns the month")
  nonisolated func keys() {
    let picked = PickedDays()
    let app = TUIApplication(
      rootView: HolidayPicker { picked.days = $0 }, size: CGSize(width: 20, height: 9))
    app.launch()
    let picker = app.datePickers["holidays"]
    #expect(picker.hasFocus)
    #expect(picker.value as? String == "2026-02-10")
    app.typeKey(.rightArrow)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(picked.triples == [[2026, 2, 10], [2026, 2, 18]])
    app.typeKey(.upArrow)
    app.typeKey(.leftArrow)
    app.typeKey(.space)
    #expect(picked.triples == [[2026, 2, 18]], "the 10th is dropped")
    app.typeKey(.pageDown)
    #expect(app.screenText.contains("March 2026"))
    app.typeKey(.enter)
    #expect(picked.triples == [[2026, 2, 18], [2026, 3, 10]])
    let stored = picked.days.first { $0.month == 3 }
    #expect(stored?.calendar != nil && stored?.era != nil, "stored as SwiftUI stores it")
    #expect(app.screenText.contains("2 days"))
  }

  @Test("a day before the bounds cannot be picked, by key or by click")
  nonisolated func bounds() {
    let picked = PickedDays()
    let app = TUIApplication(
      rootView: HolidayPicker { picked.days = $0 }, size: CGSize(width: 20, height: 9))
    app.launch()
    app.typeKey(.home)
    app.typeKey(.enter)
    app.buttons["2026-02-04"].tap()
    #expect(app.datePickers["holidays"].value as? String == "2026-02-10")
    app.buttons["2026-02-05"].tap()
    #expect(picked.triples == [[2026, 2, 5], [2026, 2, 10]])
    #expect(app.buttons["2026-02-05"].isSelected)
  }

  @Test("a click on a day picks it; a click on › or ‹ turns the month")
  nonisolated func mouse() {
    let picked = PickedDays()
    let app = TUIApplication(
      rootView: HolidayPicker { picked.days = $0 }, size: CGSize(width: 20, height: 9))
    app.launch()
    // The 12th: row 3, the Thursday column (12..13).
    app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 13, dy: 3))
      .tap()
    #expect(picked.triples == [[2026, 2, 10], [2026, 2, 12]])
    app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 19, dy: 0))
      .tap()
    #expect(app.screenText.contains("March 2026"))
    app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 0, dy: 0))
      .tap()
    app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: 0, dy: 0))
      .tap()
    #expect(app.screenText.contains("January 2026"))
  }
}
