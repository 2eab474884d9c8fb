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
    #expect(app.staticTexts["cheeseMessage"].label == "B は整数で入力してください")
    #expect(entry.value as? String == "4 two")
    entry.typeKey(.delete)
    #expect(!app.staticTexts["cheeseMessage"].exists)
  }

  @Test("the calculator refuses out-of-range values with a message in Japanese")
  func outOfRange() {
    let calculator = CheeseCalculator()
    calculator.capacityText = "5"
    calculator.entryText = "3 1001"
    calculator.addEntry()
    #expect(calculator.cheeses.isEmpty)
    #expect(calculator.message == "B = 1001 は範囲外です。1 から 1000 までの整数で入力してください")
    calculator.entryText = "0 1"
    calculator.addEntry()
    #expect(
      calculator.message == "A = 0 は範囲外です。1 から 1000000000 までの整数で入力してください")
    calculator.entryText = "3 1"
    calculator.addEntry()
    #expect(calculator.message == "")
    #expect(calculator.answer == "3")
    calculator.capacityText = "x"
    #expect(calculator.message == "W は整数で入力してください")
  }

  @Test("W: -5 is flagged as it is typed, before any cheese is entered")
  func negativeCapacity() {
    let app = TUIApplication(rootView: CheeseView(calculator: CheeseCalculator()))
    app.launch()
    let capacity = app.textFields["cheeseCapacityTextField"]
    capacity.typeText("-5")
    let message = app.staticTexts["cheeseMessage"]
    #expect(
      message.label == "W = -5 は範囲外です。1 から 300000000 までの整数で入力してください")
    capacity.typeKey(.delete)
    capacity.typeKey(.delete)
    #expect(!message.exists)
    capacity.typeText("0")
    #expect(message.label == "W = 0 は範囲外です。1 から 300000000 までの整数で入力してください")
  }

  @Test(
    "reads numbers as the division screen does: full-width digits and signs, spaces around",
    arguments: [
      ("５", ["３ １", "４　２", "２,３"], "15"),
      ("\u{3000}１００\u{3000}", [" ６ ２ ", "＋１ ５", "3　9", "８，７"], "100"),
    ])
  func fullWidth(capacity: String, entries: [String], answer: String) {
    let calculator = CheeseCalculator()
    calculator.capacityText = capacity
    for entry in entries {
      calculator.entryText = entry
      calculator.addEntry()
      #expect(calculator.message == "", "\(entry)")
    }
    #expect(calculator.cheeses.count == entries.count)
    #expect(calculator.answer == answer)
  }

  @Test(
    "a number too large for Int is too large, not 'not an integer'",
    arguments: [
      (
        "99999999999999999999", "1 1",
        "W = 99999999999999999999 は大きすぎます。1 から 300000000 までの整数で入力してください"
      ),
      (
        "5", "99999999999999999999 1",
        "A = 99999999999999999999 は大きすぎます。1 から 1000000000 までの整数で入力してください"
      ),
      (
        "5", "1 -99999999999999999999",
        "B = -99999999999999999999 は大きすぎます。1 から 1000 までの整数で入力してください"
      ),
      ("5", "１ －３", "B = -3 は範囲外です。1 から 1000 までの整数で入力してください"),
      ("5", "1 2 3", "チーズは「A B」(1グラムあたりの美味しさ、グラム数) の2つの整数で入力してください"),
    ])
  func tooLarge(capacity: String, entry: String, message: String) {
    let calculator = CheeseCalculator()
    calculator.capacityText = capacity
    calculator.entryText = entry
    calculator.addEntry()
    #expect(calculator.message == message)
  }

  @Test("the newest cheese stays on screen however many are added")
  func newestInView() {
    let app = launch(capacity: "10", entries: [])
    let entry = app.textFields["cheeseEntryTextField"]
    for count in 1...40 {
      entry.typeText("\(count) 1\n")
      let newest = "\(count). A = \(count), B = 1"
      #expect(app.screenText.contains(newest), "row \(count) is off screen")
      #expect(app.cells.firstMatch.label.hasPrefix(newest))
    }
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "355")
  }

  @Test("a row's 削除 button removes that cheese alone, by tap or by Enter on the list")
  func removeOne() {
    let app = launch(capacity: "5", entries: ["3 1", "4 2", "2 3"])
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "15")
    // Newest first: 2 3, 4 2, 3 1. Remove the middle one, 4 2.
    app.cells.element(boundBy: 1).buttons["cheeseRemoveButton"].tap()
    #expect(rows(app) == ["2. A = 2, B = 3", "1. A = 3, B = 1"])
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "9")
    // From the keyboard: Tab past すべて削除 to the list, Enter on its first row.
    app.typeKey(.tab)
    app.typeKey(.tab)
    #expect(app.tables["cheeseList"].hasFocus)
    app.typeKey(.enter)
    #expect(rows(app) == ["1. A = 3, B = 1"])
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "3")
  }

  @Test("すべて削除 asks first: キャンセル and Esc keep the cheeses, 削除 removes them")
  func clearAsks() {
    let empty = launch(capacity: "5", entries: [])
    #expect(!empty.buttons["cheeseClearButton"].isEnabled)
    let app = launch(capacity: "5", entries: ["3 1", "4 2"])
    let clear = app.buttons["cheeseClearButton"]
    #expect(clear.isEnabled)
    let alert = app.alerts["チーズをすべて削除しますか?"]
    clear.tap()
    #expect(alert.exists)
    #expect(alert.staticTexts["入力した 2 個のチーズを削除します。"].exists)
    alert.buttons["キャンセル"].tap()
    #expect(!alert.exists)
    #expect(app.cells.count == 2)
    clear.tap()
    #expect(alert.exists)
    app.typeKey(.escape)
    #expect(!alert.exists)
    #expect(app.cells.count == 2)
    clear.tap()
    alert.buttons["削除"].tap()
    #expect(!alert.exists)
    #expect(app.cells.count == 0)
    #expect(!clear.isEnabled)
    #expect(app.textFields["cheeseEntryTextField"].hasFocus)
    #expect(app.staticTexts["cheeseAnswerLabel"].label == "")
  }

  /// The screen, headless, with W typed and each of `entries` entered; focus in the entry.
  private func launch(capacity: String, entries: [String]) -> TUIApplication {
    let app = TUIApplication(rootView: CheeseView(calculator: CheeseCalculator()))
    app.launch()
    app.textFields["cheeseCapacityTextField"].typeText(capacity)
    app.typeKey(.tab)
    for entry in entries { app.textFields["cheeseEntryTextField"].typeText(entry + "\n") }
    return app
  }

  /// The list's rows as the screen shows them, without their 削除 buttons.
  private func rows(_ app: TUIApplication) -> [String] {
    app.cells.allElementsBoundByIndex.map { cell in
      cell.staticTexts.allElementsBoundByIndex.map(\.label).joined(separator: " ")
    }
  }
}
