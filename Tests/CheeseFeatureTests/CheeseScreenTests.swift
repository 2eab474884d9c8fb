import TerminalUI
import TerminalUITesting
import Testing

@testable import CheeseFeature

@Suite("The cheese screen")
struct CheeseScreenTests {
  @Test("W and the cheeses of the first sample give 15; bad entries are explained")
  func sampleOne() {
    let app = TUIApplication(rootView: CheeseView(calculator: CheeseCalculator()))
    app.launch()
    let capacity = app.textFields["cheeseCapacityTextField"]
    #expect(capacity.hasFocus)
    capacity.typeText("5")
    app.typeKey(.tab)
    let entry = app.textFields["cheeseEntryTextField"]
    entry.typeText("3 1\n4 2\n2 3\n")
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "15")
    #expect(app.cells.count == 3)
    entry.typeText("4 two\n")
    #expect(app.staticTexts["cheeseMessage"].exists)
    #expect(entry.value as? String == "4 two")
    app.buttons["cheeseClearButton"].tap()
    #expect(app.cells.count == 0)
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "")
  }

  @Test("the calculator refuses out-of-range values with the solver's message")
  func outOfRange() {
    let calculator = CheeseCalculator()
    calculator.capacityText = "5"
    calculator.entryText = "3 1001"
    calculator.addEntry()
    #expect(calculator.cheeses.isEmpty)
    #expect(!calculator.message.isEmpty)
    calculator.entryText = "3 1"
    calculator.addEntry()
    #expect(calculator.answer == "3")
    calculator.capacityText = "x"
    #expect(calculator.message == "W は整数で入力してください")
  }
}
