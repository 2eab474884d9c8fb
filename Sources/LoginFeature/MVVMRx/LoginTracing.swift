import LoginFeature
import RxStreams

extension MVVMRx {
  /// A view model that records every element crossing its Input and Output, then does what
  /// `base` does: a decorator of ``LoginViewModelType``, the one seam Input/Output has.
  struct TracingLoginViewModel: LoginViewModelType {
    let base: any LoginViewModelType
    let trace: DataFlowTrace

    func transform(input: LoginViewModel.Input) -> LoginViewModel.Output {
      let output = base.transform(
        input: LoginViewModel.Input(
          email: tap(input.email, .view, .viewModel, "input.email", DataFlowTrace.quoted),
          password: tap(input.password, .view, .viewModel, "input.password", DataFlowTrace.masked),
          loginTap: tap(input.loginTap, .view, .viewModel, "input.loginTap", { "()" }),
          cancelTap: tap(input.cancelTap, .view, .viewModel, "input.cancelTap", { "()" })))
      return LoginViewModel.Output(
        invalidMessage: tap(
          output.invalidMessage, .viewModel, .view, "output.invalidMessage", DataFlowTrace.quoted),
        isLoginEnabled: tap(output.isLoginEnabled, .viewModel, .view, "output.isLoginEnabled"),
        isLoading: tap(output.isLoading, .viewModel, .view, "output.isLoading"),
        failureMessage: tap(
          output.failureMessage, .viewModel, .view, "output.failureMessage", DataFlowTrace.quoted),
        loginSucceeded: tap(
          output.loginSucceeded, .viewModel, .view, "output.loginSucceeded", DataFlowTrace.quoted))
    }

    /// `stream`, recording each element as `name.onNext(element)`.
    private func tap<Element>(
      _ stream: Observable<Element>, _ from: ArchitectureLayer, _ to: ArchitectureLayer,
      _ name: String, _ shown: @escaping (Element) -> String = { "\($0)" }
    ) -> Observable<Element> {
      let trace = trace
      return stream.do(onNext: {
        trace.record(from, to, "\(name).onNext(\(shown($0)))", kind: .observed)
      })
    }
  }
}
