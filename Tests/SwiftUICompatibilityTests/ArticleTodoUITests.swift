import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class ArticleTodoUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    app = XCUIApplication(rootView: ArticleTodoView())
    app.launch()
  }

  func testDoneItemsHideAndShowWithTheObservableFilter() {
    app.buttons["本を返す"].tap()
    XCTAssertEqual(app.buttons["本を返す"].label, "[x] 本を返す")
    app.buttons["filter"].tap()
    XCTAssertFalse(app.buttons["本を返す"].exists)
    XCTAssertEqual(app.buttons["filter"].label, "完了も表示")
    app.buttons["filter"].tap()
    XCTAssertTrue(app.buttons["本を返す"].exists)
  }

  func testRemovingAtOffsetsAndExportingAsJSON() {
    app.buttons["removeFirst"].tap()
    XCTAssertFalse(app.buttons["牛乳を買う"].exists)
    XCTAssertTrue(app.buttons["部屋の掃除"].exists)
    app.buttons["export"].tap()
    XCTAssertEqual(app.staticTexts["exported"].label, "書き出し済み")
  }
}
