/// Why a login form's input cannot be sent.
public enum LoginValidationError: Error, Equatable, Sendable {
  case emailEmpty
  case passwordEmpty
  case emailInvalid

  /// The message the form shows.
  public var message: String {
    switch self {
    case .emailEmpty: "メールアドレスが入力されていません"
    case .passwordEmpty: "パスワードが入力されていません"
    case .emailInvalid: "メールアドレスの形式が正しくありません"
    }
  }
}

/// Checks a login form's input; a protocol so a view model can be given a test double.
public protocol LoginValidating: Sendable {
  /// The first problem with the input, or nil when it can be sent.
  func validate(email: String, password: String) -> LoginValidationError?
}

/// The articles' checks (an empty email, then an empty password) and the email's shape:
/// one `@`, something before it, and a dotted domain after it with no spaces.
public struct LoginValidator: LoginValidating {
  public init() {}

  public func validate(email: String, password: String) -> LoginValidationError? {
    if email.isEmpty { return .emailEmpty }
    if password.isEmpty { return .passwordEmpty }
    if !Self.isEmailShaped(email) { return .emailInvalid }
    return nil
  }

  static func isEmailShaped(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, email.count <= 254 else { return false }
    let domain = parts[1]
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
      && !email.contains(where: { $0.isWhitespace })
  }
}
