import TerminalUI

/// The login screen of MVVM: the form, bound to the view model.
///
/// The text fields are bound two-way to the view model's `@Published` inputs (`$viewModel.email`)
/// and the button sends `didTapLoginButton`; everything else the view shows is read from the
/// view model's outputs, which it re-reads whenever the view model publishes a change. With a
/// `trace`, the bindings record each value the view hands the view model.
public struct LoginView: View {
  @ObservedObject var viewModel: LoginViewModel
  /// A line under the form, such as the demo account's credentials.
  let hint: String?
  let trace: DataFlowTrace?

  public init(viewModel: LoginViewModel, hint: String? = nil, trace: DataFlowTrace? = nil) {
    self.viewModel = viewModel
    self.hint = hint
    self.trace = trace
  }

  public var body: some View {
    LoginForm(
      email: traced($viewModel.email, "email", DataFlowTrace.quoted),
      password: traced($viewModel.password, "password", DataFlowTrace.masked),
      invalidMessage: viewModel.invalidMessage,
      isLoginEnabled: viewModel.isLoginEnabled,
      isLoading: viewModel.isLoading,
      failureMessage: viewModel.failureMessage,
      hint: hint,
      login: {
        trace?.record(.view, .viewModel, "didTapLoginButton.send()")
        viewModel.didTapLoginButton.send()
      },
      cancel: {
        trace?.record(.view, .viewModel, "didTapCancelButton.send()")
        viewModel.didTapCancelButton.send()
      }
    )
    .navigationTitle("ログイン (MVVM)")
    .loginSucceededAlert(
      isPresented: traced($viewModel.isLoginCompleted, "isLoginCompleted", { "\($0)" }),
      email: viewModel.email)
  }

  /// `binding`, recording each value the view writes through it as `name = value`.
  private func traced<Value>(
    _ binding: Binding<Value>, _ name: String, _ shown: @escaping (Value) -> String
  ) -> Binding<Value> {
    guard let trace else { return binding }
    return Binding(
      get: { binding.wrappedValue },
      set: { value in
        trace.record(.view, .viewModel, "\(name) = \(shown(value))", kind: .observed)
        binding.wrappedValue = value
      })
  }
}
