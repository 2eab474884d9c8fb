import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialGroceryUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    app = XCUIApplication(rootView: TutorialGroceryView())
    // A Japanese app, tested in Japanese as on a Japanese simulator.
    app.launchArguments += ["-AppleLanguages", "(ja)"]
    app.launch()
  }

  func testDeletingAndMovingRowsFromTheKeyboard() {
    app.tables.firstMatch.tap()
    app.typeKey(.forwardDelete, modifierFlags: [])
    XCTAssertFalse(app.cells["りんご"].exists)
    XCTAssertEqual(app.staticTexts["count"].label, "3")
    XCTAssertEqual(app.staticTexts["lastChange"].label, "3 品")
    app.typeKey(.downArrow, modifierFlags: .option)
    XCTAssertEqual(app.cells.element(boundBy: 1).label, "牛乳")
  }

  func testEditButtonShowsDeleteButtons() {
    app.buttons["編集"].tap()
    app.cells["食パン"].buttons["削除"].tap()
    XCTAssertFalse(app.cells["食パン"].exists)
    app.buttons["完了"].tap()
  }

  func testSearchFieldFiltersTheList() {
    let search = app.searchFields["品名で探す"]
    search.tap()
    search.typeText("バ")
    XCTAssertEqual(app.cells.count, 1)
    XCTAssertTrue(app.cells["バナナ"].exists)
  }
}
