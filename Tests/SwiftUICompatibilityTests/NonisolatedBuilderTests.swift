import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class NonisolatedBuilderTests: XCTestCase {
  func testViewsBuiltOutsideTheMainActorAreDrawn() {
    let app = XCUIApplication(rootView: NonisolatedBuilderView())
    app.launch()
    XCTAssertTrue(app.staticTexts["Detail"].exists)
    XCTAssertTrue(app.staticTexts["About"].exists)
    XCTAssertTrue(app.staticTexts["Footer"].exists)
  }
}
