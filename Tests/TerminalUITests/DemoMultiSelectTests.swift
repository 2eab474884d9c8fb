import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's multiple-selection screen, a real program under a pseudo-terminal", .serialized)
struct DemoMultiSelectTests {
  @Test("Space chooses several photos, the circles show in 選択 mode, and the chosen are deleted")
  func chooseAndDelete() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["複数選択"].click()
    #expect(app.navigationBars["写真"].waitForExistence(timeout: 5))
    // A click makes the photo the selection alone; Space adds the highlighted one.
    app.cells["海.jpg"].click()
    let count = app.staticTexts["photoCount"]
    #expect(count.wait(timeout: 5) { $0.label == "1 件を選択中" })
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(" ")
    #expect(count.wait(timeout: 5) { $0.label == "2 件を選択中" })
    app.buttons["選択"].click()
    #expect(app.buttons["完了"].waitForExistence(timeout: 5))
    app.cells["駅.jpg"].click()
    #expect(count.wait(timeout: 5) { $0.label == "3 件を選択中" })
    app.buttons["選択した写真を削除"].click()
    #expect(app.cells["海.jpg"].waitForNonExistence(timeout: 5))
    #expect(!app.cells["空.png"].exists)
    #expect(!app.cells["駅.jpg"].exists)
    #expect(app.cells["山.jpg"].exists)
    #expect(app.cells["猫.heic"].exists)
  }
}
