import TerminalUI

/// The login screen: the invalid message in red, the two fields, and an orange, full-width
/// ログイン button that stays disabled (and dimmed) until the input is valid.
public struct LoginView: View {
  @ObservedObject var viewModel: LoginViewModel
  /// A line under the form, such as the demo account's credentials.
  let hint: String?

  public init(viewModel: LoginViewModel, hint: String? = nil) {
    self.viewModel = viewModel
    self.hint = hint
  }

  public var body: some View {
    VStack(spacing: 16) {
      // The message's line is kept when it is empty, so the form does not move as it comes
      // and goes.
      Text(viewModel.invalidMessage)
        .foregroundColor(.red)
        .accessibilityIdentifier("loginInvalidMessage")
        .frame(minHeight: 16)
      TextField("Eメール", text: $viewModel.email)
        .textFieldStyle(.roundedBorder)
        .autocapitalization(.none)
        .keyboardType(.emailAddress)
        .accessibilityIdentifier("loginEmailTextField")
      SecureField("パスワード", text: $viewModel.password)
        .textFieldStyle(.roundedBorder)
        .onSubmit { viewModel.didTapLoginButton.send() }
        .accessibilityIdentifier("loginPasswordSecureField")
      Button {
        viewModel.didTapLoginButton.send()
      } label: {
        Text(viewModel.isLoading ? "ログイン中…" : "ログイン")
          .frame(maxWidth: .infinity)
          .padding(.vertical, 8)
          .foregroundColor(.white)
          .background(Color(.orange))
          .cornerRadius(8)
      }
      .disabled(!viewModel.isLoginEnabled)
      .opacity(viewModel.isLoginEnabled ? 1 : 0.5)
      .accessibilityIdentifier("loginButton")
      // The request's progress, then why it failed: two lines kept for them (the longest
      // failure takes two at the form's width), so the form does not move.
      VStack {
        if viewModel.isLoading {
          HStack {
            ProgressView("サーバーに問い合わせ中").accessibilityIdentifier("loginProgress")
            Button("キャンセル (Esc)") { viewModel.didTapCancelButton.send() }
              .keyboardShortcut(.cancelAction)
              .accessibilityIdentifier("loginCancelButton")
          }
        }
        if !viewModel.failureMessage.isEmpty {
          Text(viewModel.failureMessage)
            .foregroundColor(.red)
            .accessibilityIdentifier("loginFailureMessage")
        }
      }
      .frame(minHeight: 32, alignment: .top)
      if let hint {
        Text(hint).font(.caption).accessibilityIdentifier("loginHint")
      }
    }
    // A readable width on a wide terminal: at most 60 columns, centred.
    .frame(maxWidth: 480)
    .padding()
    .navigationTitle("ログイン (MVVM)")
    .alert("ログイン成功", isPresented: $viewModel.isLoginCompleted) {
      Button("OK") {}
    } message: {
      Text("\(viewModel.email) でログインしました")
    }
  }
}
