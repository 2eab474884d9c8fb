import LoginFeature

extension MVP {
  /// A presenter that records each call from the view, then passes it on: injected between
  /// the view and its presenter, where MVP already puts a protocol.
  @MainActor
  final class TracingPresenterInput: LoginPresenterInput {
    let base: any LoginPresenterInput
    let trace: DataFlowTrace

    init(_ base: any LoginPresenterInput, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    func textDidChange(email: String, password: String) {
      trace.record(
        .view, .presenter,
        "textDidChange(\(DataFlowTrace.credentials(email: email, password: password)))"
      )
      base.textDidChange(email: email, password: password)
    }

    func tappedLoginButton(email: String, password: String) {
      trace.record(
        .view, .presenter,
        "tappedLoginButton(\(DataFlowTrace.credentials(email: email, password: password)))"
      )
      base.tappedLoginButton(email: email, password: password)
    }

    func tappedCancelButton() {
      trace.record(.view, .presenter, "tappedCancelButton()")
      base.tappedCancelButton()
    }
  }

  /// A view that records each thing the presenter tells it to show, then shows it. It holds
  /// the real view weakly, as the presenter would.
  @MainActor
  final class TracingPresenterOutput: LoginPresenterOutput {
    weak var base: (any LoginPresenterOutput)?
    let trace: DataFlowTrace

    init(_ base: any LoginPresenterOutput, trace: DataFlowTrace) {
      self.base = base
      self.trace = trace
    }

    private func record(_ message: String) { trace.record(.presenter, .view, message) }

    func showInvalidMessage(_ message: String) {
      record("showInvalidMessage(\(DataFlowTrace.quoted(message)))")
      base?.showInvalidMessage(message)
    }

    func setLoginEnabled(_ isEnabled: Bool) {
      record("setLoginEnabled(\(isEnabled))")
      base?.setLoginEnabled(isEnabled)
    }

    func showLoading(_ isLoading: Bool) {
      record("showLoading(\(isLoading))")
      base?.showLoading(isLoading)
    }

    func showFailure(message: String) {
      record("showFailure(message: \(DataFlowTrace.quoted(message)))")
      base?.showFailure(message: message)
    }

    func showLoginSucceeded(email: String) {
      record("showLoginSucceeded(email: \(DataFlowTrace.quoted(email)))")
      base?.showLoginSucceeded(email: email)
    }
  }
}
