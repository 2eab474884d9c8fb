import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A date in the user's calendar and time zone.
func localDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
  Calendar.current.date(
    from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
    ?? Date(timeIntervalSince1970: 0)
}

/// A booking form: a date and time, a date limited to a range, a time of day.
struct BookingForm: View {
  @State private var start = localDate(2026, 12, 24, 18, 30)
  @State private var day = localDate(2026, 1, 31)
  @State private var alarm = localDate(2026, 1, 1, 7, 5)

  var body: some View {
    Form {
      Section("予約") {
        DatePicker("開始", selection: $start).accessibilityIdentifier("start")
        DatePicker(
          "日付", selection: $day, in: localDate(2026, 1, 1)...localDate(2026, 12, 31),
          displayedComponents: .date
        )
        .accessibilityIdentifier("day")
        DatePicker("目覚まし", selection: $alarm, displayedComponents: .hourAndMinute)
          .datePickerStyle(.wheel)
          .accessibilityIdentifier("alarm")
      }
    }
  }
}

@MainActor
@Suite("DatePicker: a date and a time typed field by field")
struct DatePickerTests {
  @Test("each picker is a row: the label at the left, its fields at the right edge")
  func layout() {
    let lines = draw(BookingForm(), width: 30, height: 5).split(separator: "\n").map(String.init)
    #expect(lines[1] == padded("  開始", to: 13) + "2026/12/24 18:30")
    #expect(lines[2] == padded("  日付", to: 19) + "2026/01/31")
    #expect(lines[3] == padded("  目覚まし", to: 24) + "07:05")
  }

  @Test("the fields read the date in the environment's time zone")
  func timeZone() throws {
    let epoch = Date(timeIntervalSince1970: 0)
    let picker = DatePicker("時刻", selection: .constant(epoch))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(
      draw(picker.environment(\.timeZone, tokyo), width: 30, height: 1).hasSuffix(
        "1970/01/01 09:00"))
    #expect(
      draw(picker.environment(\.timeZone, utc), width: 30, height: 1).hasSuffix("1970/01/01 00:00")
    )
  }

  @Test("focused, the first field is reversed; ←/→ pick a field and ↑/↓ step it")
  nonisolated func arrows() {
    let app = TUIApplication(rootView: BookingForm(), size: CGSize(width: 30, height: 5))
    app.launch()
    let start = app.datePickers["start"]
    #expect(start.hasFocus)
    app.typeKey(.upArrow)
    #expect(start.value as? String == "2027/12/24 18:30")
    app.typeKey(.rightArrow)
    app.typeKey(.upArrow)
    #expect(start.value as? String == "2028/01/24 18:30")
    for _ in 0..<5 { app.typeKey(.rightArrow) }
    app.typeKey(.downArrow)
    #expect(start.value as? String == "2028/01/24 18:29")
    #expect(start.hasFocus)
  }

  @Test("digits type the focused field and move to the next one; a whole date in one go")
  nonisolated func typing() {
    let app = TUIApplication(rootView: BookingForm(), size: CGSize(width: 30, height: 5))
    app.launch()
    let start = app.datePickers["start"]
    start.tap()
    start.typeText("2027")
    #expect(start.value as? String == "2027/12/24 18:30")
    start.typeText("0")
    #expect(app.screenText.contains("2027/0_/24 18:30"))
    start.typeText("3")
    start.typeText("0509")
    #expect(start.value as? String == "2027/03/05 09:30")
    start.typeText("4")
    app.typeKey(.delete)
    start.typeText("5\n")
    #expect(start.value as? String == "2027/03/05 09:05")
  }

  @Test("a value that is no date is refused with a message saying what to type; the date stays")
  nonisolated func refused() {
    let app = TUIApplication(rootView: BookingForm(), size: CGSize(width: 30, height: 6))
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    app.typeKey(.tab)
    let day = app.datePickers["day"]
    #expect(day.hasFocus)
    day.typeText("202602")
    // 31 January typed to February keeps to its last day.
    #expect(day.value as? String == "2026/02/28")
    day.typeText("30")
    #expect(day.value as? String == "2026/02/28")
    #expect(day.staticTexts["1〜28日で入力してください"].exists)
    #expect(app.screenText.contains("1〜28日で入力してください"))
    day.typeText("14")
    #expect(day.value as? String == "2026/02/14")
    #expect(!day.staticTexts.firstMatch.exists)
    app.typeKey(.leftArrow)
    day.typeText("13")
    #expect(day.staticTexts["1〜12月で入力してください"].exists)
  }

  @Test("a typed date outside the range is refused; stepping stops at the range's ends")
  nonisolated func range() {
    let app = TUIApplication(rootView: BookingForm(), size: CGSize(width: 30, height: 6))
    app.launchEnvironment["LANG"] = "en_US.UTF-8"
    app.launch()
    app.typeKey(.tab)
    let day = app.datePickers["day"]
    day.typeText("2025")
    #expect(day.value as? String == "2026/01/31")
    #expect(day.staticTexts["Choose a date on or after 2026/01/01"].exists)
    app.typeKey(.downArrow)
    #expect(day.value as? String == "2026/01/01")
    app.typeKey(.upArrow)
    app.typeKey(.upArrow)
    #expect(day.value as? String == "2026/12/31")
  }

  @Test("a time picker has hour and minute fields; focus leaving drops a half-typed field")
  nonisolated func time() {
    let app = TUIApplication(rootView: BookingForm(), size: CGSize(width: 30, height: 6))
    app.launchEnvironment["LANG"] = "en_US.UTF-8"
    app.launch()
    let alarm = app.datePickers["alarm"]
    alarm.tap()
    alarm.typeText("2361")
    #expect(alarm.value as? String == "23:05")
    #expect(alarm.staticTexts["Enter a minute from 0–59"].exists)
    alarm.typeText("4")
    app.typeKey(.tab)
    #expect(!alarm.hasFocus)
    #expect(!alarm.staticTexts.firstMatch.exists)
    #expect(alarm.value as? String == "23:05")
    #expect(app.datePickers.count == 3)
  }
}
