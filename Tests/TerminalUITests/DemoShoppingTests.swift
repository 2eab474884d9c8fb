import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's shopping list, a container of its own, under a pseudo-terminal", .serialized)
struct DemoShoppingTests {
  @Test("items are ticked by their container values and counted; the title wears its star")
  func shoppingList() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["買い物メモ（自作のコンテナ）"].click()
    let left = app.staticTexts["demoShoppingLeft"]
    #expect(left.waitForExistence(timeout: 5))
    #expect(left.label == "残り 3 品")
    // The star is placed once the title has been drawn: a frame later.
    #expect(left.wait(timeout: 5) { _ in app.screenText.contains("買い物メモ★") })
    #expect(app.screenText.contains("✓ [ 牛乳 ]"))
    app.buttons["卵"].tap()
    #expect(left.wait(timeout: 5) { $0.label == "残り 2 品" })
    #expect(app.screenText.contains("✓ [ 卵 ]"))
    // Sharing copies what is left through the terminal (OSC 52), with a confirmation.
    app.buttons["demoShoppingShare"].click()
    #expect(app.wait(timeout: 5) { _ in app.clipboard == "豆腐、ねぎ" })
    #expect(app.staticTexts["クリップボードにコピーしました"].waitForExistence(timeout: 5))
  }
}
