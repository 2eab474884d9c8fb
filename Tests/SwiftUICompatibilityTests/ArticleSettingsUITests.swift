import TerminalUI  // for defaultAppStorage: an iOS test would launch with a fresh defaults suite
import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class ArticleSettingsUITests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: directory)
  }

  private func launch() -> XCUIApplication {
    let file = AppStorageFile(url: directory.appendingPathComponent("settings.json"))
    let app = XCUIApplication(rootView: ArticleSettingsRoot().defaultAppStorage(file))
    app.launch()
    return app
  }

  func testSettingsAreKeptForTheNextLaunch() {
    let app = launch()
    XCTAssertEqual(app.textFields["username"].value as? String, "ゲスト")
    app.switches["darkMode"].tap()
    app.buttons["fontSize"].tap()
    app.buttons["theme"].tap()
    XCTAssertEqual(app.buttons["fontSize"].label, "文字を大きく (15)")
    app.terminate()

    let again = launch()
    XCTAssertEqual(again.switches["darkMode"].value as? String, "1")
    XCTAssertEqual(again.buttons["fontSize"].label, "文字を大きく (15)")
    XCTAssertEqual(again.buttons["theme"].label, "テーマ: light")
  }

  func testTheProfileIsEditedThroughBindableAndTheSessionEnds() {
    let app = launch()
    XCTAssertEqual(app.staticTexts["status"].label, "太郎 でログイン中")
    let name = app.textFields["profileName"]
    name.tap()
    name.typeText("さん")
    XCTAssertEqual(app.staticTexts["status"].label, "太郎さん でログイン中")
    app.buttons["signOut"].tap()
    XCTAssertEqual(app.staticTexts["status"].label, "ログアウトしました")
  }

  func testThePanelIsThreeQuartersOfTheScreen() {
    let app = launch()
    // 80 columns × 0.75 = 60, less a column of padding at each side.
    XCTAssertEqual(app.textFields["username"].frame.width, 58)
  }

  func testThePreviewShowsTheScreen() {
    let app = XCUIApplication(
      rootView: NavigationStack { PreviewGallery(Preview(ArticleSettingsView_Previews.self)) })
    app.launch()
    app.buttons["ArticleSettingsView"].tap()
    XCTAssertTrue(app.switches["darkMode"].exists)
  }
}
