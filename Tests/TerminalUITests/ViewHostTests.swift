import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

@Suite("Headless UI tests through TUIApplication")
struct TUIApplicationTests {
  @Test("the articles' login scenario: disabled, type both fields, enabled, tap, alert")
  func loginScenario() {
    let app = TUIApplication(rootView: LoginForm(model: LoginFormModel()))
    app.launch()
    let button = app.buttons["loginButton"]
    #expect(button.exists)
    #expect(!button.isEnabled)
    let email = app.textFields["loginEmailTextField"]
    #expect(email.placeholderValue == "Eメール")
    email.tap()
    email.typeText("user@example.com")
    #expect(email.value as? String == "user@example.com")
    #expect(!button.isEnabled)
    let password = app.secureTextFields["loginPasswordSecureField"]
    password.tap()
    password.typeText("secret")
    #expect(password.value as? String == "••••••")
    #expect(button.isEnabled)
    #expect(button.label == "ログイン")
    button.tap()
    let alert = app.alerts["ログイン成功"]
    #expect(alert.waitForExistence(timeout: 2))
    #expect(!button.isHittable)
    alert.buttons["OK"].tap()
    #expect(!alert.exists)
  }

  @Test("the first enabled control has focus at start, and Tab moves it in reading order")
  func focusOrder() {
    let app = TUIApplication(rootView: LoginForm(model: LoginFormModel()))
    app.launch()
    #expect(app.textFields["loginEmailTextField"].hasFocus)
    app.typeText("a@b.c")
    app.typeKey(.tab)
    #expect(app.secureTextFields["loginPasswordSecureField"].hasFocus)
    app.typeText("pw")
    app.typeKey(.tab)
    #expect(app.buttons["loginButton"].hasFocus)
    app.typeKey(.return)
    #expect(app.alerts["ログイン成功"].exists)
    app.typeKey(.escape)
    #expect(!app.alerts["ログイン成功"].exists)
  }

  @Test("typing without keyboard focus fails the test with a clear message")
  func typeWithoutFocus() {
    let app = TUIApplication(rootView: LoginForm(model: LoginFormModel()))
    app.launch()
    withKnownIssue {
      app.secureTextFields["loginPasswordSecureField"].typeText("x")
    }
    #expect(app.secureTextFields["loginPasswordSecureField"].value == nil)
  }

  @Test("@State: a disabled button is skipped by focus and re-enabled by state")
  func stateCounter() {
    let app = TUIApplication(rootView: StateCounter())
    app.launch()
    #expect(app.staticTexts["count"].label == "0")
    #expect(!app.buttons["minus"].isEnabled)
    #expect(app.buttons["plus"].hasFocus)
    app.buttons["plus"].tap()
    app.buttons["plus"].tap()
    #expect(app.staticTexts["count"].label == "2")
    #expect(app.buttons["minus"].isEnabled)
    #expect(app.screenText.contains("2 [ − ] [ + ]"))
  }

  @Test("a long list makes only the visible rows and scrolls with the keys")
  func longList() {
    let app = TUIApplication(rootView: LongList(count: 10_000), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(app.cells.count == 10)
    #expect(app.staticTexts["Row 0"].exists)
    #expect(!app.staticTexts["Row 10"].exists)
    for _ in 0..<12 { app.typeKey(.downArrow) }
    #expect(app.staticTexts["Row 12"].exists)
    #expect(!app.staticTexts["Row 0"].exists)
    app.typeKey(.end)
    #expect(app.staticTexts["Row 9999"].exists)
    #expect(app.tables["list"].exists)
  }
}
