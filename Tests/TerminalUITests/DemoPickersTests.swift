import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's order form, a real program under a pseudo-terminal", .serialized)
struct DemoPickersTests {
  /// A day as the calendar's buttons name it.
  static func isoDay(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  @Test("the allergen group opens by its own button, a disclosure group style")
  func allergens() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 70))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["注文フォーム"].click()
    let group = app.buttons["アレルギー情報 +"]
    #expect(group.waitForExistence(timeout: 5))
    #expect(!app.staticTexts["allergens"].exists)
    group.click()
    #expect(app.staticTexts["allergens"].waitForExistence(timeout: 5))
    #expect(app.buttons["アレルギー情報 −"].exists)
  }

  @Test("delivery days are picked on the calendar by click and by key; past days cannot be")
  func deliveryDays() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 60))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["注文フォーム"].click()
    let calendar = app.datePickers["deliveries"]
    #expect(calendar.waitForExistence(timeout: 5))
    #expect(app.staticTexts["deliveryCount"].label == "配達日を選んでください")
    let today = Date()
    app.buttons[Self.isoDay(today)].tap()
    #expect(calendar.wait(timeout: 5) { $0.value as? String == Self.isoDay(today) })
    #expect(app.staticTexts["deliveryCount"].label == "豆の配達 1 回")
    // The cursor is on today: a week on, Enter picks that day too.
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    let nextWeek = Calendar.current.date(byAdding: .day, value: 7, to: today) ?? today
    #expect(app.staticTexts["deliveryCount"].wait(timeout: 5) { $0.label == "豆の配達 2 回" })
    #expect(calendar.value as? String == Self.isoDay(today) + ", " + Self.isoDay(nextWeek))
    // Yesterday is before the bounds: pressing it picks nothing.
    app.typeKey(.upArrow)
    app.typeKey(.leftArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["deliveryCount"].label == "豆の配達 2 回")
  }
}

@Suite("The demo's second window and popover, a real program under a pseudo-terminal", .serialized)
struct DemoWindowTests {
  @Test("「について」 opens the about window over the menu; its button closes it")
  func aboutWindow() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["について"].click()
    #expect(app.staticTexts["aboutText"].waitForExistence(timeout: 5))
    app.buttons["閉じる"].click()
    #expect(app.staticTexts["aboutText"].waitForNonExistence(timeout: 5))
    #expect(app.tables["demoMenu"].exists)
  }

  @Test("the app's menu command opens the about window with its shortcut, Ctrl-O, from a screen")
  func aboutCommand() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["カウンター"].click()
    #expect(app.buttons["Reset"].waitForExistence(timeout: 5))
    #expect(!app.buttons["このデモについて"].exists, "a command is not drawn")
    app.typeKey("o", modifierFlags: .control)
    #expect(app.staticTexts["aboutText"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.staticTexts["aboutText"].waitForNonExistence(timeout: 5))
    #expect(app.buttons["Reset"].exists, "Esc closed the window, not the counter")
  }

  @Test("the sweetness popover opens as a sheet and Esc closes it")
  func sweetnessPopover() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 60))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["注文フォーム"].click()
    #expect(app.buttons["甘さについて"].waitForExistence(timeout: 5))
    app.buttons["甘さについて"].click()
    #expect(app.staticTexts["sweetnessHelp"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    #expect(app.staticTexts["sweetnessHelp"].waitForNonExistence(timeout: 5))
    #expect(app.buttons["甘さについて"].exists, "Esc closed the popover, not the form")
  }
}

@Suite("The demo's settings form, a real program under a pseudo-terminal", .serialized)
struct DemoSettingsFormTests {
  @Test("the licence's long value sits under its label, by a labeled content style")
  func stackedLicence() throws {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 60))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["設定フォーム"].click()
    #expect(app.wait(timeout: 5) { _ in app.screenText.contains("ライセンス") })
    let lines = app.screenText.split(separator: "\n").map(String.init)
    let label = try #require(lines.firstIndex { $0.contains("ライセンス") })
    #expect(lines[label + 1].contains("MIT（このデモのコードは自由に使えます）"))
    #expect(!lines[label].contains("MIT"), "not beside the label")
  }
}
