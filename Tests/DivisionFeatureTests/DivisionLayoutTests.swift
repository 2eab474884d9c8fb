import TerminalUI
import TerminalUITesting
import Testing

@testable import DivisionFeature

@Suite("The division form's layout")
struct DivisionLayoutTests {
  /// Where the form's controls are on screen.
  private func frames(_ app: TUIApplication) -> [CGRect] {
    [
      app.textFields["divisionDividendTextField"].frame,
      app.textFields["divisionDivisorTextField"].frame,
      app.buttons["divisionButton"].frame,
      app.staticTexts["divisionResultLabel"].frame,
    ]
  }

  private func launch(width: Int = 80) -> TUIApplication {
    let app = TUIApplication(
      rootView: DivisionView(controller: DivisionViewController()),
      size: CGSize(width: width, height: 24))
    app.launch()
    return app
  }

  @Test("on a 300-column terminal the form keeps a readable width, centred")
  func readableWidth() {
    let app = launch(width: 300)
    for frame in frames(app).prefix(2) {
      #expect(frame.width > 20 && frame.width <= 60, "\(frame)")
      #expect(abs(Int(frame.minX) + Int(frame.width) / 2 - 150) <= 1, "\(frame) is not centred")
    }
    // The button stays in the form's column, at its leading edge.
    let button = app.buttons["divisionButton"].frame
    #expect(button.minX >= 120 && button.minX < frames(app)[0].minX + 1, "\(button)")
  }

  @Test(
    "the controls keep their rows as a message, of one line or two, comes and goes",
    arguments: ["x", "99999999999999999999"])
  func messageLine(dividend: String) {
    let app = launch()
    let message = app.staticTexts["divisionMessageLabel"]
    let before = frames(app)
    app.textFields["divisionDividendTextField"].typeText(dividend)
    app.textFields["divisionDivisorTextField"].tap()
    app.textFields["divisionDivisorTextField"].typeText("7")
    let typed = frames(app)
    #expect(typed.map(\.minY) == before.map(\.minY))
    app.buttons["divisionButton"].tap()
    #expect(message.waitForExistence(timeout: 5))
    #expect(frames(app) == typed)
    app.textFields["divisionDivisorTextField"].tap()
    app.textFields["divisionDivisorTextField"].typeKey(.delete)
    #expect(!message.exists)
    #expect(frames(app).map(\.minY) == before.map(\.minY))
  }
}
