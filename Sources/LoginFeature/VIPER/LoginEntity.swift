import LoginFeature

/// The login screen in VIPER (Clean Architecture's use case, split into View, Interactor,
/// Presenter, Entity and Router).
public enum VIPER {}

extension VIPER {
  /// The entities the use case works on: what the person typed, and (shared with the
  /// other architectures) the session the server grants, ``LoginSession``.
  public struct LoginCredentials: Equatable, Sendable {
    public let email: String
    public let password: String

    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }
}

extension VIPER.LoginCredentials: CustomStringConvertible {
  /// The credentials as a trace shows them, with the password masked.
  public var description: String {
    "LoginCredentials(\(DataFlowTrace.credentials(email: email, password: password)))"
  }
}
