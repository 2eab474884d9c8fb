import Dispatch
import LoginFeature
import Streams

/// The login screen in MVP, as the division article builds its calculator.
public enum MVP {}

extension MVP {
  /// What the view tells the presenter, named after what happened in the view; the view
  /// hands over its fields' text, as `tappedButton(dividend:divisor:)` does.
  @MainActor
  public protocol LoginPresenterInput: AnyObject {
    func textDidChange(email: String, password: String)
    func tappedLoginButton(email: String, password: String)
    func tappedCancelButton()
  }

  /// What the presenter tells the passive view to show. The view calls nothing back.
  @MainActor
  public protocol LoginPresenterOutput: AnyObject {
    func showInvalidMessage(_ message: String)
    func setLoginEnabled(_ isEnabled: Bool)
    func showLoading(_ isLoading: Bool)
    func showFailure(message: String)
    func showLoginSucceeded(email: String)
  }

  /// MVP's presenter: all the screen's logic, with no UI import. It hears what happened in
  /// the view, asks the model, and tells the view what to show through
  /// ``LoginPresenterOutput``; it holds the view weakly and the model through its protocols.
  ///
  /// A passive view differs from an MVVM view model in who acts: the presenter calls the
  /// view's methods, one by one, to show each thing, whereas a view model only exposes state
  /// and never knows a view exists — the view binds to it and redraws itself.
  @MainActor
  public final class LoginPresenter: LoginPresenterInput {
    private weak var view: (any LoginPresenterOutput)?
    private let validator: any LoginValidating
    private let service: any AuthenticationService
    private var request: AnyCancellable?
    /// Whether the view shows a failure, which the next edit clears.
    private var showsFailure = false

    public init(view: any LoginPresenterOutput, model: LoginDependencies) {
      self.view = view
      validator = model.validator
      service = model.service
    }

    public func textDidChange(email: String, password: String) {
      let error = validator.validate(email: email, password: password)
      // An edit clears the last failure: it no longer describes what is typed.
      if showsFailure { showFailure("") }
      view?.showInvalidMessage(error?.message ?? "")
      view?.setLoginEnabled(error == nil && request == nil)
    }

    public func tappedLoginButton(email: String, password: String) {
      guard request == nil, validator.validate(email: email, password: password) == nil else {
        return
      }
      if showsFailure { showFailure("") }
      view?.setLoginEnabled(false)
      view?.showLoading(true)
      request = service.logIn(email: email, password: password)
        .receive(on: DispatchQueue.main)
        .sink(
          receiveCompletion: { [weak self] completion in
            guard case .failure(let error) = completion else { return }
            MainActor.assumeIsolated { self?.finish(.failure(error), email: email) }
          },
          receiveValue: { [weak self] session in
            MainActor.assumeIsolated { self?.finish(.success(session), email: email) }
          })
    }

    public func tappedCancelButton() {
      guard let request else { return }
      request.cancel()
      finish(.failure(.cancelled), email: "")
    }

    private func finish(_ result: Result<LoginSession, AuthenticationError>, email: String) {
      request = nil
      view?.showLoading(false)
      view?.setLoginEnabled(true)
      switch result {
      case .success: view?.showLoginSucceeded(email: email)
      case .failure(let error): showFailure(error.message)
      }
    }

    private func showFailure(_ message: String) {
      showsFailure = !message.isEmpty
      view?.showFailure(message: message)
    }
  }
}
