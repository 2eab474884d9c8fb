import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class ArticleCardUITests: XCTestCase {
  func testACardStartsAsItsCallerSaysAndToggles() {
    let app = XCUIApplication(rootView: ArticleCardView(title: "お知らせ", isExpanded: true))
    app.launch()
    XCTAssertEqual(app.buttons["cardHeader"].label, "▼ お知らせ")
    XCTAssertTrue(app.staticTexts["cardBody"].exists)
    XCTAssertEqual(app.staticTexts["cardNote"].label, "メモなし")

    app.buttons["cardHeader"].tap()
    XCTAssertEqual(app.buttons["cardHeader"].label, "▶ お知らせ")
    XCTAssertFalse(app.staticTexts["cardBody"].exists)
    XCTAssertEqual(app.staticTexts["cardCount"].label, "開いた回数: 1")
  }

  func testACardStartsCollapsedByDefault() {
    let app = XCUIApplication(rootView: ArticleCardView(title: "お知らせ"))
    app.launch()
    XCTAssertEqual(app.buttons["cardHeader"].label, "▶ お知らせ")
    XCTAssertFalse(app.staticTexts["cardBody"].exists)
  }
}
