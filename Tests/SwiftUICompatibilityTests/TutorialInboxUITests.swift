import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialInboxUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: TutorialInboxView())
    app.launch()
  }

  func testSwipeToArchiveThenDelete() {
    XCTAssertEqual(app.tabBars.buttons["Inbox"].value as? String, "2")
    app.cells["Lunch?"].swipeLeft()
    app.buttons["Archive"].tap()
    XCTAssertFalse(app.cells["Lunch?"].exists)
    XCTAssertEqual(app.tabBars.buttons["Inbox"].value as? String, "1")
    app.cells["Invoice"].swipeLeft()
    app.buttons["Delete"].tap()
    XCTAssertEqual(app.cells.count, 0)
    app.tabBars.buttons["Archive"].tap()
    XCTAssertTrue(app.cells["Lunch?"].exists)
  }

  func testSearchingShowsTheSearchState() {
    XCTAssertFalse(app.staticTexts["Searching…"].exists)
    app.searchFields.firstMatch.tap()
    XCTAssertTrue(app.staticTexts["Searching…"].exists)
    app.searchFields.firstMatch.typeText("Inv")
    XCTAssertEqual(app.cells.count, 1)
  }
}
