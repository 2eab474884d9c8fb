import Backend
import Foundation
import TestSupport
import Testing

@Suite(
  "A libpq connection: prepared statements, typed rows, transactions, clear errors",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresConnectionTests {
  let connection: PostgresConnection
  let table = PostgresTestDatabase.uniqueName("notes")

  init() throws {
    connection = try PostgresConnection()
    try connection.query(
      "CREATE TABLE \(table) (id BIGINT PRIMARY KEY, body TEXT, score DOUBLE PRECISION, done BOOLEAN)"
    )
  }

  @Test("parameters travel apart from the SQL, and rows come back typed, nulls as nil")
  func roundTrip() throws {
    let hostile = "'); DROP TABLE \(table); --"
    try connection.query(
      "INSERT INTO \(table) VALUES ($1, $2, $3, $4)",
      [.integer(1), .text(hostile), .real(2.5), .boolean(true)])
    try connection.query(
      "INSERT INTO \(table) VALUES ($1, $2, $3, $4)", [.integer(2), .null, .null, .boolean(false)])
    let rows = try connection.query("SELECT id, body, score, done FROM \(table) ORDER BY id")
    #expect(rows.count == 2)
    #expect(rows[0].integer(0) == 1)
    #expect(rows[0][1] == hostile)
    #expect(rows[0].real(2) == 2.5)
    #expect(rows[0].boolean(3) == true)
    #expect(rows[1][1] == nil)
    #expect(rows[1].boolean(3) == false)
  }

  @Test("a unique violation is an error with its SQLSTATE, and the connection goes on")
  func uniqueViolation() throws {
    try connection.query("INSERT INTO \(table) (id) VALUES ($1)", [.integer(7)])
    let error = try #require(throws: PostgresError.self) {
      try connection.query("INSERT INTO \(table) (id) VALUES ($1)", [.integer(7)])
    }
    #expect(error.isUniqueViolation)
    #expect(!error.isConnectionProblem)
    #expect(try connection.query("SELECT count(*) FROM \(table)").first?.integer(0) == 1)
  }

  @Test("a transaction that throws leaves nothing behind; one that returns is kept")
  func transactions() throws {
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try connection.transaction {
        try connection.query("INSERT INTO \(table) (id) VALUES ($1)", [.integer(1)])
        throw Refused()
      }
    }
    try connection.transaction {
      try connection.query("INSERT INTO \(table) (id) VALUES ($1)", [.integer(2)])
    }
    let ids = try connection.query("SELECT id FROM \(table)").map { $0.integer(0) }
    #expect(ids == [2])
  }

  @Test("a server that is not there is a connection problem, reported, not a crash")
  func unreachable() throws {
    let error = try #require(throws: PostgresError.self) {
      try PostgresConnection("postgresql://nobody@127.0.0.1:1/none?connect_timeout=2")
    }
    #expect(error.isConnectionProblem)
    #expect(error.description.contains("127.0.0.1"))
  }

  @Test("a role that does not exist is refused with the server's reason")
  func wrongCredentials() throws {
    let host = ProcessInfo.processInfo.environment["PGHOST"] ?? ""
    let error = try #require(throws: PostgresError.self) {
      try PostgresConnection("host=\(host) user=no_such_role dbname=samples_test")
    }
    #expect(error.description.contains("no_such_role"))
  }

  @Test("a connection whose backend was ended reconnects for the next statement")
  func reconnects() throws {
    let other = try PostgresConnection()
    let pid = try #require(try connection.query("SELECT pg_backend_pid()").first?.integer(0))
    try other.query("SELECT pg_terminate_backend($1)", [.integer(pid)])
    // The statement that meets the loss fails as a connection problem; its effect is unknown.
    let lost = try #require(throws: PostgresError.self) {
      try connection.query("SELECT count(*) FROM \(table)")
    }
    #expect(lost.isConnectionProblem)
    #expect(try connection.query("SELECT count(*) FROM \(table)").first?.integer(0) == 0)
    #expect(try connection.query("SELECT pg_backend_pid()").first?.integer(0) != pid)
  }
}

@Test("CI has a PostgreSQL server for the tests when it says it needs one")
func postgresIsThereWhenRequired() {
  if PostgresTestDatabase.isRequired {
    #expect(PostgresTestDatabase.isConfigured, "REQUIRE_POSTGRES=1 but PGHOST is not set")
  }
}
