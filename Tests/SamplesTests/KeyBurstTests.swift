import Foundation
import TerminalUITesting
import TestSupport
import Testing

@Suite("Keys that arrive together, in the real samples binary", .serialized)
struct KeyBurstTests {
  @Test("the email, Tab, the password and Tab in one burst reach the button they enabled")
  func loginBurst() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples-burst")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = TUIApplication(
      executable: builtExecutable("samples"), arguments: ["login"],
      environment: ["XDG_DATA_HOME": directory.path])
    app.launch()
    defer { app.terminate() }
    let email = app.textFields["loginEmailTextField"]
    #expect(email.waitForExistence(timeout: 10))
    email.tap()
    #expect(!app.buttons["loginButton"].isEnabled)
    app.typeKeys(keys("demo@example.com") + [.tab] + keys("demo1234") + [.tab])
    #expect(app.secureTextFields["loginPasswordSecureField"].value as? String == "••••••••")
    #expect(app.buttons["loginButton"].isEnabled)
    #expect(app.buttons["loginButton"].hasFocus)
  }

  @Test("Esc, ↓ and Enter in one burst go back, move down and open the next app")
  func escapeThenArrow() throws {
    let directory = try makeTemporaryDirectory(prefix: "samples-burst")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = TUIApplication(
      executable: builtExecutable("samples"), environment: ["XDG_DATA_HOME": directory.path])
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["galleryList"].waitForExistence(timeout: 10))
    // The division app is the third entry, after the six architectures and the login.
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.return)
    #expect(app.textFields["divisionDividendTextField"].waitForExistence(timeout: 5))
    app.typeKeys([.escape, .downArrow, .return])
    #expect(app.buttons["weatherFetchButton"].waitForExistence(timeout: 5))
  }
}

/// The keys that type `text`.
private func keys(_ text: String) -> [TUIKeyboardKey] {
  text.map { TUIKeyboardKey(stringLiteral: String($0)) }
}
