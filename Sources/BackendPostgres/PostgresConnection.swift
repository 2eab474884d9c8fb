import Backend
import CLibPQ
import Foundation

/// An error from PostgreSQL or from reaching it, with its message and, for a statement that
/// failed, its SQLSTATE code (`23505` for a unique violation).
public struct PostgresError: StorageConnectionError, CustomStringConvertible, Sendable {
  public let message: String
  public let sqlState: String?
  /// True when the server could not be reached or the connection was lost: the request may
  /// succeed later, after a reconnection.
  public let isConnectionProblem: Bool

  public var description: String {
    let code = sqlState.map { " (SQLSTATE \($0))" } ?? ""
    return "PostgreSQL: \(message)\(code)"
  }

  /// A unique or primary-key constraint refused the row.
  public var isUniqueViolation: Bool { sqlState == "23505" }
}

/// A value bound to a statement parameter, sent in PostgreSQL's text format.
public enum PostgresValue: Sendable, Equatable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case boolean(Bool)
  case null

  var text: String? {
    switch self {
    case .integer(let value): String(value)
    case .real(let value): value.description
    case .text(let value): value
    case .boolean(let value): value ? "t" : "f"
    case .null: nil
    }
  }
}

/// One row of a result, its columns read by position as text and converted on request.
public struct PostgresRow: Sendable, Equatable {
  public let values: [String?]

  public subscript(column: Int) -> String? {
    values.indices.contains(column) ? values[column] : nil
  }

  public func integer(_ column: Int) -> Int64? { self[column].flatMap { Int64($0) } }
  public func real(_ column: Int) -> Double? { self[column].flatMap { Double($0) } }
  public func boolean(_ column: Int) -> Bool? { self[column].map { $0 == "t" } }
}

/// One connection to a PostgreSQL server through libpq, used by one thread at a time (the
/// lock serializes callers; a pool gives each worker its own).
///
/// Every query is a prepared statement, prepared once per connection and run with its
/// parameters apart from the SQL. A connection lost (the server restarted) is re-opened before
/// the next statement, which then prepares again; the statement that met the loss fails with
/// `isConnectionProblem`, as its effect is unknown.
public final class PostgresConnection: @unchecked Sendable {
  private var handle: OpaquePointer?
  private let lock = NSLock()
  private var prepared: [String: String] = [:]

  /// Connects with `connectionString`: a URL (`postgres://user@host:port/database`), libpq's
  /// `key=value` form, or empty for the `PG*` environment variables. Fails with the server's
  /// reason (unreachable, authentication) instead of crashing.
  public init(_ connectionString: String = "") throws {
    guard let handle = PQconnectdb(connectionString) else {
      throw PostgresError(
        message: "out of memory opening a connection", sqlState: nil, isConnectionProblem: true)
    }
    guard PQstatus(handle) == CONNECTION_OK else {
      let message = Self.message(of: handle)
      PQfinish(handle)
      throw PostgresError(message: message, sqlState: nil, isConnectionProblem: true)
    }
    self.handle = handle
  }

  deinit { close() }

  /// Closes the connection; later calls fail.
  public func close() {
    lock.withLock {
      if let handle { PQfinish(handle) }
      handle = nil
      prepared.removeAll()
    }
  }

  /// Runs `sql` with `parameters` (`$1`, `$2`, …) and returns its rows (none for a command).
  @discardableResult
  public func query(_ sql: String, _ parameters: [PostgresValue] = []) throws -> [PostgresRow] {
    try lock.withLock {
      let handle = try openHandle()
      let name = try statementName(for: sql, parameterCount: parameters.count, on: handle)
      let texts = parameters.map(\.text)
      let result = withCStrings(texts) { pointers in
        PQexecPrepared(handle, name, Int32(texts.count), pointers, nil, nil, 0)
      }
      return try rows(of: result, on: handle)
    }
  }

  /// Runs `script`, several statements of constant SQL with no parameters (a migration), in
  /// one round trip. Values never go through here: `query` takes them apart from the SQL.
  public func executeScript(_ script: StaticString) throws {
    try lock.withLock {
      let handle = try openHandle()
      _ = try rows(of: PQexec(handle, script.description), on: handle)
    }
  }

  /// Runs `body` in a transaction (`BEGIN` … `COMMIT`), rolled back if it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try query("BEGIN")
    do {
      let value = try body()
      try query("COMMIT")
      return value
    } catch {
      _ = try? query("ROLLBACK")
      throw error
    }
  }

  /// The open connection, re-opened first if the last one was lost.
  private func openHandle() throws -> OpaquePointer {
    guard let handle else {
      throw PostgresError(
        message: "the connection is closed", sqlState: nil, isConnectionProblem: false)
    }
    if PQstatus(handle) != CONNECTION_OK {
      PQreset(handle)
      prepared.removeAll()
      guard PQstatus(handle) == CONNECTION_OK else {
        throw PostgresError(
          message: Self.message(of: handle), sqlState: nil, isConnectionProblem: true)
      }
    }
    return handle
  }

  private func statementName(for sql: String, parameterCount: Int, on handle: OpaquePointer)
    throws -> String
  {
    if let name = prepared[sql] { return name }
    let name = "s\(prepared.count + 1)"
    let result = PQprepare(handle, name, sql, Int32(parameterCount), nil)
    _ = try rows(of: result, on: handle)
    prepared[sql] = name
    return name
  }

  /// The rows of `result`, which is cleared; a failed result throws its error.
  private func rows(of result: OpaquePointer?, on handle: OpaquePointer) throws -> [PostgresRow] {
    guard let result else {
      throw PostgresError(
        message: Self.message(of: handle), sqlState: nil,
        isConnectionProblem: PQstatus(handle) != CONNECTION_OK)
    }
    defer { PQclear(result) }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
      return []
    case PGRES_TUPLES_OK:
      let columns = PQnfields(result)
      return (0..<PQntuples(result)).map { row in
        PostgresRow(
          values: (0..<columns).map { column in
            PQgetisnull(result, row, column) == 1
              ? nil : String(cString: PQgetvalue(result, row, column))
          })
      }
    default:
      let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
      let primary = PQresultErrorField(result, Int32(UInt8(ascii: "M"))).map { String(cString: $0) }
      let lost = PQstatus(handle) != CONNECTION_OK
      return try {
        throw PostgresError(
          message: primary ?? Self.message(of: handle), sqlState: state,
          // The server gives every error it reports a SQLSTATE: one without is libpq's own,
          // about the connection.
          isConnectionProblem: lost || state == nil || state?.hasPrefix("08") == true
            || state?.hasPrefix("57P") == true)
      }()
    }
  }

  private static func message(of handle: OpaquePointer) -> String {
    let text = PQerrorMessage(handle).map { String(cString: $0) } ?? ""
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? "unknown error" : trimmed
  }
}

/// Calls `body` with C strings for `values` (nil stays a null pointer), valid during the call.
private func withCStrings<R>(
  _ values: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R
) -> R {
  let copies: [UnsafeMutablePointer<CChar>?] = values.map { $0.map { strdup($0) } ?? nil }
  defer { for copy in copies { free(copy) } }
  let pointers = copies.map { $0.map { UnsafePointer($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
