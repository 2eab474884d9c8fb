import TerminalUI
import TerminalUITesting
import Testing

@testable import CheeseFeature

@Suite("The cheese screen's layout")
struct CheeseLayoutTests {
  private func launch(width: Int = 80) -> TUIApplication {
    let app = TUIApplication(
      rootView: CheeseView(calculator: CheeseCalculator()), size: CGSize(width: width, height: 24))
    app.launch()
    return app
  }

  @Test("on a 300-column terminal the screen keeps a readable width, centred")
  func readableWidth() {
    let app = launch(width: 300)
    let list = app.tables["cheeseList"].frame
    #expect(list.width > 20 && list.width <= 60, "\(list)")
    #expect(abs(Int(list.minX) + Int(list.width) / 2 - 150) <= 1, "\(list) is not centred")
    let clear = app.buttons["cheeseClearButton"].frame
    #expect(clear.minX >= list.minX && clear.maxX <= list.maxX, "\(clear) is outside \(list)")
  }

  @Test(
    "the list keeps its rows as a message, of one line or two, comes and goes",
    arguments: ["x", "99999999999999999999"])
  func messageLine(capacity: String) {
    let app = launch()
    let list = app.tables["cheeseList"]
    let message = app.staticTexts["cheeseMessage"]
    let before = list.frame
    app.textFields["cheeseCapacityTextField"].typeText(capacity)
    #expect(message.exists)
    #expect(list.frame == before)
    for _ in capacity { app.typeKey(.delete) }
    #expect(!message.exists)
    #expect(list.frame == before)
  }
}
