import LoginFeature

extension Redux {
  /// Everything that can happen to the login screen, named after what happened: the
  /// person's edits and taps, and the server's answer.
  public enum LoginAction: Equatable, Sendable {
    case emailChanged(String)
    case passwordChanged(String)
    case loginButtonTapped
    case cancelButtonTapped
    case loginResponse(Result<LoginSession, AuthenticationError>)
    case alertDismissed
  }

  /// Work the reducer asks for and cannot do itself, being pure: a description, run by
  /// ``LoginEffects``.
  public enum LoginEffect: Equatable, Sendable {
    /// Send the credentials to the server; its answer comes back as `.loginResponse`.
    case logIn(email: String, password: String)
    /// Stop the request under way; no answer comes back.
    case cancelLogIn
  }
}

extension Redux.LoginAction: CustomStringConvertible {
  /// The action as a trace shows it, with the password masked.
  public var description: String {
    switch self {
    case .emailChanged(let email): ".emailChanged(\(DataFlowTrace.quoted(email)))"
    case .passwordChanged(let password): ".passwordChanged(\(DataFlowTrace.masked(password)))"
    case .loginButtonTapped: ".loginButtonTapped"
    case .cancelButtonTapped: ".cancelButtonTapped"
    case .loginResponse(.success): ".loginResponse(.success)"
    case .loginResponse(.failure(let error)): ".loginResponse(.failure(.\(error.traceName)))"
    case .alertDismissed: ".alertDismissed"
    }
  }
}

extension Redux.LoginEffect: CustomStringConvertible {
  public var description: String {
    switch self {
    case .logIn(let email, _): ".logIn(email: \(DataFlowTrace.quoted(email)))"
    case .cancelLogIn: ".cancelLogIn"
    }
  }
}
