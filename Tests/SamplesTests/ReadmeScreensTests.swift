import Foundation
import TerminalUITesting
import TestSupport
import Testing

/// Writes the README's pictures of the apps, `docs/screens/<app>.svg`, from the real
/// `samples` binary under a pseudo-terminal of 80×24, drawn as SVG from its cells. Run it with
/// `TERMINALUI_RECORD_SNAPSHOTS=1 swift test --filter ReadmeScreensTests`; without that it is
/// skipped (the weather screen shows the day's forecast, so the pictures are not compared).
@Suite(
  "The README's screens",
  .enabled(if: ProcessInfo.processInfo.environment["TERMINALUI_RECORD_SNAPSHOTS"] == "1"),
  .serialized)
struct ReadmeScreensTests {
  static let screens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/screens")

  /// Writes the screen once it shows `marker` (the terminal's bytes may come after the
  /// accessibility tree that the waits before looked at).
  func write(_ app: TUIApplication, as name: String, showing marker: String) throws {
    #expect(app.wait(timeout: 10) { _ in app.screenText.contains(marker) })
    try FileManager.default.createDirectory(at: Self.screens, withIntermediateDirectories: true)
    let svg = ScreenSVG().render(app.screenshot())
    try Data(svg.utf8).write(to: Self.screens.appendingPathComponent("\(name).svg"))
  }

  @Test("the gallery and each app, as a new user first sees them, drawn as SVG")
  func writeScreens() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = TUIApplication(
      executable: builtExecutable("samples"), environment: ["XDG_DATA_HOME": directory.path],
      size: CGSize(width: 80, height: 24))
    app.launch()
    defer { app.terminate() }
    let gallery = app.tables["galleryList"]
    #expect(gallery.waitForExistence(timeout: 10))
    try write(app, as: "gallery", showing: "iOS アーキテクチャ・サンプル")

    app.buttons["gallery.architectures"].tap()
    #expect(app.tables["architectureList"].waitForExistence(timeout: 5))
    try write(app, as: "architectures", showing: "一つのログイン、六つのアーキテクチャ")
    app.buttons["architecture.mvp"].tap()
    let architectureEmail = app.textFields["loginEmailTextField"]
    #expect(architectureEmail.waitForExistence(timeout: 5))
    architectureEmail.typeText("demo@example.com")
    try write(app, as: "login-mvp-trace", showing: "Presenter → View")
    app.typeKey(.escape)
    app.typeKey(.escape)
    #expect(gallery.waitForExistence(timeout: 5))

    app.buttons["gallery.login"].tap()
    #expect(app.textFields["loginEmailTextField"].waitForExistence(timeout: 5))
    try write(app, as: "login", showing: "ログイン (MVVM)")
    app.typeKey(.escape)
    #expect(gallery.waitForExistence(timeout: 5))

    app.buttons["gallery.division"].tap()
    let dividend = app.textFields["divisionDividendTextField"]
    #expect(dividend.waitForExistence(timeout: 5))
    dividend.tap()
    dividend.typeText("100")
    app.textFields["divisionDivisorTextField"].tap()
    app.textFields["divisionDivisorTextField"].typeText("7")
    app.buttons["divisionButton"].tap()
    #expect(app.staticTexts["divisionResultLabel"].wait(timeout: 5) { $0.label.contains("14") })
    try write(app, as: "division", showing: "割り算 (MVP)")
    app.typeKey(.escape)
    #expect(gallery.waitForExistence(timeout: 5))

    app.buttons["gallery.weather"].tap()
    let fetch = app.buttons["weatherFetchButton"]
    #expect(fetch.waitForExistence(timeout: 5))
    fetch.tap()
    #expect(app.tables["weatherList"].cells.firstMatch.waitForExistence(timeout: 10))
    try write(app, as: "weather", showing: "降水確率")
    app.typeKey(.escape)
    #expect(gallery.waitForExistence(timeout: 5))

    app.buttons["gallery.counter"].tap()
    let increment = app.buttons["counterIncrementButton"]
    #expect(increment.waitForExistence(timeout: 5))
    increment.tap()
    increment.tap()
    #expect(app.staticTexts["counterLabel"].wait(timeout: 5) { $0.label == "2" })
    try write(app, as: "counter", showing: "カウンター (RxSwift")
    app.typeKey(.escape)
    #expect(gallery.waitForExistence(timeout: 5))

    app.buttons["gallery.cheese"].tap()
    let capacity = app.textFields["cheeseCapacityTextField"]
    #expect(capacity.waitForExistence(timeout: 5))
    capacity.tap()
    capacity.typeText("5")
    let entry = app.textFields["cheeseEntryTextField"]
    entry.tap()
    entry.typeText("3 1\n4 2\n2 3\n")
    #expect(app.staticTexts["cheeseAnswerLabel"].wait(timeout: 5) { $0.label.contains("15") })
    try write(app, as: "cheese", showing: "答え: 15")
  }
}
