import Backend
import Foundation

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
