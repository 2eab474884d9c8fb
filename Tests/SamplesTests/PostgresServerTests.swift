import Backend
import BackendPostgres
import BackendSQLite
import Foundation
import TestSupport
import Testing

/// A schema of a test's own on the shared PostgreSQL server, as a `--database` URL whose
/// connections put it first on their search path (the rest comes from the PG* variables).
private func freshSchemaURL() throws -> String {
  let schema = PostgresTestDatabase.uniqueName("servers")
  try PostgresConnection().query("CREATE SCHEMA \(schema)")
  return "postgres://?options=-csearch_path%3D\(schema)"
}

/// The account service of the database `url` names, to make accounts as `samples user` does.
private func accounts(_ url: String) throws -> AccountService {
  let database = try PostgresDatabase(url, size: 1)
  try database.migrate(PostgresSchema.migrations)
  return AccountService(repository: PostgresAccountRepository(database: database))
}

private func login(_ port: Int, _ email: String, _ password: String) throws -> RawHTTPResponse {
  try RawHTTPClient.request(
    port: port, method: "POST", path: "/login", headers: ["Content-Type: application/json"],
    body: #"{"email":"\#(email)","password":"\#(password)"}"#)
}

private func token(of response: RawHTTPResponse) throws -> String {
  struct Session: Decodable { var token: String }
  return try JSONDecoder().decode(Session.self, from: Data(response.body.utf8)).token
}

/// The seeded forecast's address, in a query.
private let forecastPath =
  "/forecast?address="
  + (Seed.defaultAddress.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")

private func putForecast(_ port: Int, token: String, rainyPercent: Int) throws -> RawHTTPResponse {
  try RawHTTPClient.request(
    port: port, method: "PUT", path: forecastPath,
    headers: ["Authorization: Bearer \(token)", "Content-Type: application/json"],
    body: """
      {"address":"\(Seed.defaultAddress)","weathers":[{"time":9,"weather_type":0,"rainy_percent":\(rainyPercent)}]}
      """)
}

/// Runs `body` with two servers on one fresh schema holding the account ada@example.com
/// ("correct horse"), and stops them after.
private func withTwoServers(
  _ body: (ServerProcess, ServerProcess) async throws -> Void
) async throws {
  let url = try freshSchemaURL()
  let first = try await ServerProcess.start(database: url)
  let second = try await ServerProcess.start(database: url)
  do {
    try accounts(url).register(email: "ada@example.com", password: "correct horse")
    try await body(first, second)
  } catch {
    await first.stop(with: SIGKILL)
    await second.stop(with: SIGKILL)
    throw error
  }
  await first.stop(with: SIGKILL)
  await second.stop(with: SIGKILL)
}

@Suite(
  "Two samples servers sharing PostgreSQL give the same answers",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresServerTests {
  @Test("a token from one server writes through the other; the first's cache follows at once")
  func sharedTokensAndCache() async throws {
    try await withTwoServers { first, second in

      let before = try RawHTTPClient.request(port: first.port, method: "GET", path: forecastPath)
      #expect(before.status == 200)
      // The first server has the forecast cached now; the second writes a new one.
      let session = try login(first.port, "ada@example.com", "correct horse")
      #expect(session.status == 200)
      #expect(
        try putForecast(second.port, token: token(of: session), rainyPercent: 77).status == 204)
      #expect(
        await eventually {
          (try? RawHTTPClient.request(port: first.port, method: "GET", path: forecastPath))?.body
            .contains("\"rainy_percent\":77") == true
        })
    }
  }

  @Test("failed logins are counted across the servers: five in all, then 429 on either")
  func sharedLimiter() async throws {
    try await withTwoServers { first, second in
      for attempt in 0..<AccountService.maximumFailures {
        let port = attempt.isMultiple(of: 2) ? first.port : second.port
        #expect(try login(port, "ada@example.com", "wrong \(attempt)").status == 401)
      }
      let refused = try login(second.port, "ada@example.com", "correct horse")
      #expect(refused.status == 429)
      #expect(refused.errorCode == "too_many_attempts")
    }
  }
}

@Suite(
  "A samples server on PostgreSQL while the database goes away and comes back",
  .enabled(if: PostgresCluster.isAvailable, "no PostgreSQL server binaries"))
struct PostgresOutageTests {
  @Test("requests fail with 503 and a JSON error while it is down, and succeed once it is back")
  func outage() async throws {
    let cluster = try await onOwnThread { try PostgresCluster() }
    let server = try await ServerProcess.start(database: cluster.url)
    defer { Task { await server.stop(with: SIGKILL) } }
    #expect(
      try RawHTTPClient.request(port: server.port, method: "GET", path: "/health").status == 200)

    try await onOwnThread { try cluster.stop() }
    // An address nobody asked for yet is not cached: its read meets the outage.
    let down = try RawHTTPClient.request(
      port: server.port, method: "GET", path: "/forecast?address=nowhere")
    #expect(down.status == 503)
    #expect(down.errorCode == "database_unavailable")
    let health = try RawHTTPClient.request(port: server.port, method: "GET", path: "/health")
    #expect(health.status == 503)
    #expect(health.body.contains("\"database\":\"unavailable\""))

    try await onOwnThread { try cluster.start() }
    #expect(
      await eventually {
        (try? RawHTTPClient.request(port: server.port, method: "GET", path: "/health"))?.status
          == 200
      })
    let back = try RawHTTPClient.request(port: server.port, method: "GET", path: forecastPath)
    #expect(back.status == 200)
  }
}

@Suite(
  "Durability of a PostgreSQL-backed server's writes",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresDurabilityTests {
  @Test("kill -9 of one server during a stream of writes loses none it acknowledged")
  func killNineDuringWrites() async throws {
    let url = try freshSchemaURL()
    let writer = try await ServerProcess.start(database: url)
    try accounts(url).register(email: "ada@example.com", password: "correct horse")
    let session = try token(of: login(writer.port, "ada@example.com", "correct horse"))
    let port = writer.port
    // Writes go on from a thread of their own until the server is gone; each one answered 204
    // is recorded. Another thread kills the server once 40 are answered, while they go on.
    let answered = AnsweredCount()
    let pid = writer.process.processIdentifier
    async let killed: Void = onOwnThread {
      while answered.value < 40 { sched_yield() }
      kill(pid, SIGKILL)
    }
    let writes = try await onOwnThread { () -> [String] in
      var acknowledged: [String] = []
      for index in 0..<400 {
        let address = "kill-\(index)"
        guard
          let answer = try? RawHTTPClient.request(
            port: port, method: "PUT", path: "/forecast?address=\(address)",
            headers: ["Authorization: Bearer \(session)"],
            body: """
              {"address":"\(address)","weathers":[{"time":\(index % 24),"weather_type":1,"rainy_percent":\(index % 101)}]}
              """)
        else { break }
        if answer.status == 204 { acknowledged.append(address) }
        answered.increment()
      }
      answered.finish()
      return acknowledged
    }
    try await killed
    await writer.stop(with: SIGKILL)
    #expect(writes.count >= 40)

    // Another server on the same database sees every acknowledged write.
    let reader = try await ServerProcess.start(database: url)
    defer { Task { await reader.stop(with: SIGKILL) } }
    for address in writes {
      let answer = try RawHTTPClient.request(
        port: reader.port, method: "GET", path: "/forecast?address=\(address)")
      #expect(answer.status == 200, "\(address) was acknowledged but is gone")
    }
  }
}

/// How many writes have been answered, shared by the writing and the killing threads.
private final class AnsweredCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
  /// Lets the killer go on if the writes ended early.
  func finish() { lock.withLock { count = max(count, 40) } }
}
