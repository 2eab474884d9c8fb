// MVC makes little testable on its own: the controller decides what its concrete view shows
// and writes it straight into the outlets, so a test must create the controller WITH its view
// and read the outlets back. There is no seam for a fake view; the logic comes with the view.
import LoginFeature
import TestSupport
import Testing

@testable import LoginMVC

@MainActor
@Suite("MVC login controller, through its view's outlets")
struct MVCLoginControllerTests {
  func controller(_ service: any AuthenticationService) -> MVC.LoginViewController {
    MVC.LoginViewController(dependencies: LoginDependencies(service: service))
  }

  @Test("a fresh screen shows no error and a disabled ログイン button")
  func fresh() {
    let view = controller(UnexpectedAuthenticationService()).view
    #expect(view.errorLabelText == "")
    #expect(!view.isLoginButtonEnabled)
  }

  @Test("edits fill in the error label and enable the button once the input is valid")
  func edits() {
    let controller = controller(UnexpectedAuthenticationService())
    controller.emailFieldEditingChanged("taro")
    #expect(controller.view.errorLabelText == "パスワードが入力されていません")
    controller.passwordFieldEditingChanged("secret")
    #expect(controller.view.errorLabelText == "メールアドレスの形式が正しくありません")
    #expect(!controller.view.isLoginButtonEnabled)
    controller.emailFieldEditingChanged("taro@example.jp")
    #expect(controller.view.errorLabelText == "")
    #expect(controller.view.isLoginButtonEnabled)
  }

  @Test("a refused login shows its message in the failure label")
  func refused() async {
    let controller = controller(StubAuthenticationService(.failure(.wrongCredentials)))
    controller.emailFieldEditingChanged("taro@example.jp")
    controller.passwordFieldEditingChanged("wrong")
    controller.loginButtonTapped()
    #expect(controller.view.isActivityIndicatorAnimating)
    #expect(await eventually { controller.view.failureLabelText == "メールアドレスまたはパスワードが違います" })
    #expect(!controller.view.isActivityIndicatorAnimating)
    #expect(controller.view.isLoginButtonEnabled)
  }

  @Test("an accepted login presents the success alert")
  func accepted() async {
    let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")
    let controller = controller(StubAuthenticationService(.success(session)))
    controller.emailFieldEditingChanged("taro@example.jp")
    controller.passwordFieldEditingChanged("secret")
    controller.loginButtonTapped()
    #expect(await eventually { controller.view.isSuccessAlertPresented })
    #expect(controller.view.alertMessage == "taro@example.jp でログインしました")
  }
}
