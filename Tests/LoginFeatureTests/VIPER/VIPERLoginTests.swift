// VIPER makes each part testable alone: the presenter with a fake view, a fake interactor
// and a fake router (is success routed, is failure shown?), and the interactor — the use
// case — with a fake output and a stub service, with no presentation in sight.
import LoginFeature
import TestSupport
import Testing

@testable import LoginVIPER

/// Records every call any of the presenter's neighbours receives, in one list.
@MainActor
final class VIPERRecorder: VIPER.LoginViewInterface, VIPER.LoginInteractorInput,
  VIPER.LoginWireframe, VIPER.LoginInteractorOutput
{
  var calls: [String] = []

  // The view.
  func showValidation(message: String, isLoginEnabled: Bool) {
    calls.append("view.showValidation(\(message), \(isLoginEnabled))")
  }
  func showLoading(_ isLoading: Bool) { calls.append("view.showLoading(\(isLoading))") }
  func showFailure(message: String) { calls.append("view.showFailure(\(message))") }
  // The interactor: validates for real, records the rest.
  func validate(_ credentials: VIPER.LoginCredentials) -> LoginValidationError? {
    LoginValidator().validate(email: credentials.email, password: credentials.password)
  }
  func logIn(_ credentials: VIPER.LoginCredentials) {
    calls.append("interactor.logIn(\(credentials.email))")
  }
  func cancelLogIn() { calls.append("interactor.cancelLogIn()") }
  // The router.
  func showLoginSucceeded(email: String) { calls.append("router.showLoginSucceeded(\(email))") }
  // The interactor's output, for testing the interactor alone.
  func loginSucceeded(_ session: LoginSession, for credentials: VIPER.LoginCredentials) {
    calls.append("loginSucceeded(\(credentials.email))")
  }
  func loginFailed(_ error: AuthenticationError) { calls.append("loginFailed(\(error))") }
}

@MainActor
@Suite("VIPER login presenter and interactor")
struct VIPERLoginTests {
  let fake = VIPERRecorder()
  let credentials = VIPER.LoginCredentials(email: "taro@example.jp", password: "secret")
  let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")

  /// The presenter between three fakes, after a tap with valid input.
  func tappedPresenter() -> VIPER.LoginPresenter {
    let presenter = VIPER.LoginPresenter(view: fake, interactor: fake, router: fake)
    presenter.loginButtonTapped(email: "taro@example.jp", password: "secret")
    #expect(
      fake.calls == [
        "view.showValidation(, false)", "view.showLoading(true)",
        "interactor.logIn(taro@example.jp)",
      ])
    fake.calls = []
    return presenter
  }

  @Test("the presenter sends a success to the router, not to the view")
  func successGoesToRouter() {
    tappedPresenter().loginSucceeded(session, for: credentials)
    #expect(
      fake.calls == [
        "view.showLoading(false)", "view.showValidation(, true)",
        "router.showLoginSucceeded(taro@example.jp)",
      ])
  }

  @Test("the presenter words a failure for the view and does not route")
  func failureGoesToView() {
    tappedPresenter().loginFailed(.wrongCredentials)
    #expect(fake.calls.last == "view.showFailure(メールアドレスまたはパスワードが違います)")
    #expect(!fake.calls.contains { $0.hasPrefix("router.") })
  }

  @Test("the presenter asks the interactor to cancel and tells the view")
  func cancel() {
    tappedPresenter().cancelButtonTapped()
    #expect(fake.calls.first == "interactor.cancelLogIn()")
    #expect(fake.calls.last == "view.showFailure(ログインを中止しました)")
  }

  @Test("the interactor alone sends the credentials and reports a refusal to its output")
  func interactorFailure() async {
    let service = StubAuthenticationService(.failure(.wrongCredentials))
    let interactor = VIPER.LoginInteractor(model: LoginDependencies(service: service))
    interactor.output = fake
    interactor.logIn(credentials)
    #expect(await eventually { fake.calls == ["loginFailed(wrongCredentials)"] })
    #expect(service.calls == ["taro@example.jp"])
    withExtendedLifetime(interactor) {}  // it owns the request; keep it until the answer
  }

  @Test("the interactor alone reports a success with the credentials it sent")
  func interactorSuccess() async {
    let interactor = VIPER.LoginInteractor(
      model: LoginDependencies(service: StubAuthenticationService(.success(session))))
    interactor.output = fake
    #expect(
      interactor.validate(VIPER.LoginCredentials(email: "taro", password: "x")) == .emailInvalid)
    interactor.logIn(credentials)
    #expect(await eventually { fake.calls == ["loginSucceeded(taro@example.jp)"] })
    withExtendedLifetime(interactor) {}
  }
}
