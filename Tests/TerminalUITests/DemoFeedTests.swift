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
}
