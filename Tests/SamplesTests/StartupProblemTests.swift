import Foundation
import TerminalUITesting
import TestSupport
import Testing

@testable import samples

@Suite("What keeps samples from starting, said in Japanese")
struct StartupProblemTests {
  @Test(
    "a terminal that cannot show a full screen is named, and what to do is said",
    arguments: [
      (["TERM": "dumb"], "TERM=dumb"), ([:], "TERM が未設定"), (["TERM": ""], "TERM が未設定"),
    ])
  func dumbTerminal(environment: [String: String], named: String) throws {
    let message = try #require(StartupProblem.terminal(environment: environment, interactive: true))
    #expect(message.contains(named))
    #expect(message.contains("TERM=xterm-256color"))
    #expect(StartupProblem.terminal(environment: ["TERM": "xterm"], interactive: true) == nil)
    #expect(StartupProblem.terminal(environment: ["TERM": "screen"], interactive: true) == nil)
  }

  @Test("a data folder that cannot be made is named with the reason, in Japanese")
  func folder() {
    let error = CocoaError(
      .fileWriteNoPermission,
      userInfo: [
        NSFilePathErrorKey: "/data/samples",
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)),
      ])
    #expect(
      StartupProblem.reason(error, databasePath: nil)
        == "データのフォルダ /data/samples を作れません (書き込む権限がありません)。--database で別の場所を指定できます")
  }

  @Test("under TERM=dumb the real binary says why and draws nothing")
  func dumbUnderTerminal() {
    let app = TUIApplication(
      executable: builtExecutable("samples"), arguments: ["division"],
      environment: ["TERM": "dumb"])
    app.launch()
    defer { app.terminate() }
    #expect(app.wait(for: .notRunning, timeout: 10))
    #expect(app.screenText.contains("TERM=dumb"))
    #expect(!app.screenText.contains("割り算"))
  }

  @Test("a data folder under a file: the login app says so before drawing, in Japanese")
  func unusableDataFolder() {
    let app = TUIApplication(
      executable: builtExecutable("samples"), arguments: ["login"],
      environment: ["XDG_DATA_HOME": "/dev/null/samples"], size: .init(width: 200, height: 24))
    app.launch()
    defer { app.terminate() }
    #expect(app.wait(for: .notRunning, timeout: 10))
    let text = app.screenText
    #expect(text.contains("組み込みのバックエンドを起動できません"), "\(text)")
    #expect(text.contains("/dev/null/samples"), "\(text)")
    #expect(text.contains("/dev/null はフォルダではありません"), "\(text)")
    #expect(!text.contains("Error Domain"), "\(text)")
  }

  @Test("with no backend the gallery still opens; its login says why and how to start again")
  func galleryWithoutBackend() {
    let app = TUIApplication(
      executable: builtExecutable("samples"),
      environment: ["XDG_DATA_HOME": "/dev/null/samples"], size: .init(width: 120, height: 24))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["galleryList"].waitForExistence(timeout: 10))
    // The login app is the second entry, after the six architectures.
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(app.staticTexts["serverUnavailableMessage"].waitForExistence(timeout: 5))
    let reason = app.staticTexts["serverUnavailableReason"].label
    #expect(reason.contains("/dev/null はフォルダではありません"), "\(reason)")
    app.typeKey(.escape)
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(app.textFields["divisionDividendTextField"].waitForExistence(timeout: 5))
  }
}
