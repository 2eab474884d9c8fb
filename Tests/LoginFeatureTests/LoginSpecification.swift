import LoginArchitectures
import LoginFeature
import TerminalUI
import TerminalUITesting
import Testing

/// The login screen's behaviour, written once and run against each of the six
/// architectures: they differ inside, and a person cannot tell them apart.
@Suite("One login specification, six architectures")
struct LoginSpecification {
  static let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")

  /// The screen in `architecture`, talking to `service`, launched.
  func launch(_ architecture: LoginArchitecture, _ service: any AuthenticationService)
    -> TUIApplication
  {
    let app = TUIApplication(
      rootView: NavigationStack {
        LoginArchitectureScreen(
          architecture: architecture, model: LoginDependencies(service: service),
          hint: "デモ用アカウント: demo@example.com / demo1234")
      })
    app.launch()
    return app
  }

  /// Types the credentials into the fields, leaving focus on the ログイン button.
  func fill(_ app: TUIApplication, email: String, password: String) {
    app.textFields["loginEmailTextField"].tap()
    app.typeText(email)
    app.typeKey(.tab)
    app.typeText(password)
    // As a person would, moves on once the button is enabled.
    _ = app.buttons["loginButton"].wait(timeout: 5) { $0.isEnabled }
    app.typeKey(.tab)
  }

  @Test(
    "a fresh screen: focus on the email, no message, the button disabled, the read-me shown",
    arguments: LoginArchitecture.allCases)
  func freshScreen(architecture: LoginArchitecture) {
    let app = launch(architecture, UnexpectedAuthenticationService())
    #expect(app.textFields["loginEmailTextField"].hasFocus)
    #expect(app.textFields["loginEmailTextField"].placeholderValue == "Eメール")
    #expect(app.secureTextFields["loginPasswordSecureField"].placeholderValue == "パスワード")
    #expect(app.staticTexts["loginInvalidMessage"].label == "")
    #expect(!app.buttons["loginButton"].isEnabled)
    #expect(app.staticTexts["loginHint"].label.contains("demo@example.com"))
    #expect(app.screenText.contains(architecture.readMe[0]))
    #expect(app.staticTexts["architectureFiles"].label.contains(architecture.folder))
    // The pane is hidden until asked for.
    #expect(!app.otherElements["dataFlowPane"].exists)
  }

  @Test(
    "validation follows each edit; the button is enabled only when the input is valid",
    arguments: LoginArchitecture.allCases)
  func validation(architecture: LoginArchitecture) {
    let app = launch(architecture, UnexpectedAuthenticationService())
    let message = app.staticTexts["loginInvalidMessage"]
    let button = app.buttons["loginButton"]
    app.typeText("taro")
    #expect(message.label == "パスワードが入力されていません")
    app.typeKey(.tab)
    app.typeText("secret")
    #expect(message.label == "メールアドレスの形式が正しくありません")
    #expect(!button.isEnabled)
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeText("@example.jp")
    #expect(message.label == "")
    #expect(button.isEnabled)
    app.typeKey(.delete)
    app.typeKey(.delete)
    app.typeKey(.delete)
    #expect(message.label == "メールアドレスの形式が正しくありません")
    #expect(!button.isEnabled)
  }

  @Test(
    "a wrong password shows why, and no alert; the next edit clears it",
    arguments: LoginArchitecture.allCases)
  func wrongPassword(architecture: LoginArchitecture) {
    let app = launch(architecture, StubAuthenticationService(.failure(.wrongCredentials)))
    fill(app, email: "taro@example.jp", password: "wrong")
    app.typeKey(.enter)
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 5))
    #expect(failure.label == "メールアドレスまたはパスワードが違います")
    #expect(!app.alerts["ログイン成功"].exists)
    #expect(app.buttons["loginButton"].isEnabled)
    #expect(app.buttons["loginButton"].hasFocus)
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeText("2")
    #expect(!failure.exists)
  }

  @Test("too many attempts: the lock-out is explained", arguments: LoginArchitecture.allCases)
  func lockOut(architecture: LoginArchitecture) {
    let app = launch(
      architecture, StubAuthenticationService(.failure(.tooManyAttempts(retryAfter: 840))))
    fill(app, email: "taro@example.jp", password: "wrong")
    app.typeKey(.enter)
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 5))
    #expect(failure.label == "ログインの試行が多すぎます。14分後にお試しください")
  }

  @Test(
    "while the server does not answer, Esc cancels; the form stays and can send again",
    arguments: LoginArchitecture.allCases)
  func cancel(architecture: LoginArchitecture) {
    let service = HangingAuthenticationService()
    let app = launch(architecture, service)
    fill(app, email: "taro@example.jp", password: "secret")
    app.typeKey(.enter)
    #expect(app.buttons["loginCancelButton"].waitForExistence(timeout: 5))
    #expect(!app.buttons["loginButton"].isEnabled)
    #expect(app.buttons["loginButton"].label == "ログイン中…")
    app.typeKey(.escape)
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 5))
    #expect(failure.label == "ログインを中止しました")
    #expect(!app.buttons["loginCancelButton"].exists)
    #expect(app.buttons["loginButton"].isEnabled)
    #expect(service.cancellations == 1)
  }

  @Test(
    "success: the ログイン成功 alert names the account; OK closes it, focus back on the button",
    arguments: LoginArchitecture.allCases)
  func success(architecture: LoginArchitecture) {
    let service = StubAuthenticationService(.success(Self.session))
    let app = launch(architecture, service)
    fill(app, email: "taro@example.jp", password: "secret")
    #expect(app.buttons["loginButton"].hasFocus)
    app.typeKey(.enter)
    let alert = app.alerts["ログイン成功"]
    #expect(alert.waitForExistence(timeout: 5))
    #expect(app.screenText.contains("taro@example.jp でログインしました"))
    #expect(service.calls == ["taro@example.jp"])
    alert.buttons["OK"].tap()
    #expect(!alert.exists)
    #expect(app.buttons["loginButton"].hasFocus)
    #expect(app.buttons["loginButton"].isEnabled)
  }

  @Test("Ctrl-T shows the data-flow pane and hides it again", arguments: LoginArchitecture.allCases)
  func togglePane(architecture: LoginArchitecture) {
    let app = launch(architecture, UnexpectedAuthenticationService())
    app.typeText("t")
    app.typeKey("t", modifierFlags: .control)
    let pane = app.otherElements["dataFlowPane"]
    #expect(pane.waitForExistence(timeout: 5))
    // A numbered crossing between two layers, called (→) or observed (⇢).
    #expect(app.screenText.contains(/\d+ [A-Za-z]+ +[→⇢] [A-Za-z]+/))
    #expect(app.textFields["loginEmailTextField"].hasFocus)
    app.typeKey("t", modifierFlags: .control)
    #expect(!pane.exists)
  }
}
