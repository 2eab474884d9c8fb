import LoginFeature

extension Redux {
  /// The login screen's logic as a pure function: given the state and an action, the new
  /// state and the effects to run. It has no side effect and waits for nothing — the one
  /// thing it calls, the model's validator, is a pure function too (the trace shows it as
  /// `Reducer → Model validate(…)`), and the login itself is an effect it only describes —
  /// so a test gives it a state and an action and checks the whole state that comes out.
  public struct LoginReducer: Sendable {
    /// The model's validator: a pure function too.
    let validator: any LoginValidating

    public init(validator: any LoginValidating) { self.validator = validator }

    public func reduce(_ state: inout LoginState, _ action: LoginAction) -> [LoginEffect] {
      switch action {
      case .emailChanged(let email):
        state.email = email
        inputChanged(&state)
        return []
      case .passwordChanged(let password):
        state.password = password
        inputChanged(&state)
        return []
      case .loginButtonTapped:
        guard state.isLoginEnabled else { return [] }
        state.isLoading = true
        state.isLoginEnabled = false
        state.failureMessage = ""
        return [.logIn(email: state.email, password: state.password)]
      case .cancelButtonTapped:
        guard state.isLoading else { return [] }
        finish(&state, failure: .cancelled)
        return [.cancelLogIn]
      case .loginResponse(let result):
        guard state.isLoading else { return [] }
        switch result {
        case .success: finish(&state, failure: nil)
        case .failure(let error): finish(&state, failure: error)
        }
        return []
      case .alertDismissed:
        state.succeededEmail = nil
        return []
      }
    }

    /// An edit: validate, and clear the last failure, which no longer describes the input.
    private func inputChanged(_ state: inout LoginState) {
      let error = validator.validate(email: state.email, password: state.password)
      state.invalidMessage = error?.message ?? ""
      state.isLoginEnabled = error == nil && !state.isLoading
      state.failureMessage = ""
    }

    private func finish(_ state: inout LoginState, failure: AuthenticationError?) {
      state.isLoading = false
      state.isLoginEnabled =
        validator.validate(email: state.email, password: state.password) == nil
      if let failure {
        state.failureMessage = failure.message
      } else {
        state.succeededEmail = state.email
      }
    }
  }
}
