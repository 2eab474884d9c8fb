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
  /// Nothing answered at `server`.
  case unreachable(server: String)
  /// `server` took the request but did not answer within `seconds`.
  case timedOut(server: String, seconds: Int)
  /// The person cancelled the attempt.
  case cancelled
  /// Anything else, in the words the form shows.
  case other(String)

  public var message: String {
    switch self {
    case .wrongCredentials: "メールアドレスまたはパスワードが違います"
    case .tooManyAttempts(let seconds, let unlock): Self.lockoutMessage(seconds, unlock)
    case .unreachable(let server): "サーバー \(server) に接続できません"
    case .timedOut(let server, let seconds): "サーバー \(server) が\(seconds)秒待っても応答しません"
    case .cancelled: "ログインを中止しました"
    case .other(let reason): reason
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

/// Logs in against the backend through `Networking`'s API client. An attempt the server takes
/// but does not answer fails after `timeout` seconds (10 by default) with `.timedOut`.
/// `lockoutNote` is added to the too-many-attempts message: what, besides waiting, lifts that
/// server's lock.
public struct APIAuthenticationService: AuthenticationService {
  let client: APIClient
  let baseURL: URL
  let timeout: Int
  let lockoutNote: String?

  public init(
    baseURL: URL, client: APIClient = APIClient(), timeout: Int = 10, lockoutNote: String? = nil
  ) {
    self.baseURL = baseURL
    self.client = client
    self.timeout = max(1, timeout)
    self.lockoutNote = lockoutNote
  }

  public func logIn(email: String, password: String) -> AnyPublisher<
    LoginSession, AuthenticationError
  > {
    let server = Self.name(of: baseURL)
    let seconds = timeout
    let lockoutNote = lockoutNote
    return Self.limited(
      client.publisher(for: LoginRequest(baseURL: baseURL, email: email, password: password))
        .mapError {
          Self.authenticationError($0, server: server, timeout: seconds, lockoutNote: lockoutNote)
        },
      to: seconds, server: server)
  }

  /// The queue the time limit's timer and deliveries run on. Serial: `timeout` hands each
  /// event to its scheduler, and on a concurrent queue (`DispatchQueue.global()`) the
  /// server's answer and the completion right behind it could swap, so that a busy machine
  /// saw the login finish with no answer (shown as a cancelled attempt).
  private static let timeLimitQueue = DispatchQueue(label: "architecture-samples.login.timeout")

  /// `answer`, failing with `.timedOut` when nothing comes within `seconds`.
  static func limited<Answer: Publisher>(
    _ answer: Answer, to seconds: Int, server: String
  ) -> AnyPublisher<LoginSession, AuthenticationError>
  where Answer.Output == LoginSession, Answer.Failure == AuthenticationError {
    answer
      .timeout(
        .seconds(seconds), scheduler: timeLimitQueue,
        customError: { .timedOut(server: server, seconds: seconds) }
      )
      .eraseToAnyPublisher()
  }

  static func authenticationError(
    _ error: APIError, server: String, timeout: Int, lockoutNote: String? = nil
  ) -> AuthenticationError {
    switch error {
    case .http(401, _, _): .wrongCredentials
    case .http(429, _, let message):
      .tooManyAttempts(retryAfter: message.flatMap(Self.seconds), unlock: lockoutNote)
    case .http(let status, _, _) where status >= 500:
      .other("サーバー \(server) でエラーが起きました (HTTP \(status))")
    case .http(let status, _, _): .other("サーバー \(server) がログインを受け付けません (HTTP \(status))")
    case .transport(let error) where error.code == .cancelled: .cancelled
    case .transport(let error) where error.code == .timedOut:
      .timedOut(server: server, seconds: timeout)
    case .transport: .unreachable(server: server)
    case .decoding: .other("サーバー \(server) の応答を読み取れません")
    case .invalidRequest: .other("ログインの要求を作れません: サーバーのアドレス \(server) を確かめてください")
    }
  }

  /// The server as a person types it: the address without a trailing slash.
  static func name(of url: URL) -> String {
    var text = url.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  /// The number of seconds in a message such as "try again in 840 seconds".
  private static func seconds(in message: String) -> Int? {
    message.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.first
  }
}
