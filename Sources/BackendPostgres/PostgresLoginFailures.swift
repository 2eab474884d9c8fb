import Backend
import Foundation

/// Failed logins in PostgreSQL: one row per account or client address (keyed by a SHA-256 of
/// the case-folded e-mail, or of the address, never the e-mail itself), expiring with the
/// window, and at most `LoginLimits.trackedAccounts` / `trackedAddresses` rows of each kind:
/// past that, expired rows go first, then those with the fewest failures, oldest first, as
/// the in-memory table does.
public final class PostgresLoginFailures: LoginFailureStore {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) { self.database = database }

  private enum Kind: Int64 {
    case account = 0
    case address = 1
  }

  private static func key(account: String) -> String { SHA256.hex(account.lowercased()) }
  private static func key(address: String) -> String { SHA256.hex(address) }

  public func retryAfter(account: String, address: String?, limits: LoginLimits, now: Date)
    throws -> Double?
  {
    let time = now.timeIntervalSince1970
    return try database.withConnection { connection in
      var keys: [(Kind, String, Int)] = [
        (.account, Self.key(account: account), limits.failuresPerAccount)
      ]
      if let address {
        keys.append((.address, Self.key(address: address), limits.failuresPerAddress))
      }
      var longest: Double?
      for (kind, key, maximum) in keys {
        let row = try connection.query(
          "SELECT failures, first_at FROM login_failures WHERE kind = $1 AND key = $2",
          [.integer(kind.rawValue), .text(key)]
        ).first
        guard let failures = row?.integer(0), let first = row?.real(1), failures >= maximum else {
          continue
        }
        let remaining = first + limits.window - time
        if remaining > 0 { longest = max(longest ?? 0, remaining) }
      }
      return longest
    }
  }

  public func recordFailure(account: String, address: String?, limits: LoginLimits, now: Date)
    throws
  {
    let time = now.timeIntervalSince1970
    var keys: [(Kind, String, Int)] = [
      (.account, Self.key(account: account), limits.trackedAccounts)
    ]
    if let address { keys.append((.address, Self.key(address: address), limits.trackedAddresses)) }
    try database.transaction { connection in
      for (kind, key, capacity) in keys {
        // A window that has closed starts again at this failure.
        try connection.query(
          """
          INSERT INTO login_failures (kind, key, failures, first_at) VALUES ($1, $2, 1, $3)
          ON CONFLICT (kind, key) DO UPDATE SET
            failures = CASE WHEN login_failures.first_at + $4 <= $3 THEN 1
                            ELSE login_failures.failures + 1 END,
            first_at = CASE WHEN login_failures.first_at + $4 <= $3 THEN $3
                            ELSE login_failures.first_at END
          """, [.integer(kind.rawValue), .text(key), .real(time), .real(limits.window)])
        try connection.query(
          "DELETE FROM login_failures WHERE kind = $1 AND first_at + $2 <= $3",
          [.integer(kind.rawValue), .real(limits.window), .real(time)])
        try connection.query(
          """
          DELETE FROM login_failures WHERE (kind, key) IN (
            SELECT kind, key FROM login_failures WHERE kind = $1 AND key <> $3
            ORDER BY failures ASC, first_at ASC
            LIMIT GREATEST((SELECT count(*) FROM login_failures WHERE kind = $1) - $2, 0))
          """, [.integer(kind.rawValue), .integer(Int64(capacity)), .text(key)])
      }
    }
  }

  public func clear(account: String) throws {
    try database.withConnection { connection in
      try connection.query(
        "DELETE FROM login_failures WHERE kind = $1 AND key = $2",
        [.integer(Kind.account.rawValue), .text(Self.key(account: account))])
    }
  }

  /// Rows of each kind now (for tests of the bound).
  public func rowCounts() throws -> (accounts: Int, addresses: Int) {
    try database.withConnection { connection in
      let rows = try connection.query("SELECT kind, count(*) FROM login_failures GROUP BY kind")
      var counts = (accounts: 0, addresses: 0)
      for row in rows {
        if row.integer(0) == Kind.account.rawValue { counts.accounts = Int(row.integer(1) ?? 0) }
        if row.integer(0) == Kind.address.rawValue { counts.addresses = Int(row.integer(1) ?? 0) }
      }
      return counts
    }
  }
}
