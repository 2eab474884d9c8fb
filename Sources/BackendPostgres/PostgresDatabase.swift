import Foundation
import Primitives

/// A PostgreSQL database shared by several servers: a small pool of connections, migrations
/// that several processes may run at once, and transactions on one connection.
///
/// Each caller borrows a connection for the length of its work (`withConnection`), waiting
/// while all are in use; a connection that lost its server reconnects itself on its next use,
/// so the pool recovers when PostgreSQL is back.
public final class PostgresDatabase: Sendable {
  private let connectionString: String
  private let idle: Locked<[PostgresConnection]>
  private let slots: DispatchSemaphore
  /// How long a caller waits for a free connection before failing.
  private let checkoutTimeout: DispatchTimeInterval

  /// Opens the first connection at once (so that a wrong address or credentials are reported
  /// on start), the others, up to `size`, when they are first needed.
  public init(
    _ connectionString: String = "", size: Int = 4,
    checkoutTimeout: DispatchTimeInterval = .seconds(10)
  ) throws {
    self.connectionString = connectionString
    idle = Locked([try PostgresConnection(connectionString)])
    slots = DispatchSemaphore(value: max(1, size))
    self.checkoutTimeout = checkoutTimeout
  }

  /// Closes the idle connections (those in use close when their users are done with them).
  public func close() {
    for connection in idle.withLock({ connections in
      defer { connections = [] }
      return connections
    }) {
      connection.close()
    }
  }

  /// Runs `body` with a connection of its own.
  public func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    guard slots.wait(timeout: .now() + checkoutTimeout) == .success else {
      throw PostgresError(
        message: "every database connection stayed busy", sqlState: nil,
        isConnectionProblem: true)
    }
    defer { slots.signal() }
    let connection = try idle.withLock { $0.popLast() } ?? PostgresConnection(connectionString)
    defer { idle.withLock { $0.append(connection) } }
    return try body(connection)
  }

  /// Runs `body` in one transaction on one connection.
  public func transaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    try withConnection { connection in try connection.transaction { try body(connection) } }
  }

  /// Applies the migrations past the current version, all under one advisory lock in one
  /// transaction: a server starting at the same moment waits, then finds them applied.
  public func migrate(_ migrations: [PostgresMigration]) throws {
    try transaction { connection in
      try connection.query("SELECT pg_advisory_xact_lock($1)", [.integer(Self.migrationLock)])
      try connection.executeScript(
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
      let rows = try connection.query("SELECT version FROM schema_version")
      let current = rows.first?.integer(0).map(Int.init) ?? 0
      if rows.isEmpty {
        try connection.query("INSERT INTO schema_version (version) VALUES (0)")
      }
      for (index, migration) in migrations.enumerated() where index >= current {
        try connection.executeScript(migration.script)
      }
      if migrations.count > current {
        try connection.query(
          "UPDATE schema_version SET version = $1", [.integer(Int64(migrations.count))])
      }
    }
  }

  /// The schema version: the number of migrations applied.
  public var version: Int {
    get throws {
      try withConnection { connection in
        try connection.query("SELECT version FROM schema_version").first?.integer(0).map(Int.init)
          ?? 0
      }
    }
  }

  /// The advisory lock the migrations hold: a constant of this program's ("samples" in ASCII).
  static let migrationLock: Int64 = 0x73_61_6D_70_6C_65_73
}

/// One migration: constant SQL, applied once, never edited after.
public struct PostgresMigration: Sendable {
  let script: StaticString

  public init(_ script: StaticString) { self.script = script }
}
