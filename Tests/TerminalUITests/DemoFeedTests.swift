import Foundation
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's feed, a real program under a pseudo-terminal", .serialized)
struct DemoFeedTests {
  @Test("Ctrl-R refreshes, Enter on a row opens its context menu, a scope filters the rows")
  func feed() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["フィード（更新・メニュー・検索範囲）"].tap()
    let status = app.staticTexts["feedStatus"]
    #expect(status.waitForExistence(timeout: 5))
    #expect(status.label == "更新 0 回 · 表示中")
    app.typeKey("r", modifierFlags: .control)
    #expect(status.wait(timeout: 30) { $0.label == "更新 1 回 · 表示中" })
    #expect(app.staticTexts["新着 1"].waitForExistence(timeout: 5))
    app.staticTexts["天気"].press(forDuration: 1)
    #expect(app.buttons["星を付ける"].waitForExistence(timeout: 5))
    app.buttons["星を付ける"].tap()
    #expect(app.staticTexts["★ 天気"].waitForExistence(timeout: 5))
    app.segmentedControls["searchScopes"].buttons["星付き"].tap()
    #expect(app.staticTexts["朝のニュース"].waitForNonExistence(timeout: 5))
    #expect(app.staticTexts["★ 天気"].exists)
    // The bar's menu: a tap runs its primary action, a long press offers its actions.
    app.buttons["新着"].tap()
    #expect(status.wait(timeout: 5) { $0.label == "更新 2 回 · 表示中" })
    app.buttons["新着"].press(forDuration: 1)
    #expect(app.buttons["新着をすべて消す"].waitForExistence(timeout: 5))
    app.typeKey(.escape)
    // Deleting asks first, with an alert made from the row.
    app.segmentedControls["searchScopes"].buttons["すべて"].tap()
    app.staticTexts["スポーツ"].press(forDuration: 1)
    app.buttons["削除"].tap()
    let confirm = app.alerts["削除しますか"]
    #expect(confirm.waitForExistence(timeout: 5))
    confirm.buttons["「スポーツ」を削除"].tap()
    #expect(app.staticTexts["スポーツ"].waitForNonExistence(timeout: 5))
  }

  @Test("while the picture loads, its caption is a redacted skeleton")
  func skeleton() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 40))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["フィード（更新・メニュー・検索範囲）"].tap()
    let skeleton = app.staticTexts["feedSkeleton"]
    #expect(skeleton.waitForExistence(timeout: 5))
    #expect(!skeleton.label.isEmpty && skeleton.label.allSatisfy { $0 == "▒" })
    #expect(app.screenText.contains("画像を読み込み中…"), "the unredacted line is plain")
  }

  @Test("a row counts as read once it has been on screen; the bar keeps the place scrolled to")
  func unreadRows() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["フィード（更新・メニュー・検索範囲）"].tap()
    let unread = app.staticTexts["feedUnread"]
    #expect(unread.waitForExistence(timeout: 5))
    // Twenty rows do not fit in 24 lines: the first ones are read, the rest wait below.
    #expect(unread.wait(timeout: 5) { $0.label != "未読 20" })
    #expect(unread.label != "未読 0")
    #expect(app.staticTexts["feedPlace"].label == "位置 0")
    for _ in 0..<3 { app.tables.firstMatch.swipeUp() }
    #expect(unread.wait(timeout: 10) { $0.label == "未読 0" })
    #expect(app.staticTexts["将棋"].exists)
    // Once the list rests, the bar notes the row it rests at.
    #expect(app.staticTexts["feedPlace"].wait(timeout: 10) { $0.label != "位置 0" })
  }
}
