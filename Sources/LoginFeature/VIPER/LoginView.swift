import LoginFeature
import Streams
import TerminalUI

extension VIPER {
  /// VIPER's view: passive, as in MVP. It forwards events to its event handler (the
  /// presenter) and shows what it is told; the router presents the alert over it.
  @MainActor
  public final class LoginViewController: ObservableObject, LoginViewInterface,
    LoginAlertPresenting
  {
    @Published var emailText = "" {
      didSet { if emailText != oldValue { credentialsChanged() } }
    }
    @Published var passwordText = "" {
      didSet { if passwordText != oldValue { credentialsChanged() } }
    }
    @Published public private(set) var invalidMessage = ""
    @Published public private(set) var isLoginEnabled = false
    @Published public private(set) var isLoading = false
    @Published public private(set) var failureMessage = ""
    @Published public var isSuccessAlertPresented = false
    @Published public private(set) var succeededEmail = ""
    let hint: String?
    /// The presenter (it holds this view weakly).
    var eventHandler: (any LoginViewEventHandler)?
    /// Objects of the module that only weak references point to, kept alive with the view.
    var retained: [AnyObject] = []

    init(hint: String?) { self.hint = hint }

    private func credentialsChanged() {
      eventHandler?.credentialsChanged(email: emailText, password: passwordText)
    }

    func loginButtonTapped() {
      eventHandler?.loginButtonTapped(email: emailText, password: passwordText)
    }

    func cancelButtonTapped() { eventHandler?.cancelButtonTapped() }

    public func showValidation(message: String, isLoginEnabled: Bool) {
      invalidMessage = message
      self.isLoginEnabled = isLoginEnabled
    }

    public func showLoading(_ isLoading: Bool) { self.isLoading = isLoading }
    public func showFailure(message: String) { failureMessage = message }

    public func presentLoginSucceededAlert(email: String) {
      succeededEmail = email
      isSuccessAlertPresented = true
    }
  }

  /// Draws the view.
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
        login: controller.loginButtonTapped,
        cancel: controller.cancelButtonTapped
      )
      .navigationTitle("ログイン (VIPER)")
      .loginSucceededAlert(
        isPresented: $controller.isSuccessAlertPresented, email: controller.succeededEmail)
    }
  }
}
