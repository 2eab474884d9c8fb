import LoginFeature
import TerminalUI

extension Redux {
  /// Draws the store's state and sends an action for each edit and tap. Every binding is
  /// read from the state and written as an action: the view never changes state itself.
  public struct LoginView: View {
    @ObservedObject var store: LoginStore
    let hint: String?

    public init(store: LoginStore, hint: String? = nil) {
      self.store = store
      self.hint = hint
    }

    public var body: some View {
      LoginForm(
        email: Binding(get: { store.state.email }, set: { store.send(.emailChanged($0)) }),
        password: Binding(
          get: { store.state.password }, set: { store.send(.passwordChanged($0)) }),
        invalidMessage: store.state.invalidMessage,
        isLoginEnabled: store.state.isLoginEnabled,
        isLoading: store.state.isLoading,
        failureMessage: store.state.failureMessage,
        hint: hint,
        login: { store.send(.loginButtonTapped) },
        cancel: { store.send(.cancelButtonTapped) }
      )
      .navigationTitle("ログイン (Redux)")
      .loginSucceededAlert(
        isPresented: Binding(
          get: { store.state.succeededEmail != nil },
          set: { if !$0 { store.send(.alertDismissed) } }),
        email: store.state.succeededEmail ?? "")
    }
  }
}
