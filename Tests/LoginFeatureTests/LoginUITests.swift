import TerminalUI
import TerminalUITesting
import Testing

@testable import LoginFeature

@Suite("Login screen UI")
struct LoginUITests {
  let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")

  @Test("the articles' scenario: disabled, type email and password, enabled, tap, alert")
  func articleScenario() {
    let service = StubAuthenticationService(.success(session))
    let app = TUIApplication(
      rootView: LoginView(viewModel: LoginViewModel(validator: LoginValidator(), service: service)))
    app.launch()
    let button = app.buttons["loginButton"]
    #expect(!button.isEnabled)
    #expect(app.staticTexts["loginInvalidMessage"].label == "")
    let email = app.textFields["loginEmailTextField"]
    #expect(email.placeholderValue == "Eメール")
    email.tap()
    email.typeText("taro@example.jp")
    #expect(app.staticTexts["loginInvalidMessage"].label == "パスワードが入力されていません")
    let password = app.secureTextFields["loginPasswordSecureField"]
    #expect(password.placeholderValue == "パスワード")
    password.tap()
    password.typeText("secret")
    #expect(button.isEnabled)
    button.tap()
    let alert = app.alerts["ログイン成功"]
    #expect(alert.waitForExistence(timeout: 5))
    #expect(service.calls == ["taro@example.jp"])
    alert.buttons["OK"].tap()
    #expect(!alert.exists)
  }

  @Test("wrong credentials show a message and no alert; the demo hint shows")
  func wrongCredentials() {
    let service = StubAuthenticationService(.failure(.wrongCredentials))
    let app = TUIApplication(
      rootView: LoginView(
        viewModel: LoginViewModel(validator: LoginValidator(), service: service),
        hint: "デモ用アカウント: demo@example.com / demo1234"))
    app.launch()
    #expect(app.staticTexts["loginHint"].label.contains("demo@example.com"))
    app.typeText("taro@example.jp")
    app.typeKey(.tab)
    app.typeText("wrong\n")
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 5))
    #expect(failure.label == "メールアドレスまたはパスワードが違います")
    #expect(!app.alerts["ログイン成功"].exists)
  }

  @Test("after a failed login the button keeps focus, and Shift-Tab goes to the password")
  func focusAfterFailure() {
    let service = StubAuthenticationService(.failure(.wrongCredentials))
    let app = TUIApplication(
      rootView: LoginView(viewModel: LoginViewModel(validator: LoginValidator(), service: service)))
    app.launch()
    app.typeText("taro@example.jp")
    app.typeKey(.tab)
    app.typeText("wrong")
    app.typeKey(.tab)
    let button = app.buttons["loginButton"]
    #expect(button.hasFocus)
    // The button disables itself while the request runs (a frame or more), then enables
    // itself again when the failure arrives.
    app.typeKey(.enter)
    #expect(button.hasFocus)
    #expect(app.staticTexts["loginFailureMessage"].waitForExistence(timeout: 5))
    #expect(button.isEnabled)
    #expect(button.hasFocus)
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(app.secureTextFields["loginPasswordSecureField"].hasFocus)
    #expect(!app.textFields["loginEmailTextField"].hasFocus)
  }

  @Test("Enter in the email moves to the password; Enter there logs in")
  func enterThroughTheForm() {
    let service = StubAuthenticationService(.success(session))
    let app = TUIApplication(
      rootView: LoginView(viewModel: LoginViewModel(validator: LoginValidator(), service: service)))
    app.launch()
    app.typeText("taro@example.jp\n")
    #expect(app.secureTextFields["loginPasswordSecureField"].hasFocus)
    #expect(service.calls.isEmpty)
    app.typeText("secret\n")
    #expect(app.alerts["ログイン成功"].waitForExistence(timeout: 5))
    #expect(service.calls == ["taro@example.jp"])
  }
}
