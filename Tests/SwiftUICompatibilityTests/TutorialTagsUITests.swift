import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialTagsUITests: XCTestCase {
  func testTagsWrapAndTheCaptionFitsTheWidth() {
    let app = XCUIApplication(rootView: TutorialTagsView(), size: CGSize(width: 20, height: 8))
    app.launch()
    XCTAssertTrue(app.screenText.contains("swift linux terminal\nlayout ui"))
    XCTAssertEqual(app.staticTexts["caption"].label, "Tags wrap")
  }

  func testSwitchingTheLayoutKeepsTheCount() {
    let app = XCUIApplication(rootView: TutorialTagsView(), size: CGSize(width: 60, height: 8))
    app.launch()
    XCTAssertEqual(app.staticTexts["caption"].label, "Tags wrap to the width of the screen")
    app.buttons["like"].tap()
    app.buttons["switchLayout"].tap()
    app.buttons["like"].tap()
    XCTAssertEqual(app.staticTexts["likes"].label, "2 likes")
  }
}
