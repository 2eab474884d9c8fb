// MVP makes the presenter testable with a fake view: the presenter tells a passive view what
// to show, one call at a time, so a test stands in for the view with a recorder and checks
// the calls it received, in order, without drawing anything.
import LoginFeature
import TestSupport
import Testing

@testable import LoginMVP

/// A passive view that only writes down what the presenter told it to show.
@MainActor
final class RecordingLoginView: MVP.LoginPresenterOutput {
  var calls: [String] = []

  func showInvalidMessage(_ message: String) { calls.append("showInvalidMessage(\(message))") }
  func setLoginEnabled(_ isEnabled: Bool) { calls.append("setLoginEnabled(\(isEnabled))") }
  func showLoading(_ isLoading: Bool) { calls.append("showLoading(\(isLoading))") }
  func showFailure(message: String) { calls.append("showFailure(\(message))") }
  func showLoginSucceeded(email: String) { calls.append("showLoginSucceeded(\(email))") }
}

@MainActor
@Suite("MVP login presenter")
struct MVPLoginPresenterTests {
  let view = RecordingLoginView()

  func presenter(_ service: any AuthenticationService) -> MVP.LoginPresenter {
    MVP.LoginPresenter(view: view, model: LoginDependencies(service: service))
  }

  @Test("an edit tells the view the validation message and whether ログイン is enabled")
  func edit() {
    let presenter = presenter(UnexpectedAuthenticationService())
    presenter.textDidChange(email: "taro@example.jp", password: "")
    #expect(view.calls == ["showInvalidMessage(パスワードが入力されていません)", "setLoginEnabled(false)"])
    view.calls = []
    presenter.textDidChange(email: "taro@example.jp", password: "secret")
    #expect(view.calls == ["showInvalidMessage()", "setLoginEnabled(true)"])
  }

  @Test("a tap with invalid input tells the view nothing")
  func tapWhileInvalid() {
    presenter(UnexpectedAuthenticationService()).tappedLoginButton(email: "taro", password: "x")
    #expect(view.calls == [])
  }

  @Test("a refused login: loading at once, then the failure when the answer comes")
  func refused() async {
    let presenter = presenter(StubAuthenticationService(.failure(.wrongCredentials)))
    presenter.tappedLoginButton(email: "taro@example.jp", password: "wrong")
    #expect(view.calls == ["setLoginEnabled(false)", "showLoading(true)"])
    #expect(await eventually { view.calls.count == 5 })
    #expect(
      view.calls.suffix(3) == [
        "showLoading(false)", "setLoginEnabled(true)", "showFailure(メールアドレスまたはパスワードが違います)",
      ])
    withExtendedLifetime(presenter) {}  // it owns the request; keep it until the answer
  }

  @Test("an accepted login tells the view to show the success alert")
  func accepted() async {
    let session = LoginSession(token: "t", expiresAt: "2026-11-30T00:00:00Z")
    let presenter = presenter(StubAuthenticationService(.success(session)))
    presenter.tappedLoginButton(email: "taro@example.jp", password: "secret")
    #expect(await eventually { view.calls.last == "showLoginSucceeded(taro@example.jp)" })
    withExtendedLifetime(presenter) {}
  }

  @Test("cancelling tells the view at once; the request is cancelled")
  func cancel() {
    let service = HangingAuthenticationService()
    let presenter = presenter(service)
    presenter.tappedLoginButton(email: "taro@example.jp", password: "secret")
    view.calls = []
    presenter.tappedCancelButton()
    #expect(
      view.calls == ["showLoading(false)", "setLoginEnabled(true)", "showFailure(ログインを中止しました)"])
    #expect(service.cancellations == 1)
  }

  @Test("the presenter holds its view weakly: no retain cycle with a view that owns it")
  func weakView() {
    var view: RecordingLoginView? = RecordingLoginView()
    weak let released = view
    let presenter = MVP.LoginPresenter(
      view: view!, model: LoginDependencies(service: UnexpectedAuthenticationService()))
    view = nil
    #expect(released == nil)
    presenter.textDidChange(email: "", password: "")  // talks to no one, and does not crash
  }
}
