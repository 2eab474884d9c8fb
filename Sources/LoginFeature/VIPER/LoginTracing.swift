import LoginFeature

extension VIPER {
  /// Records each event the view sends the presenter.
  @MainActor
  final class TracingEventHandler: LoginViewEventHandler {
    let base: any LoginViewEventHandler
    let trace: DataFlowTrace

    init(_ base: any LoginViewEventHandler, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func credentialsChanged(email: String, password: String) {
      trace.record(
        .view, .presenter,
        "credentialsChanged(\(DataFlowTrace.credentials(email: email, password: password)))"
      )
      base.credentialsChanged(email: email, password: password)
    }

    func loginButtonTapped(email: String, password: String) {
      trace.record(
        .view, .presenter,
        "loginButtonTapped(\(DataFlowTrace.credentials(email: email, password: password)))"
      )
      base.loginButtonTapped(email: email, password: password)
    }

    func cancelButtonTapped() {
      trace.record(.view, .presenter, "cancelButtonTapped()")
      base.cancelButtonTapped()
    }
  }

  /// Records what the presenter tells the view (held weakly, as the presenter holds it).
  @MainActor
  final class TracingViewInterface: LoginViewInterface {
    weak var base: (any LoginViewInterface)?
    let trace: DataFlowTrace

    init(_ base: any LoginViewInterface, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func showValidation(message: String, isLoginEnabled: Bool) {
      trace.record(
        .presenter, .view,
        "showValidation(message: \(DataFlowTrace.quoted(message)), isLoginEnabled: \(isLoginEnabled))"
      )
      base?.showValidation(message: message, isLoginEnabled: isLoginEnabled)
    }

    func showLoading(_ isLoading: Bool) {
      trace.record(.presenter, .view, "showLoading(\(isLoading))")
      base?.showLoading(isLoading)
    }

    func showFailure(message: String) {
      trace.record(.presenter, .view, "showFailure(message: \(DataFlowTrace.quoted(message)))")
      base?.showFailure(message: message)
    }
  }

  /// Records what the presenter asks of the use case, and what it answers at once.
  @MainActor
  final class TracingInteractorInput: LoginInteractorInput {
    let base: any LoginInteractorInput
    let trace: DataFlowTrace

    init(_ base: any LoginInteractorInput, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func validate(_ credentials: LoginCredentials) -> LoginValidationError? {
      trace.record(.presenter, .interactor, "validate(\(credentials))")
      let error = base.validate(credentials)
      trace.record(.interactor, .presenter, "return \(error.map { ".\($0)" } ?? "nil")")
      return error
    }

    func logIn(_ credentials: LoginCredentials) {
      trace.record(.presenter, .interactor, "logIn(\(credentials))")
      base.logIn(credentials)
    }

    func cancelLogIn() {
      trace.record(.presenter, .interactor, "cancelLogIn()")
      base.cancelLogIn()
    }
  }

  /// Records the use case's answers to the presenter (held weakly, as the interactor holds it).
  @MainActor
  final class TracingInteractorOutput: LoginInteractorOutput {
    weak var base: (any LoginInteractorOutput)?
    let trace: DataFlowTrace

    init(_ base: any LoginInteractorOutput, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func loginSucceeded(_ session: LoginSession, for credentials: LoginCredentials) {
      trace.record(.interactor, .presenter, "loginSucceeded(LoginSession, for: \(credentials))")
      base?.loginSucceeded(session, for: credentials)
    }

    func loginFailed(_ error: AuthenticationError) {
      trace.record(.interactor, .presenter, "loginFailed(.\(error.traceName))")
      base?.loginFailed(error)
    }
  }

  /// Records where the presenter asks the router to go.
  @MainActor
  final class TracingWireframe: LoginWireframe {
    let base: any LoginWireframe
    let trace: DataFlowTrace

    init(_ base: any LoginWireframe, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func showLoginSucceeded(email: String) {
      trace.record(.presenter, .router, "showLoginSucceeded(email: \(DataFlowTrace.quoted(email)))")
      base.showLoginSucceeded(email: email)
    }
  }
}
