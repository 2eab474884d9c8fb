import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

@testable import LoginFeature

@Suite("The login form's layout")
struct LoginLayoutTests {
  /// Where the form's controls are on screen.
  private func frames(_ app: TUIApplication) -> [Rect] {
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
      size: Size(width: width, height: height))
    app.launch()
    return app
  }

  @Test("on a 300-column terminal the form keeps a readable width, centred")
  func readableWidth() {
    let app = launch(StubAuthenticationService(.failure(.wrongCredentials)), width: 300)
    for frame in frames(app).prefix(3) {
      #expect(frame.width > 20 && frame.width <= 60, "\(frame)")
      #expect(abs(frame.x + frame.width / 2 - 150) <= 1, "\(frame) is not centred")
    }
  }
}
