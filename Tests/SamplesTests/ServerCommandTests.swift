import Foundation
import TestSupport
import Testing

@Suite("samples server, end to end")
struct ServerCommandTests {
  @Test("prints its address, serves forecasts, and stops on SIGTERM")
  func serve() async throws {
    try await withTemporaryDirectory(prefix: "samples-server") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let server = try await ServerProcess.start(database: database)
      #expect(server.announcement.hasPrefix("listening on http://127.0.0.1:"))
      let forecast = try RawHTTPClient.request(port: server.port, method: "GET", path: "/forecast")
      #expect(forecast.status == 200)
      let health = try RawHTTPClient.request(port: server.port, method: "GET", path: "/health")
      #expect(health.status == 200)
      let report = try HealthReport(health)
      #expect(report.status == "ok")
      #expect(report.database == "ok")
      #expect(report.requestsServed >= 1)
      #expect(report.droppedLogLines == 0)
      #expect(report.uptimeSeconds >= 0)
      #expect(await server.stop(with: SIGTERM) == 0)
    }
  }

  @Test("a new database has no account; --demo-account makes the demo one, and help says how")
  func accounts() async throws {
    try await withTemporaryDirectory(prefix: "samples-server-accounts") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let login = #"{"email":"demo@example.com","password":"demo1234"}"#
      let plain = try await ServerProcess.start(database: database)
      let refused = try RawHTTPClient.request(
        port: plain.port, method: "POST", path: "/login", body: login)
      #expect(refused.status == 401)
      #expect(await plain.stop(with: SIGTERM) == 0)
      let demo = try await ServerProcess.start(database: database, arguments: ["--demo-account"])
      let accepted = try RawHTTPClient.request(
        port: demo.port, method: "POST", path: "/login", body: login)
      #expect(accepted.status == 200)
      #expect(await demo.stop(with: SIGTERM) == 0)
    }
    let help = try await runSamples(["server", "--help"], input: "")
    #expect(help.output.contains("samples user add <email>"))
    #expect(help.output.contains("--demo-account"))
  }

  @Test("a bad flag gets the usage and exit status 2")
  func badFlag() async throws {
    let result = try await runSamples(["server", "--port", "http"], input: "")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("samples server: --port must be a number"))
    let loops = try await runSamples(["server", "--loops", "0"], input: "")
    #expect(loops.status == 2)
    #expect(loops.error.hasPrefix("samples server: --loops must be a number from 1 to 64"))
  }
}

@Suite("samples server's access log and health")
struct ServerAccessLogTests {
  @Test("with standard output a pipe nobody reads, thousands of requests are all answered")
  func stuckStandardOutput() async throws {
    try await withTemporaryDirectory(prefix: "samples-stuck-stdout") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      // The access log goes to standard output by default; the test reads the announcement
      // and nothing after it, as a supervisor that stopped reading would.
      let server = try await ServerProcess.start(database: database)
      let port = server.port
      let answered = try await onOwnThread { try Self.hammer(port: port, requests: 6_000) }
      #expect(answered == 6_000)
      let health = try RawHTTPClient.request(port: port, method: "GET", path: "/health")
      #expect(health.status == 200)
      let report = try HealthReport(health)
      #expect(report.requestsServed >= 6_000)
      #expect(report.droppedLogLines > 0)
      #expect(await server.stop(with: SIGTERM) == 0)
    }
  }

  /// Sends `requests` requests on one keep-alive connection, in pipelined batches: some
  /// forecasts and many misses with long paths (each one a long log line); the number
  /// answered.
  static func hammer(port: Int, requests: Int) throws -> Int {
    let client = try RawHTTPClient(port: port, receiveTimeout: 20)
    let long = "/missing/" + String(repeating: "x", count: 1_000)
    var answered = 0
    let batch = 50
    for start in stride(from: 0, to: requests, by: batch) {
      let count = min(batch, requests - start)
      var text = ""
      for index in 0..<count {
        let path = (start + index) % 10 == 0 ? "/forecast" : long
        text += "GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n"
      }
      client.send(text)
      let responses = client.readResponses(count)
      answered += responses.filter { $0.status == 200 || $0.status == 404 }.count
      guard responses.count == count else { break }
    }
    return answered
  }

  @Test("--access-log PATH appends the lines to the file, without the query")
  func accessLogFile() async throws {
    try await withTemporaryDirectory(prefix: "samples-access-log") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let log = directory.appendingPathComponent("access.log").path
      let server = try await ServerProcess.start(
        database: database, arguments: ["--access-log", log])
      for _ in 0..<3 {
        let response = try RawHTTPClient.request(
          port: server.port, method: "GET", path: "/forecast?address=secret")
        #expect(response.status == 404)
      }
      #expect(await server.stop(with: SIGTERM) == 0)
      let text = try String(contentsOfFile: log, encoding: .utf8)
      let lines = text.split(separator: "\n")
      #expect(lines.count == 3)
      #expect(lines.allSatisfy { $0.hasPrefix("GET /forecast 404 ") && $0.hasSuffix("ms") })
      #expect(!text.contains("secret"))
    }
  }

  @Test("--help documents every option the command reads")
  func help() async throws {
    let result = try await runSamples(["server", "--help"], input: "")
    #expect(result.status == 0)
    for option in [
      "--host <host>", "--port <port>", "--loops <n>", "--database <path>",
      "--access-log <path>|-|off", "-h, --help", "GET /health",
    ] {
      #expect(result.output.contains(option), "\(option)")
    }
  }
}

/// `GET /health`'s answer.
struct HealthReport: Decodable {
  var status: String
  var uptimeSeconds: Int
  var requestsServed: Int
  var droppedLogLines: Int
  var database: String

  init(_ response: RawHTTPResponse) throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    self = try decoder.decode(HealthReport.self, from: Data(response.body.utf8))
  }
}

@Suite("samples server, three at once")
struct ConcurrentServerTests {
  @Test("three servers started at the same moment on one fresh database all announce themselves")
  func threeAtOnce() async throws {
    try await withTemporaryDirectory(prefix: "samples-three-servers") { directory in
      let database = directory.appendingPathComponent("fresh.sqlite").path
      // Each start waits on a thread of its own, so the three really start together.
      let servers = await withTaskGroup(of: Result<ServerProcess, any Error>.self) { group in
        for _ in 0..<3 {
          group.addTask {
            do {
              return .success(try await ServerProcess.start(database: database))
            } catch {
              return .failure(error)
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(servers.count == 3)
      for server in servers {
        let started = try server.get()
        #expect(started.announcement.hasPrefix("listening on http://127.0.0.1:"))
        #expect(await started.stop(with: SIGTERM) == 0)
      }
    }
  }
}
