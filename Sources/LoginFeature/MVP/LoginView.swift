import LoginFeature
import Streams
import TerminalUI

extension MVP {
  /// MVP's passive view: it forwards what happens to the presenter and shows what the
  /// presenter tells it, nothing more — no logic, no state of its own beyond what it shows.
  @MainActor
  public final class LoginViewController: ObservableObject, LoginPresenterOutput {
    @Published var emailText = "" {
      didSet { if emailText != oldValue { textDidChange() } }
    }
    @Published var passwordText = "" {
      didSet { if passwordText != oldValue { textDidChange() } }
    }
    @Published public private(set) var invalidMessage = ""
    @Published public private(set) var isLoginEnabled = false
    @Published public private(set) var isLoading = false
    @Published public private(set) var failureMessage = ""
    @Published public var isSuccessAlertPresented = false
    @Published public private(set) var succeededEmail = ""
    let hint: String?
    /// The presenter this view forwards to; it holds this view weakly.
    private var presenter: (any LoginPresenterInput)?
    /// The recorder between the presenter and this view, when there is a trace.
    private var outputRecorder: TracingPresenterOutput?

    /// The view with its presenter over `model`: the dependencies are injected here, and so,
    /// with a `trace`, are the recorders (around the presenter and around this view).
    public init(model: LoginDependencies, hint: String? = nil, trace: DataFlowTrace? = nil) {
      self.hint = hint
      guard let trace else {
        presenter = LoginPresenter(view: self, model: model)
        return
      }
      let recorder = TracingPresenterOutput(self, trace: trace)
      outputRecorder = recorder
      presenter = TracingPresenterInput(
        LoginPresenter(view: recorder, model: model.traced(by: .presenter, into: trace)),
        trace: trace)
    }

    func textDidChange() { presenter?.textDidChange(email: emailText, password: passwordText) }

    func tappedLoginButton() {
      presenter?.tappedLoginButton(email: emailText, password: passwordText)
    }

    func tappedCancelButton() { presenter?.tappedCancelButton() }

    public func showInvalidMessage(_ message: String) { invalidMessage = message }
    public func setLoginEnabled(_ isEnabled: Bool) { isLoginEnabled = isEnabled }
    public func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
    public func showFailure(message: String) { failureMessage = message }
    public func showLoginSucceeded(email: String) {
      succeededEmail = email
      isSuccessAlertPresented = true
    }
  }

  /// Draws the passive view.
  public struct LoginView: View {
    @ObservedObject var controller: LoginViewController

    public init(controller: LoginViewController) { self.controller = controller }

    public var body: some View {
      LoginForm(
        email: $controller.emailText,
        password: $controller.passwordText,
        invalidMessage: controller.invalidMessage,
        isLoginEnabled: controller.isLoginEnabled,
        isLoading: controller.isLoading,
        failureMessage: controller.failureMessage,
        hint: controller.hint,
        login: controller.tappedLoginButton,
        cancel: controller.tappedCancelButton
      )
      .navigationTitle("ログイン (MVP)")
      .loginSucceededAlert(
        isPresented: $controller.isSuccessAlertPresented, email: controller.succeededEmail)
    }
  }
}
