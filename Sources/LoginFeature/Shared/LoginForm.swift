import TerminalUI

/// The login form as every architecture draws it: the account to try (when there is one), the
/// invalid message in red, the two fields, an orange, full-width ログイン button that stays
/// disabled (and dimmed) until the input is valid, the request's progress with キャンセル (Esc),
/// and why the last attempt failed.
///
/// The form holds no state and decides nothing: it shows the values it is given and calls
/// back when the person edits or taps. The six architectures draw this same form; what
/// differs between them is only who computes these values and how taps reach the model.
public struct LoginForm: View {
  let email: Binding<String>
  let password: Binding<String>
  let invalidMessage: String
  let isLoginEnabled: Bool
  let isLoading: Bool
  let failureMessage: String
  let hint: String?
  let login: @MainActor () -> Void
  let cancel: @MainActor () -> Void

  public init(
    email: Binding<String>, password: Binding<String>, invalidMessage: String,
    isLoginEnabled: Bool, isLoading: Bool, failureMessage: String, hint: String?,
    login: @escaping @MainActor () -> Void, cancel: @escaping @MainActor () -> Void
  ) {
    self.email = email
    self.password = password
    self.invalidMessage = invalidMessage
    self.isLoginEnabled = isLoginEnabled
    self.isLoading = isLoading
    self.failureMessage = failureMessage
    self.hint = hint
    self.login = login
    self.cancel = cancel
  }

  public var body: some View {
    VStack(spacing: 16) {
      // The account to try, first: a short terminal still shows it above the fields.
      if let hint {
        Text(hint).font(.caption).accessibilityIdentifier("loginHint")
      }
      // The message's line is kept when it is empty, so the form does not move as it comes
      // and goes.
      Text(invalidMessage)
        .foregroundColor(.red)
        .accessibilityIdentifier("loginInvalidMessage")
        .frame(minHeight: 16)
      TextField("Eメール", text: email)
        .textFieldStyle(.roundedBorder)
        .autocapitalization(.none)
        .keyboardType(.emailAddress)
        .accessibilityIdentifier("loginEmailTextField")
      SecureField("パスワード", text: password)
        .textFieldStyle(.roundedBorder)
        .onSubmit(login)
        .accessibilityIdentifier("loginPasswordSecureField")
      Button(action: login) {
        Text(isLoading ? "ログイン中…" : "ログイン")
          .frame(maxWidth: .infinity)
          .padding(.vertical, 8)
          .foregroundColor(.white)
          .background(Color(.orange))
          .cornerRadius(8)
      }
      .disabled(!isLoginEnabled)
      .opacity(isLoginEnabled ? 1 : 0.5)
      .accessibilityIdentifier("loginButton")
      // The request's progress, then why it failed: two lines kept for them (the longest
      // failure takes two at the form's width), so the form does not move.
      VStack {
        if isLoading {
          HStack {
            ProgressView("サーバーに問い合わせ中").accessibilityIdentifier("loginProgress")
            Button("キャンセル (Esc)", action: cancel)
              .keyboardShortcut(.cancelAction)
              .accessibilityIdentifier("loginCancelButton")
          }
        }
        if !failureMessage.isEmpty {
          Text(failureMessage)
            .foregroundColor(.red)
            .accessibilityIdentifier("loginFailureMessage")
        }
      }
      .frame(minHeight: 32, alignment: .top)
    }
    // A readable width on a wide terminal: at most 60 columns, centred.
    .frame(maxWidth: 480)
    .padding()
  }
}

extension View {
  /// The ログイン成功 alert, saying which account logged in; OK calls `dismiss` after the
  /// alert closes.
  public func loginSucceededAlert(
    isPresented: Binding<Bool>, email: String,
    dismiss: @escaping @MainActor @Sendable () -> Void = {}
  ) -> some View {
    alert("ログイン成功", isPresented: isPresented) {
      Button("OK", action: dismiss)
    } message: {
      Text("\(email) でログインしました")
    }
  }
}
