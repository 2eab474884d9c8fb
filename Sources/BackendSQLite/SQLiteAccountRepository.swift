import Backend
import Foundation

/// Accounts in SQLite.
public final class SQLiteAccountRepository: AccountRepository, @unchecked Sendable {
  private let database: SQLiteDatabase

  public init(database: SQLiteDatabase) { self.database = database }

  public func createUser(email: String, passwordHash: String) throws {
    do {
      try database.query(
        "INSERT INTO users (email, password_hash) VALUES (?, ?)",
        [.text(email), .text(passwordHash)])
    } catch let error as SQLiteError where error.isUniqueViolation {
      // Two processes creating the same account at once: the index decides, not a prior read.
      throw AccountError.duplicateEmail
    }
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
