import Foundation
import TerminalUITesting
import TestSupport
import Testing

@Suite("samples preview: the apps' #Previews, listed or opened by title")
struct PreviewCommandTests {
  @Test("--list prints the title of every #Preview in the apps")
  func list() async throws {
    let result = try await runSamples(["preview", "--list"], input: "")
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n")
        == ["割り算 (MVP)", "カウンター (RxSwift Input/Output)", "チーズ (ABC229 C)"])
  }

  @Test("an unknown title is refused with the titles there are, and status 2")
  func unknownTitle() async throws {
    let result = try await runSamples(["preview", "天気"], input: "")
    #expect(result.status == 2)
    #expect(result.error.contains("no preview is titled '天気'"))
    #expect(result.error.contains("割り算 (MVP)"))
    #expect(result.output.isEmpty)
  }

  @Test("the previews' list and each preview say their keys under them, Esc among them")
  func footer() {
    let app = TUIApplication(executable: builtExecutable("samples"), arguments: ["preview"])
    app.launch()
    defer { app.terminate() }
    #expect(app.buttons["割り算 (MVP)"].waitForExistence(timeout: 5))
    let last = app.screenText.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("↑↓ で選び · Enter で開く · Esc で戻る · Ctrl-C で終了"), "\(app.screenText)")
    app.buttons["割り算 (MVP)"].tap()
    #expect(app.textFields["divisionDividendTextField"].waitForExistence(timeout: 5))
    #expect(app.screenText.contains("Esc で戻る"))
  }
}
