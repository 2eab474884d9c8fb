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
  /// Too many failed attempts; try again after the given number of seconds.
  case tooManyAttempts(retryAfter: Int?)
  /// The server could not be reached.
  case unreachable
  /// Anything else the server or the network said.
  case other(String)

  public var message: String {
    switch self {
    case .wrongCredentials: "メールアドレスまたはパスワードが違います"
    case .tooManyAttempts(let seconds?):
      "ログインの試行が多すぎます。\(max(1, (seconds + 59) / 60))分後にお試しください"
    case .tooManyAttempts(nil): "ログインの試行が多すぎます。しばらくしてからお試しください"
    case .unreachable: "サーバーに接続できません"
    case .other(let reason): "ログインできませんでした: \(reason)"
    }
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

/// Logs in against the backend through `Networking`'s API client.
public struct APIAuthenticationService: AuthenticationService {
  let client: APIClient
  let baseURL: URL

  public init(baseURL: URL, client: APIClient = APIClient()) {
    self.baseURL = baseURL
    self.client = client
  }

  public func logIn(email: String, password: String) -> AnyPublisher<
    LoginSession, AuthenticationError
  > {
    client.publisher(for: LoginRequest(baseURL: baseURL, email: email, password: password))
      .mapError(Self.authenticationError)
      .eraseToAnyPublisher()
  }

  static func authenticationError(_ error: APIError) -> AuthenticationError {
    switch error {
    case .http(401, _, _): .wrongCredentials
    case .http(429, _, let message): .tooManyAttempts(retryAfter: message.flatMap(Self.seconds))
    case .transport(let error) where error.code != .cancelled: .unreachable
    default: .other(error.description)
    }
  }

  /// The number of seconds in a message such as "try again in 840 seconds".
  private static func seconds(in message: String) -> Int? {
    message.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.first
  }
}
