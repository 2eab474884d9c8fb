import LoginFeature

/// The login screen as one-way data flow (Redux): one state value, actions, a pure reducer,
/// effects for the server call, a store the view observes.
public enum Redux {}

extension Redux {
  /// Everything the login screen shows, in one value. The view draws it and nothing else.
  public struct LoginState: Equatable, Sendable {
    public var email = ""
    public var password = ""
    public var invalidMessage = ""
    public var isLoginEnabled = false
    public var isLoading = false
    public var failureMessage = ""
    /// The email that logged in while the ログイン成功 alert shows; nil when it does not.
    public var succeededEmail: String?

    public init(
      email: String = "", password: String = "", invalidMessage: String = "",
      isLoginEnabled: Bool = false, isLoading: Bool = false, failureMessage: String = "",
      succeededEmail: String? = nil
    ) {
      self.email = email
      self.password = password
      self.invalidMessage = invalidMessage
      self.isLoginEnabled = isLoginEnabled
      self.isLoading = isLoading
      self.failureMessage = failureMessage
      self.succeededEmail = succeededEmail
    }
  }
}
