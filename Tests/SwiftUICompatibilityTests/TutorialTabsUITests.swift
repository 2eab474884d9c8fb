import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialTabsUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: TutorialTabsView())
    app.launch()
  }

  func testTabsSwitchAndKeepTheirState() {
    let tabBar = app.tabBars.firstMatch
    XCTAssertTrue(tabBar.exists)
    XCTAssertTrue(tabBar.buttons["Feed"].isSelected)
    XCTAssertEqual(tabBar.buttons["Messages"].value as? String, "2")

    app.buttons["likeButton"].tap()
    XCTAssertEqual(app.staticTexts["likes"].label, "いいね 1")

    tabBar.buttons["Profile"].tap()
    XCTAssertTrue(tabBar.buttons["Profile"].isSelected)
    XCTAssertFalse(app.buttons["likeButton"].exists)
    let toggle = app.switches["publicToggle"]
    XCTAssertEqual(toggle.value as? String, "0")
    toggle.tap()
    XCTAssertEqual(toggle.value as? String, "1")

    app.buttons["編集"].tap()
    XCTAssertTrue(app.sheets.firstMatch.waitForExistence(timeout: 1))
    app.sheets.firstMatch.buttons["完了"].tap()
    XCTAssertFalse(app.sheets.firstMatch.exists)

    tabBar.buttons["Feed"].tap()
    XCTAssertEqual(app.staticTexts["likes"].label, "いいね 1")
  }

  func testComposingAMessageInAnAlert() {
    app.tabBars.buttons["Messages"].tap()
    app.buttons["compose"].tap()
    let alert = app.alerts["新規メッセージ"]
    XCTAssertTrue(alert.waitForExistence(timeout: 1))
    let field = alert.textFields["本文"]
    field.tap()
    field.typeText("こんにちは")
    alert.buttons["送信"].tap()
    XCTAssertFalse(alert.exists)
    XCTAssertTrue(app.staticTexts["こんにちは"].exists)
    XCTAssertEqual(app.tabBars.buttons["Messages"].value as? String, "3")
  }
}
