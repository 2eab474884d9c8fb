import LoginFeature
import Streams
import TerminalUI

extension MVC {
  /// MVC's view: the outlets the controller fills in, as a `UIView` with its subviews holds
  /// them. It decides nothing; each outlet records in the trace when the controller changes it.
  @MainActor
  public final class LoginView: ObservableObject {
    @Published public internal(set) var errorLabelText = "" {
      didSet { changed("errorLabel.text", oldValue, errorLabelText, DataFlowTrace.quoted) }
    }
    @Published public internal(set) var isLoginButtonEnabled = false {
      didSet { changed("loginButton.isEnabled", oldValue, isLoginButtonEnabled) }
    }
    @Published public internal(set) var isActivityIndicatorAnimating = false {
      didSet { changed("activityIndicator.isAnimating", oldValue, isActivityIndicatorAnimating) }
    }
    @Published public internal(set) var failureLabelText = "" {
      didSet { changed("failureLabel.text", oldValue, failureLabelText, DataFlowTrace.quoted) }
    }
    @Published public internal(set) var alertMessage = ""
    @Published public var isSuccessAlertPresented = false {
      didSet {
        if isSuccessAlertPresented, !oldValue {
          trace?.record(.controller, .view, "present(alert: \"ログイン成功\")")
        }
      }
    }
    /// The text fields' own text, as a `UITextField` keeps it.
    @Published var emailText = ""
    @Published var passwordText = ""
    let hint: String?
    private let trace: DataFlowTrace?

    init(hint: String?, trace: DataFlowTrace?) {
      self.hint = hint
      self.trace = trace
    }

    private func changed<Value: Equatable>(
      _ outlet: String, _ old: Value, _ new: Value, _ shown: (Value) -> String = { "\($0)" }
    ) {
      guard old != new else { return }
      trace?.record(.controller, .view, "\(outlet) = \(shown(new))")
    }
  }

  /// Draws a controller's ``LoginView`` and sends the person's edits and taps to the
  /// controller, its target.
  public struct LoginScreen: View {
    let controller: LoginViewController
    @ObservedObject var view: LoginView

    public init(controller: LoginViewController) {
      self.controller = controller
      view = controller.view
    }

    public var body: some View {
      LoginForm(
        email: Binding(
          get: { view.emailText },
          set: {
            view.emailText = $0
            controller.emailFieldEditingChanged($0)
          }),
        password: Binding(
          get: { view.passwordText },
          set: {
            view.passwordText = $0
            controller.passwordFieldEditingChanged($0)
          }),
        invalidMessage: view.errorLabelText,
        isLoginEnabled: view.isLoginButtonEnabled,
        isLoading: view.isActivityIndicatorAnimating,
        failureMessage: view.failureLabelText,
        hint: view.hint,
        login: controller.loginButtonTapped,
        cancel: controller.cancelButtonTapped
      )
      .navigationTitle("ログイン (MVC)")
      .alert("ログイン成功", isPresented: $view.isSuccessAlertPresented) {
        Button("OK") {}
      } message: {
        Text(view.alertMessage)
      }
    }
  }
}
