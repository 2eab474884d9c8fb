import TerminalUITesting  // import XCTest (XCUITest on macOS, where elements are clicked)
import XCTest

/// The to-do list driven as a macOS UI test drives it: with the mouse.
final class ArticleTodoMouseUITests: XCTestCase {
  func testClickingAnItemMarksItDoneAndClickingTheFilterHidesIt() {
    let app = XCUIApplication(rootView: ArticleTodoView())
    app.launch()
    app.buttons["部屋の掃除"].click()
    XCTAssertEqual(app.buttons["部屋の掃除"].label, "[x] 部屋の掃除")
    XCTAssertTrue(app.buttons["部屋の掃除"].hasFocus)
    app.buttons["filter"].click()
    XCTAssertFalse(app.buttons["部屋の掃除"].exists)
    app.buttons["export"].click()
    XCTAssertEqual(app.staticTexts["exported"].label, "書き出し済み")
  }
}
