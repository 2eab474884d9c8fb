import Foundation
import Primitives

/// Why an account could not be created.
public enum AccountError: Error, Equatable, CustomStringConvertible {
  case invalidEmail
  case passwordTooShort(minimum: Int)
  case duplicateEmail

  public var description: String {
    switch self {
    case .invalidEmail: "the email address is not valid"
    case .passwordTooShort(let minimum): "the password must be at least \(minimum) characters"
    case .duplicateEmail: "an account with this email already exists"
    }
  }
}

/// Where accounts and login tokens are kept. Tokens are stored only as SHA-256 digests.
public protocol AccountRepository: Sendable {
  /// Creates an account; throws `AccountError.duplicateEmail` when the email is taken.
  func createUser(email: String, passwordHash: String) throws
  /// The account's id and password hash.
  func credentials(for email: String) throws -> (id: Int64, passwordHash: String)?
  /// Stores a token digest for an account until `expiresAt`.
  func storeToken(digest: String, userID: Int64, expiresAt: Date) throws
  /// The account a token digest belongs to, if it has not expired.
  func userID(forTokenDigest digest: String, at now: Date) throws -> Int64?
}

/// Accounts in memory, for tests.
public final class InMemoryAccountRepository: AccountRepository, @unchecked Sendable {
  private let lock = Lock()
  private var users: [String: (id: Int64, hash: String)] = [:]
  private var tokens: [String: (userID: Int64, expiresAt: Date)] = [:]

  public init() {}

  public func createUser(email: String, passwordHash: String) throws {
    try lock.withLock {
      let key = email.lowercased()
      guard users[key] == nil else { throw AccountError.duplicateEmail }
      users[key] = (Int64(users.count + 1), passwordHash)
    }
  }

  public func credentials(for email: String) throws -> (id: Int64, passwordHash: String)? {
    lock.withLock { users[email.lowercased()].map { ($0.id, $0.hash) } }
  }

  public func storeToken(digest: String, userID: Int64, expiresAt: Date) throws {
    lock.withLock { tokens[digest] = (userID, expiresAt) }
  }

  public func userID(forTokenDigest digest: String, at now: Date) throws -> Int64? {
    lock.withLock {
      guard let token = tokens[digest], token.expiresAt > now else { return nil }
      return token.userID
    }
  }
}

/// Accounts in SQLite.
public final class SQLiteAccountRepository: AccountRepository, @unchecked Sendable {
  private let database: SQLiteDatabase

  public init(database: SQLiteDatabase) { self.database = database }

  public func createUser(email: String, passwordHash: String) throws {
    let existing = try database.query("SELECT 1 FROM users WHERE email = ?", [.text(email)])
    guard existing.isEmpty else { throw AccountError.duplicateEmail }
    try database.query(
      "INSERT INTO users (email, password_hash) VALUES (?, ?)", [.text(email), .text(passwordHash)])
  }

  public func credentials(for email: String) throws -> (id: Int64, passwordHash: String)? {
    let rows = try database.query(
      "SELECT id, password_hash FROM users WHERE email = ?", [.text(email)])
    guard let row = rows.first, row.count == 2, case .integer(let id) = row[0],
      case .text(let hash) = row[1]
    else { return nil }
    return (id, hash)
  }

  public func storeToken(digest: String, userID: Int64, expiresAt: Date) throws {
    try database.query(
      "INSERT INTO tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)",
      [.text(digest), .integer(userID), .integer(Int64(expiresAt.timeIntervalSince1970))])
  }

  public func userID(forTokenDigest digest: String, at now: Date) throws -> Int64? {
    let rows = try database.query(
      "SELECT user_id FROM tokens WHERE token_hash = ? AND expires_at > ?",
      [.text(digest), .integer(Int64(now.timeIntervalSince1970))])
    guard case .integer(let id) = rows.first?.first else { return nil }
    return id
  }
}

/// Checks new accounts and logs people in.
public final class AccountService: @unchecked Sendable {
  /// The shortest password accepted.
  public static let minimumPasswordLength = 8
  /// How long a login token lasts.
  public static let tokenLifetime: TimeInterval = 24 * 60 * 60
  /// Failed logins for one account within `failureWindow` before it is refused with 429.
  public static let maximumFailures = 5
  public static let failureWindow: TimeInterval = 15 * 60

  private let repository: any AccountRepository
  private let clock: @Sendable () -> Date
  private let lock = Lock()
  private var failures: [String: [Date]] = [:]

  public init(repository: any AccountRepository, clock: @escaping @Sendable () -> Date = Date.init)
  {
    self.repository = repository
    self.clock = clock
  }

  /// Whether `email` has the shape of an address: one `@`, a local part, a dotted domain.
  public static func isValidEmail(_ email: String) -> Bool {
    guard email.count <= 254, !email.contains(where: { $0.isWhitespace }) else { return false }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64 else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2
      && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
  }

  /// Creates an account after checking the email's shape and the password's length.
  public func register(email: String, password: String) throws {
    guard Self.isValidEmail(email) else { throw AccountError.invalidEmail }
    guard password.count >= Self.minimumPasswordLength else {
      throw AccountError.passwordTooShort(minimum: Self.minimumPasswordLength)
    }
    try repository.createUser(email: email, passwordHash: PasswordHasher.hash(password))
  }

  /// A new token for the account, or a refusal: 401 for any wrong pair (the same answer for
  /// an unknown email), 429 after too many failures.
  public func login(email: String, password: String) throws -> (token: String, expiresAt: Date) {
    let now = clock()
    let key = email.lowercased()
    if let retryAfter = lock.withLock({ retryAfterLocked(key, now: now) }) {
      throw LoginRefusal.tooManyAttempts(retryAfter: Int(retryAfter.rounded(.up)))
    }
    let credentials = try repository.credentials(for: email)
    // Always verify, against a dummy hash when the account does not exist, so both
    // failures take about the same time.
    let matches = PasswordHasher.verify(
      password, against: credentials?.passwordHash ?? PasswordHasher.dummyHash)
    guard matches, let credentials else {
      lock.withLock { failures[key, default: []].append(now) }
      throw LoginRefusal.invalidCredentials
    }
    lock.withLock { failures[key] = nil }
    var random = SystemRandomNumberGenerator()
    let token = (0..<4).map { _ in String(random.next(), radix: 16).leftPadded(to: 16) }.joined()
    let expiresAt = now.addingTimeInterval(Self.tokenLifetime)
    try repository.storeToken(
      digest: SHA256.hex(token), userID: credentials.id, expiresAt: expiresAt)
    return (token, expiresAt)
  }

  /// The account a bearer token belongs to, if valid and unexpired.
  public func userID(forToken token: String) throws -> Int64? {
    try repository.userID(forTokenDigest: SHA256.hex(token), at: clock())
  }

  private func retryAfterLocked(_ key: String, now: Date) -> TimeInterval? {
    let recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < Self.failureWindow }
    failures[key] = recent.isEmpty ? nil : recent
    guard recent.count >= Self.maximumFailures, let oldest = recent.first else { return nil }
    return Self.failureWindow - now.timeIntervalSince(oldest)
  }
}

/// Why a login was refused.
public enum LoginRefusal: Error, Equatable {
  case invalidCredentials
  case tooManyAttempts(retryAfter: Int)
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
