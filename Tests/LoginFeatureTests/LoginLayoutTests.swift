import LoginArchitectures
import TerminalUI
import TerminalUITesting
import Testing

@testable import LoginFeature

@Suite("The login form's layout")
struct LoginLayoutTests {
  /// Where the form's controls are on screen.
  private func frames(_ app: TUIApplication) -> [CGRect] {
    [
      app.textFields["loginEmailTextField"].frame,
      app.secureTextFields["loginPasswordSecureField"].frame,
      app.buttons["loginButton"].frame,
      app.staticTexts["loginHint"].frame,
    ]
  }

  private func launch(
    _ service: any AuthenticationService, width: Int = 80, height: Int = 24
  ) -> TUIApplication {
    let app = TUIApplication(
      rootView: LoginView(
        viewModel: LoginViewModel(validator: LoginValidator(), service: service),
        hint: "デモ用アカウント: demo@example.com / demo1234"),
      size: CGSize(width: width, height: height))
    app.launch()
    return app
  }

  @Test("on a 300-column terminal the form keeps a readable width, centred")
  func readableWidth() {
    let app = launch(StubAuthenticationService(.failure(.wrongCredentials)), width: 300)
    for frame in frames(app).prefix(3) {
      #expect(frame.width > 20 && frame.width <= 60, "\(frame)")
      #expect(abs(Int(frame.minX) + Int(frame.width) / 2 - 150) <= 1, "\(frame) is not centred")
    }
  }

  // The form is centred: a line more moves it by one row on a screen of one height and by
  // none on the next.
  @Test(
    "the fields and the button keep their rows as the invalid message comes and goes",
    arguments: [23, 24])
  func invalidMessage(height: Int) {
    let app = launch(StubAuthenticationService(.failure(.wrongCredentials)), height: height)
    let message = app.staticTexts["loginInvalidMessage"]
    let before = frames(app)
    app.typeText("taro@example.jp")
    #expect(message.label == "パスワードが入力されていません")
    #expect(frames(app) == before)
    app.typeKey(.tab)
    app.typeText("secret")
    #expect(message.label == "")
    #expect(frames(app) == before)
  }

  @Test("the form keeps its rows while the request runs and when a two-line failure shows")
  func failureMessage() {
    let unlock = "samples を終了して起動し直すとすぐに解除されます"
    let app = launch(
      StubAuthenticationService(.failure(.tooManyAttempts(retryAfter: 60, unlock: unlock))))
    let before = frames(app)
    app.typeText("taro@example.jp")
    app.typeKey(.tab)
    app.typeText("wrong\n")
    let failure = app.staticTexts["loginFailureMessage"]
    #expect(failure.waitForExistence(timeout: 5))
    #expect(failure.frame.height == 2)
    #expect(frames(app) == before)

    let hanging = launch(HangingAuthenticationService())
    hanging.typeText("taro@example.jp")
    hanging.typeKey(.tab)
    hanging.typeText("secret\n")
    #expect(hanging.buttons["loginCancelButton"].waitForExistence(timeout: 5))
    #expect(frames(hanging) == before)
    hanging.typeKey(.escape)
    #expect(hanging.staticTexts["loginFailureMessage"].waitForExistence(timeout: 5))
    #expect(frames(hanging) == before)
  }

  @Test(
    "on a small terminal the focused control is scrolled into view, in every architecture",
    arguments: [(40, 14), (80, 12)])
  func focusedInView(width: Int, height: Int) {
    for architecture in LoginArchitecture.allCases {
      let model = LoginDependencies(service: StubAuthenticationService(.failure(.wrongCredentials)))
      let app = TUIApplication(
        rootView: LoginArchitectureScreen(architecture: architecture) { _ in
          architecture.makeScene(
            model: model, hint: "デモ用アカウント: demo@example.com / demo1234", trace: nil)
        }, size: CGSize(width: width, height: height))
      app.launch()
      app.typeText("taro@example.jp")
      app.typeKey(.tab)
      app.typeText("secret")
      app.typeKey(.tab)
      let button = app.buttons["loginButton"]
      #expect(button.hasFocus, "\(architecture)")
      #expect(
        button.frame.minY >= 0 && button.frame.maxY <= CGFloat(height),
        "\(architecture): \(app.screenText)")
      app.typeKey(.tab, modifierFlags: .shift)
      let password = app.secureTextFields["loginPasswordSecureField"]
      #expect(password.hasFocus)
      #expect(password.frame.minY >= 0 && password.frame.maxY <= CGFloat(height))
    }
  }

  @Test(
    "the demo account shows on the first screen of an 80×20 terminal, in every architecture",
    arguments: [false, true])
  func hintInView(trace: Bool) {
    let hint = "デモ用アカウント: demo@example.com / demo1234"
    for architecture in LoginArchitecture.allCases {
      let model = LoginDependencies(service: StubAuthenticationService(.failure(.wrongCredentials)))
      let app = TUIApplication(
        rootView: LoginArchitectureScreen(architecture: architecture, showsTrace: trace) {
          architecture.makeScene(model: model, hint: hint, trace: $0)
        }, size: CGSize(width: 80, height: 20))
      app.launch()
      #expect(app.screenText.contains(hint), "\(architecture): \(app.screenText)")
      #expect(app.textFields["loginEmailTextField"].hasFocus, "\(architecture)")
    }
  }
}
