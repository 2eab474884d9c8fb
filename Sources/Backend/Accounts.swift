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

/// How many failed logins are tolerated, and how many keys are remembered.
public struct LoginLimits: Sendable {
  /// Failed logins for one account within `window` before it is refused with 429.
  public var failuresPerAccount = AccountService.maximumFailures
  /// Failed logins from one client address within `window` before it is refused with 429,
  /// whatever accounts it tries.
  public var failuresPerAddress = 50
  /// Seconds from a key's first failure until its failures are forgotten.
  public var window: TimeInterval = AccountService.failureWindow
  /// Accounts whose failures are remembered at once; memory stays within this bound however
  /// many e-mails an attacker invents.
  public var trackedAccounts = 10_000
  /// Client addresses whose failures are remembered at once.
  public var trackedAddresses = 10_000

  public init() {}
}

/// Checks new accounts and logs people in.
///
/// Failed logins are counted per account and per client address, each in a table of fixed
/// size (see `LoginLimits`): a flood of invented e-mails cannot grow it, and cannot push out
/// the failures of an account under attack without failing at least as often on as many
/// accounts.
public final class AccountService: @unchecked Sendable {
  /// The shortest password accepted.
  public static let minimumPasswordLength = 8
  /// How long a login token lasts.
  public static let tokenLifetime: TimeInterval = 24 * 60 * 60
  /// Failed logins for one account within `failureWindow` before it is refused with 429 (the
  /// default of `LoginLimits.failuresPerAccount`).
  public static let maximumFailures = 5
  public static let failureWindow: TimeInterval = 15 * 60

  public let limits: LoginLimits
  private let repository: any AccountRepository
  private let clock: @Sendable () -> Date
  private let lock = Lock()
  private var accountFailures: FailureTable
  private var addressFailures: FailureTable
  /// Where failures are counted across servers, when several share a database.
  private let sharedFailures: (any LoginFailureStore)?

  public init(
    repository: any AccountRepository, clock: @escaping @Sendable () -> Date = Date.init,
    limits: LoginLimits = LoginLimits(), sharedFailures: (any LoginFailureStore)? = nil
  ) {
    self.repository = repository
    self.clock = clock
    self.limits = limits
    self.sharedFailures = sharedFailures
    accountFailures = FailureTable(
      capacity: limits.trackedAccounts, maximum: limits.failuresPerAccount,
      window: limits.window)
    addressFailures = FailureTable(
      capacity: limits.trackedAddresses, maximum: limits.failuresPerAddress,
      window: limits.window)
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

  /// Creates the account unless one with this e-mail exists; whether it created it. The
  /// password is hashed (the slow part) only when the account is missing, and an account
  /// another process creates at the same moment counts as existing.
  @discardableResult
  public func registerIfAbsent(email: String, password: String) throws -> Bool {
    if try repository.credentials(for: email) != nil { return false }
    do {
      try register(email: email, password: password)
      return true
    } catch AccountError.duplicateEmail {
      return false
    }
  }

  /// The refusal a login for `email` from `clientAddress` would get before any password is
  /// checked (too many failures), or nil: cheap, so a server checks it before queueing the
  /// login for a hashing thread.
  public func refusal(email: String, clientAddress: String? = nil) -> LoginRefusal? {
    let now = clock().timeIntervalSinceReferenceDate
    let account = Self.key(account: email)
    let address = clientAddress.map(Self.key(address:))
    let retryAfter = lock.withLock { () -> Double? in
      let byAccount = accountFailures.retryAfter(account, now: now)
      let byAddress = address.flatMap { addressFailures.retryAfter($0, now: now) }
      switch (byAccount, byAddress) {
      case (let a?, let b?): return max(a, b)
      case (let a?, nil): return a
      case (nil, let b?): return b
      case (nil, nil): return nil
      }
    }
    return retryAfter.map { .tooManyAttempts(retryAfter: Int($0.rounded(.up))) }
  }

  /// A new token for the account, or a refusal: 401 for any wrong pair (the same answer for
  /// an unknown email), 429 after too many failures for the account or from `clientAddress`.
  ///
  /// Hashes the password: slow by design, so a server calls it from a worker pool.
  public func login(email: String, password: String, clientAddress: String? = nil) throws -> (
    token: String, expiresAt: Date
  ) {
    if let refusal = refusal(email: email, clientAddress: clientAddress) { throw refusal }
    if let sharedFailures,
      let retryAfter = try sharedFailures.retryAfter(
        account: email, address: clientAddress, limits: limits, now: clock())
    {
      throw LoginRefusal.tooManyAttempts(retryAfter: Int(retryAfter.rounded(.up)))
    }
    let credentials = try repository.credentials(for: email)
    // Always verify, against a dummy hash when the account does not exist, so both
    // failures take about the same time.
    let matches = PasswordHasher.verify(
      password, against: credentials?.passwordHash ?? PasswordHasher.dummyHash)
    guard matches, let credentials else {
      recordFailure(email: email, clientAddress: clientAddress)
      try sharedFailures?.recordFailure(
        account: email, address: clientAddress, limits: limits, now: clock())
      throw LoginRefusal.invalidCredentials
    }
    let now = clock()
    let account = Self.key(account: email)
    lock.withLock { accountFailures.clear(account) }
    try sharedFailures?.clear(account: email)
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

  /// Counts a failed login for `email` and `clientAddress`.
  func recordFailure(email: String, clientAddress: String?) {
    let now = clock().timeIntervalSinceReferenceDate
    let account = Self.key(account: email)
    let address = clientAddress.map(Self.key(address:))
    lock.withLock {
      accountFailures.recordFailure(account, now: now)
      if let address { addressFailures.recordFailure(address, now: now) }
    }
  }

  /// Accounts and client addresses whose failures are remembered now.
  var trackedFailures: (accounts: Int, addresses: Int) {
    lock.withLock { (accountFailures.count, addressFailures.count) }
  }

  /// Slots the two tables have allocated (each at most its `LoginLimits` bound).
  var allocatedFailureSlots: (accounts: Int, addresses: Int) {
    lock.withLock { (accountFailures.allocatedSlots, addressFailures.allocatedSlots) }
  }

  /// An account's key in the failure table: its e-mail, case folded, hashed with this
  /// process's random seed.
  private static func key(account email: String) -> Int {
    var hasher = Hasher()
    hasher.combine(0 as UInt8)
    hasher.combine(email.lowercased())
    return hasher.finalize()
  }

  private static func key(address: String) -> Int {
    var hasher = Hasher()
    hasher.combine(1 as UInt8)
    hasher.combine(address)
    return hasher.finalize()
  }
}

/// Why a login was refused.
public enum LoginRefusal: Error, Equatable, Sendable {
  case invalidCredentials
  case tooManyAttempts(retryAfter: Int)
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
