import Foundation
import Networking
import Streams

/// A signed-in session: the server's token and when it expires.
public struct LoginSession: Equatable, Sendable, Decodable {
  public let token: String
  public let expiresAt: String

  public init(token: String, expiresAt: String) {
    self.token = token
    self.expiresAt = expiresAt
  }
}

/// Why logging in failed, as the form says it.
public enum AuthenticationError: Error, Equatable, Sendable {
  /// The email and password do not match an account.
  case wrongCredentials
  /// Too many failed attempts; try again after the given number of seconds. `unlock`, when
  /// the server's wiring knows it, says what else lifts the lock (the embedded backend
  /// forgets failures when `samples` restarts).
  case tooManyAttempts(retryAfter: Int?, unlock: String? = nil)
  /// The server could not be reached.
  case unreachable
  /// Anything else the server or the network said.
  case other(String)

  public var message: String {
    switch self {
    case .wrongCredentials: "メールアドレスまたはパスワードが違います"
    case .tooManyAttempts(let seconds, let unlock): Self.lockoutMessage(seconds, unlock)
    case .unreachable: "サーバーに接続できません"
    case .other(let reason): "ログインできませんでした: \(reason)"
    }
  }

  /// "ログインの試行が多すぎます。N分後にお試しください", then what else unlocks, if known.
  private static func lockoutMessage(_ seconds: Int?, _ unlock: String?) -> String {
    let wait =
      seconds.map { "\(max(1, ($0 + 59) / 60))分後にお試しください" } ?? "しばらくしてからお試しください"
    return ["ログインの試行が多すぎます", wait, unlock].compactMap { $0 }.joined(separator: "。")
  }
}

/// Sends credentials to be checked; a protocol so a view model can be given a test double.
public protocol AuthenticationService: Sendable {
  func logIn(email: String, password: String) -> AnyPublisher<LoginSession, AuthenticationError>
}

/// `POST /login` on the backend.
public struct LoginRequest: Request {
  public typealias Response = LoginSession

  public let baseURL: URL
  public let email: String
  public let password: String

  public init(baseURL: URL, email: String, password: String) {
    self.baseURL = baseURL
    self.email = email
    self.password = password
  }

  public var path: String { "/login" }
  public var method: HTTPMethod { .post }
  public var body: Data? {
    try? JSONSerialization.data(withJSONObject: ["email": email, "password": password])
  }
}

/// Logs in against the backend through `Networking`'s API client. `lockoutNote` is added to
/// the too-many-attempts message: what, besides waiting, lifts that server's lock.
public struct APIAuthenticationService: AuthenticationService {
  let client: APIClient
  let baseURL: URL
  let lockoutNote: String?

  public init(baseURL: URL, client: APIClient = APIClient(), lockoutNote: String? = nil) {
    self.baseURL = baseURL
    self.client = client
    self.lockoutNote = lockoutNote
  }

  public func logIn(email: String, password: String) -> AnyPublisher<
    LoginSession, AuthenticationError
  > {
    let lockoutNote = lockoutNote
    return client.publisher(
      for: LoginRequest(baseURL: baseURL, email: email, password: password)
    )
    .mapError { Self.authenticationError($0, lockoutNote: lockoutNote) }
    .eraseToAnyPublisher()
  }

  static func authenticationError(_ error: APIError, lockoutNote: String? = nil)
    -> AuthenticationError
  {
    switch error {
    case .http(401, _, _): .wrongCredentials
    case .http(429, _, let message):
      .tooManyAttempts(retryAfter: message.flatMap(Self.seconds), unlock: lockoutNote)
    case .transport(let error) where error.code != .cancelled: .unreachable
    default: .other(error.description)
    }
  }

  /// The number of seconds in a message such as "try again in 840 seconds".
  private static func seconds(in message: String) -> Int? {
    message.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.first
  }
}
