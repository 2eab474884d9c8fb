import Backend
import BackendPostgres
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

/// What a listener heard.
private final class Heard: @unchecked Sendable {
  private let lock = NSLock()
  private var payloads: [String] = []
  private var gaps = 0

  func add(_ payload: String) { lock.withLock { payloads.append(payload) } }
  func gap() { lock.withLock { gaps += 1 } }
  var all: [String] { lock.withLock { payloads } }
  var gapCount: Int { lock.withLock { gaps } }
}

@Suite(
  "LISTEN/NOTIFY: a listener hears every notification, and says when it may have missed some",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresListenerTests {
  @Test("payloads arrive in order; a lost connection is a gap, then listening resumes")
  func listens() async throws {
    let channel = PostgresTestDatabase.uniqueName("changes")
    let heard = Heard()
    let listener = PostgresListener(
      channel: channel, onNotification: { heard.add($0) }, onGap: { heard.gap() })
    defer { listener.stop() }
    #expect(await eventually { listener.isListening })
    let gapsWhenListening = heard.gapCount
    let sender = try PostgresConnection()
    for payload in ["東京", "大阪"] {
      try sender.query("SELECT pg_notify($1, $2)", [.text(channel), .text(payload)])
    }
    #expect(await eventually { heard.all == ["東京", "大阪"] })

    // End the listener's backend: it reports a gap and listens again.
    try sender.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1",
      [.text("LISTEN \(channel)")])
    #expect(await eventually { heard.gapCount >= gapsWhenListening + 2 && listener.isListening })
    try sender.query("SELECT pg_notify($1, $2)", [.text(channel), .text("名古屋")])
    #expect(await eventually { heard.all.last == "名古屋" })
  }
}
