import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's mouse screen, a real program under a pseudo-terminal", .serialized)
struct DemoMouseTests {
  @Test("clicks open the menu entry, press the button, flip the switch; the wheel scrolls the list")
  func mouseScreen() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].exists)
    app.buttons["マウス"].click()
    let clicks = app.staticTexts["mouseClicks"]
    #expect(clicks.waitForExistence(timeout: 5))
    app.buttons["mouseButton"].click()
    #expect(clicks.wait(timeout: 5) { $0.label == "1 回" })
    app.switches["mouseSound"].click()
    #expect(app.switches["mouseSound"].wait(timeout: 5) { $0.value as? String == "0" })
    let fruits = app.tables["mouseFruits"]
    #expect(fruits.cells.firstMatch.label == "りんご")
    fruits.swipeUp()
    #expect(fruits.cells.firstMatch.wait(timeout: 5) { $0.label != "りんご" })
    let shown = fruits.cells.firstMatch.label
    fruits.cells.firstMatch.click()
    #expect(app.staticTexts["mouseFruit"].wait(timeout: 5) { $0.label == "選んだ果物: \(shown)" })
    fruits.scroll(byDeltaX: 0, deltaY: 100)
    #expect(fruits.cells.firstMatch.wait(timeout: 5) { $0.label == "りんご" })
  }
}
