import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's gesture screen, a real program under a pseudo-terminal", .serialized)
struct DemoGestureTests {
  @Test("a click turns the card over, press(forDuration:) keeps it, swipeLeft() throws it away")
  func cards() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["ジェスチャー"].click()
    let card = app.otherElements["gestureCard"]
    #expect(card.waitForExistence(timeout: 5))
    card.click()
    #expect(app.staticTexts["apple"].waitForExistence(timeout: 5))
    card.press(forDuration: 1)
    #expect(app.staticTexts["gestureKept"].wait(timeout: 5) { $0.label == "残したカード: りんご" })
    card.swipeLeft()
    #expect(app.staticTexts["みかん"].waitForExistence(timeout: 5))
    // By keys: one step right is 16 points; eight are 128, far enough to throw it away.
    app.typeKey(.rightArrow)
    #expect(app.staticTexts["gestureDrag"].wait(timeout: 5) { $0.label == "ずらし 16, 0 pt" })
    for _ in 0..<7 { app.typeKey(.rightArrow) }
    app.typeKey(.return)
    #expect(app.staticTexts["ぶどう"].waitForExistence(timeout: 5))
  }
}
