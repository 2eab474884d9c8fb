import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's gauge screen, a real program under a pseudo-terminal", .serialized)
struct DemoGaugeTests {
  @Test("the stepper fills the gauge; a search that finds nothing says so")
  func gaugeAndEmptySearch() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["ゲージと空の結果"].click()
    let gauge = app.progressIndicators["demoGauge"]
    #expect(gauge.waitForExistence(timeout: 5))
    #expect(gauge.value as? String == "40 L")
    app.steppers["demoGaugeStepper"].buttons["Increment"].tap()
    #expect(gauge.wait(timeout: 5) { $0.value as? String == "50 L" })
    app.buttons["空にする"].tap()
    #expect(gauge.wait(timeout: 5) { $0.value as? String == "0 L" })
    #expect(app.staticTexts["percent"].label == "0%")
    #expect(app.staticTexts["TANK A"].exists)
    #expect(app.staticTexts["demoLevel"].label == "水位, 0")
    #expect(app.staticTexts["demoLevel"].value as? String == "0 L")
    let field = app.searchFields["果物を探す"]
    field.tap()
    field.typeText("メロン")
    #expect(app.staticTexts["No Results for “メロン”"].waitForExistence(timeout: 5))
    // A suggestion fills the field, and the list shows what it finds.
    app.buttons["候補: ぶどう"].tap()
    #expect(app.staticTexts["No Results for “メロン”"].waitForNonExistence(timeout: 5))
    #expect(app.cells.staticTexts["ぶどう"].waitForExistence(timeout: 5))
  }
}
