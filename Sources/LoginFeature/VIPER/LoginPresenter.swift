import LoginFeature

extension VIPER {
  /// What the view tells the presenter.
  @MainActor
  public protocol LoginViewEventHandler: AnyObject {
    func credentialsChanged(email: String, password: String)
    func loginButtonTapped(email: String, password: String)
    func cancelButtonTapped()
  }

  /// What the presenter tells the view: what to show, already worded.
  @MainActor
  public protocol LoginViewInterface: AnyObject {
    func showValidation(message: String, isLoginEnabled: Bool)
    func showLoading(_ isLoading: Bool)
    func showFailure(message: String)
  }

  /// VIPER's presenter: between the view and the use case. It turns the view's events into
  /// requests to the interactor, the interactor's answers into words for the view, and asks
  /// the router to go elsewhere (here, the ログイン成功 alert). It holds the view weakly.
  @MainActor
  public final class LoginPresenter: LoginViewEventHandler, LoginInteractorOutput {
    weak var view: (any LoginViewInterface)?
    let interactor: any LoginInteractorInput
    let router: any LoginWireframe
    private var isLoading = false
    private var showsFailure = false
    private var lastCredentials = LoginCredentials(email: "", password: "")

    public init(
      view: any LoginViewInterface, interactor: any LoginInteractorInput,
      router: any LoginWireframe
    ) {
      self.view = view
      self.interactor = interactor
      self.router = router
    }

    public func credentialsChanged(email: String, password: String) {
      lastCredentials = LoginCredentials(email: email, password: password)
      // An edit clears the last failure: it no longer describes what is typed.
      if showsFailure { showFailure("") }
      showValidation()
    }

    public func loginButtonTapped(email: String, password: String) {
      let credentials = LoginCredentials(email: email, password: password)
      guard !isLoading, interactor.validate(credentials) == nil else { return }
      lastCredentials = credentials
      isLoading = true
      if showsFailure { showFailure("") }
      view?.showValidation(message: "", isLoginEnabled: false)
      view?.showLoading(true)
      interactor.logIn(credentials)
    }

    public func cancelButtonTapped() {
      guard isLoading else { return }
      interactor.cancelLogIn()
      loginFailed(.cancelled)
    }

    public func loginSucceeded(_ session: LoginSession, for credentials: LoginCredentials) {
      finishLoading()
      router.showLoginSucceeded(email: credentials.email)
    }

    public func loginFailed(_ error: AuthenticationError) {
      finishLoading()
      showFailure(error.message)
    }

    private func finishLoading() {
      isLoading = false
      view?.showLoading(false)
      showValidation()
    }

    private func showValidation() {
      let error = interactor.validate(lastCredentials)
      view?.showValidation(
        message: error?.message ?? "", isLoginEnabled: error == nil && !isLoading)
    }

    private func showFailure(_ message: String) {
      showsFailure = !message.isEmpty
      view?.showFailure(message: message)
    }
  }
}
