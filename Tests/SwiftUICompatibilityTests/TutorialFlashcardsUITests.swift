import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialFlashcardsUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: TutorialFlashcardsView())
    app.launch()
  }

  func testFlipStarAndSwipeThroughTheDeck() {
    XCTAssertEqual(app.progressIndicators["progress"].value as? String, "0 of 2")
    app.staticTexts["card"].tap()
    XCTAssertEqual(app.staticTexts["card"].label, "dog")
    app.staticTexts["card"].press(forDuration: 1.0)
    XCTAssertTrue(app.cells["Hund"].exists)
    app.staticTexts["card"].swipeLeft()
    XCTAssertEqual(app.staticTexts["card"].label, "Katze")
    XCTAssertEqual(app.progressIndicators["progress"].value as? String, "1 of 2")
    app.staticTexts["card"].swipeRight()
    XCTAssertTrue(app.staticTexts["All done"].waitForExistence(timeout: 2))
  }
}
