import Dispatch
import LoginFeature
import Streams

/// The login screen in Cocoa MVC, the baseline the other architectures react to.
public enum MVC {}

extension MVC {
  /// MVC's controller, as people write it: it owns the screen's state, is the target of the
  /// view's actions, calls the model itself, and decides what every outlet shows.
  ///
  /// Nothing stands between it and its view (it fills in the concrete ``LoginView``'s
  /// outlets) or its model (it calls them directly), so there is no seam to slip a recorder
  /// into: each action logs itself, as an `NSLog` in an `IBAction` would, and the view
  /// records what is written into its outlets. Testing it means creating it with its view and
  /// reading the outlets back; the logic cannot be tested apart from them.
  @MainActor
  public final class LoginViewController {
    /// The view it owns: in UIKit, `self.view` with its outlets.
    public let view: LoginView
    private let validator: any LoginValidating
    private let service: any AuthenticationService
    private let trace: DataFlowTrace?
    private var email = ""
    private var password = ""
    private var isLoading = false
    private var request: AnyCancellable?

    public init(dependencies: LoginDependencies, hint: String? = nil, trace: DataFlowTrace? = nil) {
      let model = dependencies.traced(by: .controller, into: trace)
      validator = model.validator
      service = model.service
      self.trace = trace
      view = LoginView(hint: hint, trace: trace)
    }

    // MARK: Actions (the view's targets)

    /// The email field's text changed.
    public func emailFieldEditingChanged(_ text: String) {
      trace?.record(.view, .controller, "emailFieldEditingChanged(\(DataFlowTrace.quoted(text)))")
      email = text
      inputChanged()
    }

    /// The password field's text changed.
    public func passwordFieldEditingChanged(_ text: String) {
      trace?.record(
        .view, .controller, "passwordFieldEditingChanged(\(DataFlowTrace.masked(text)))")
      password = text
      inputChanged()
    }

    /// ログイン was pressed (or Enter in the password field).
    public func loginButtonTapped() {
      trace?.record(.view, .controller, "loginButtonTapped()")
      guard !isLoading, validator.validate(email: email, password: password) == nil else {
        return
      }
      isLoading = true
      view.failureLabelText = ""
      updateLoginButton(isValid: true)
      view.isActivityIndicatorAnimating = true
      request = service.logIn(email: email, password: password)
        .receive(on: DispatchQueue.main)
        .sink(
          receiveCompletion: { [weak self] completion in
            guard case .failure(let error) = completion else { return }
            MainActor.assumeIsolated { self?.loginFinished(.failure(error)) }
          },
          receiveValue: { [weak self] session in
            MainActor.assumeIsolated { self?.loginFinished(.success(session)) }
          })
    }

    /// キャンセル was pressed (or Esc) while the server was being asked.
    public func cancelButtonTapped() {
      trace?.record(.view, .controller, "cancelButtonTapped()")
      guard isLoading else { return }
      request?.cancel()
      loginFinished(.failure(.cancelled))
    }

    // MARK: Deciding what the view shows

    private func inputChanged() {
      // An edit clears the last failure: it no longer describes what is typed.
      if !view.failureLabelText.isEmpty { view.failureLabelText = "" }
      let error = validator.validate(email: email, password: password)
      view.errorLabelText = error?.message ?? ""
      updateLoginButton(isValid: error == nil)
    }

    private func updateLoginButton(isValid: Bool) {
      view.isLoginButtonEnabled = isValid && !isLoading
    }

    private func loginFinished(_ result: Result<LoginSession, AuthenticationError>) {
      request = nil
      isLoading = false
      view.isActivityIndicatorAnimating = false
      updateLoginButton(isValid: validator.validate(email: email, password: password) == nil)
      switch result {
      case .success:
        view.alertMessage = "\(email) でログインしました"
        view.isSuccessAlertPresented = true
      case .failure(let error):
        view.failureLabelText = error.message
      }
    }
  }
}
