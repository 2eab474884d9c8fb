import CSQLite
import Foundation

/// An error from SQLite, with its message.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
  public let code: Int32
  /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE` and the like), or `code` where
  /// SQLite gave none.
  public let extendedCode: Int32
  public let message: String
  public var description: String { "SQLite error \(code): \(message)" }

  /// Whether another connection held a lock this one needed (`SQLITE_BUSY`, with any extended
  /// code).
  public var isBusy: Bool { code & 0xFF == SQLITE_BUSY }

  /// Whether a row was refused because another row already has its key (a `UNIQUE` or
  /// primary-key constraint), as when two processes create the same row at once.
  public var isUniqueViolation: Bool {
    extendedCode == sqliteConstraintUnique || extendedCode == sqliteConstraintPrimaryKey
  }

  public init(code: Int32, extendedCode: Int32? = nil, message: String) {
    self.code = code
    self.extendedCode = extendedCode ?? code
    self.message = message
  }
}

/// A value bound to a statement parameter or read from a column.
public enum SQLiteValue: Sendable, Equatable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
  case null
}

/// One SQLite connection, used by one thread at a time (the lock serializes callers).
///
/// Every query goes through a prepared statement with bound parameters; SQL is never built
/// from values. The database runs in WAL mode with `synchronous = FULL`, so a write that
/// returned has reached the disk and survives `kill -9`.
public final class SQLiteDatabase: @unchecked Sendable {
  private var handle: OpaquePointer?
  private let lock = NSRecursiveLock()
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating if needed) the database at `path`; `":memory:"` for a private one.
  public init(path: String) throws {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let result = sqlite3_open_v2(path, &handle, flags, nil)
    guard result == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
      sqlite3_close(handle)
      throw SQLiteError(code: result, message: message)
    }
    self.handle = handle
    // Switching a new file to WAL waits for every other connection starting on it at the same
    // moment: the long start-up wait, then the usual one.
    sqlite3_busy_timeout(handle, Self.startUpBusyTimeout)
    try execute("PRAGMA journal_mode = WAL")
    try execute("PRAGMA synchronous = FULL")
    try execute("PRAGMA foreign_keys = ON")
    sqlite3_busy_timeout(handle, Self.busyTimeout)
  }

  deinit { close() }

  /// Closes the connection; later calls fail.
  public func close() {
    lock.withLock {
      for statement in statements.values { sqlite3_finalize(statement) }
      statements.removeAll()
      if let handle { sqlite3_close_v2(handle) }
      handle = nil
    }
  }

  /// Runs SQL without parameters or results (schema, pragmas).
  public func execute(_ sql: String) throws {
    try lock.withLock {
      var message: UnsafeMutablePointer<CChar>?
      let result = sqlite3_exec(handle, sql, nil, nil, &message)
      guard result == SQLITE_OK else {
        let text = message.map { String(cString: $0) } ?? "unknown error"
        sqlite3_free(message)
        throw SQLiteError(code: result, message: text)
      }
    }
  }

  /// Runs a prepared statement with `parameters` and returns its rows.
  @discardableResult
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
    try lock.withLock {
      let statement = try prepared(sql)
      defer {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
      }
      for (index, value) in parameters.enumerated() {
        try check(bind(value, to: statement, at: Int32(index + 1)))
      }
      var rows: [[SQLiteValue]] = []
      while true {
        let step = sqlite3_step(statement)
        if step == SQLITE_DONE { break }
        guard step == SQLITE_ROW else { throw error(step) }
        let columns = sqlite3_column_count(statement)
        rows.append((0..<columns).map { column(statement, $0) })
      }
      return rows
    }
  }

  /// How long a statement waits for another connection's write lock, in milliseconds.
  static let busyTimeout: Int32 = 5_000
  /// How long opening a file waits, for the processes starting on it at once.
  public static let startUpBusyTimeout: Int32 = 60_000

  /// Runs `body` waiting up to `milliseconds` for other connections' write locks instead of
  /// the usual five seconds: for start-up work (migrations, seeding) that several processes
  /// starting at once on one file queue for, each commit waiting behind the others' fsyncs,
  /// which on a loaded machine can take longer than a request should ever wait.
  public func withBusyTimeout<T>(milliseconds: Int32, _ body: () throws -> T) throws -> T {
    try lock.withLock {
      guard let handle else {
        throw SQLiteError(code: SQLITE_MISUSE, message: "the database is closed")
      }
      sqlite3_busy_timeout(handle, milliseconds)
      defer { sqlite3_busy_timeout(handle, Self.busyTimeout) }
      return try body()
    }
  }

  /// Runs `body`'s reads in one transaction, so that they all see the database as of the first
  /// of them, whatever other connections commit meanwhile (WAL readers do not block writers).
  public func readTransaction<T>(_ body: () throws -> T) throws -> T {
    try lock.withLock {
      try execute("BEGIN DEFERRED")
      defer { try? execute("COMMIT") }
      return try body()
    }
  }

  /// Runs `body` in a transaction: committed if it returns, rolled back if it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try lock.withLock {
      try execute("BEGIN IMMEDIATE")
      do {
        let result = try body()
        try execute("COMMIT")
        return result
      } catch {
        try? execute("ROLLBACK")
        throw error
      }
    }
  }

  /// The schema version (`PRAGMA user_version`).
  public var userVersion: Int {
    get throws {
      guard case .integer(let version) = try query("PRAGMA user_version").first?.first else {
        return 0
      }
      return Int(version)
    }
  }

  /// Applies the migrations past the current schema version, each in its own transaction.
  ///
  /// Safe when several processes open one file at once: each migration's transaction is
  /// `BEGIN IMMEDIATE` (one writer at a time; the others wait up to the busy timeout), and
  /// the version is read again inside it, so a migration another connection applied
  /// meanwhile is skipped.
  public func migrate(_ migrations: [String]) throws {
    let current = try userVersion
    for (index, migration) in migrations.enumerated() where index >= current {
      try transaction {
        guard try userVersion == index else { return }
        try execute(migration)
        // The version is a number we produce; PRAGMA takes no bound parameters.
        try execute("PRAGMA user_version = \(index + 1)")
      }
    }
  }

  /// Checks the database file (`PRAGMA integrity_check`).
  public func integrityCheck() throws -> Bool {
    guard case .text(let result) = try query("PRAGMA integrity_check").first?.first else {
      return false
    }
    return result == "ok"
  }

  private func prepared(_ sql: String) throws -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    guard handle != nil else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "the database is closed")
    }
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard result == SQLITE_OK, let statement else { throw error(result) }
    statements[sql] = statement
    return statement
  }

  private func bind(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch value {
    case .integer(let integer): return sqlite3_bind_int64(statement, index, integer)
    case .real(let real): return sqlite3_bind_double(statement, index, real)
    case .text(let text): return sqlite3_bind_text(statement, index, text, -1, transient)
    case .blob(let data):
      return data.withUnsafeBytes {
        sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient)
      }
    case .null: return sqlite3_bind_null(statement, index)
    }
  }

  private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT:
      return .text(sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "")
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: count))
    default: return .null
    }
  }

  private func check(_ result: Int32) throws {
    guard result == SQLITE_OK else { throw error(result) }
  }

  private func error(_ result: Int32) -> SQLiteError {
    SQLiteError(
      code: result, extendedCode: handle.map { sqlite3_extended_errcode($0) },
      message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed")
  }
}

/// `SQLITE_CONSTRAINT_UNIQUE` and `SQLITE_CONSTRAINT_PRIMARYKEY`, which the C header defines
/// as macros Swift does not import.
private let sqliteConstraintUnique = SQLITE_CONSTRAINT | (8 << 8)
private let sqliteConstraintPrimaryKey = SQLITE_CONSTRAINT | (6 << 8)

/// `SQLITE_TRANSIENT`: SQLite copies bound text and blobs.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
