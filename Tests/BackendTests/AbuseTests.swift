import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import Backend
@testable import BackendSQLite

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Logins under abuse")
struct LoginAbuseTests {
  @Test("a million distinct e-mails cannot grow the failure table past its bound")
  func boundedMemory() {
    var limits = LoginLimits()
    limits.trackedAccounts = 1_000
    limits.trackedAddresses = 100
    let clock = TestClock()
    let service = AccountService(
      repository: InMemoryAccountRepository(), clock: { clock.now }, limits: limits)
    // An account under attack, one failure short of being refused.
    for _ in 1..<limits.failuresPerAccount {
      service.recordFailure(email: "victim@example.com", clientAddress: nil)
    }
    for index in 0..<1_000_000 {
      service.recordFailure(email: "invented\(index)@example.com", clientAddress: nil)
    }
    #expect(service.trackedFailures.accounts == 1_000)
    #expect(service.allocatedFailureSlots.accounts == 1_000)
    // The flood of one-failure keys pushed out only one-failure keys: the victim's count held.
    service.recordFailure(email: "victim@example.com", clientAddress: nil)
    #expect(service.refusal(email: "victim@example.com") != nil)
    #expect(service.refusal(email: "invented999999@example.com") == nil)
  }

  @Test("the table keeps the keys with the most failures and reuses closed windows first")
  func eviction() {
    var table = FailureTable(capacity: 3, maximum: 3, window: 100)
    for _ in 0..<3 { table.recordFailure(1, now: 0) }
    table.recordFailure(2, now: 1)
    table.recordFailure(2, now: 2)
    table.recordFailure(3, now: 3)
    table.recordFailure(4, now: 4)  // Evicts 3: the fewest failures.
    #expect(table.count == 3)
    #expect(table.retryAfter(1, now: 5) == 95)
    table.recordFailure(2, now: 6)
    #expect(table.retryAfter(2, now: 6) == 95)
    // Past key 1's window its slot is the first to go, though it has the most failures.
    table.recordFailure(5, now: 100.5)
    #expect(table.retryAfter(1, now: 100.5) == nil)
    #expect(table.retryAfter(2, now: 100.5) != nil)
    #expect(table.count <= 3)
  }

  @Test("one address failing on many accounts is refused, whatever account it tries next")
  func perAddress() throws {
    var limits = LoginLimits()
    limits.failuresPerAddress = 3
    let service = AccountService(repository: InMemoryAccountRepository(), limits: limits)
    try service.register(email: "demo@example.com", password: "demo1234")
    for index in 0..<3 {
      #expect(throws: LoginRefusal.invalidCredentials) {
        try service.login(
          email: "guess\(index)@example.com", password: "wrong", clientAddress: "192.0.2.7")
      }
    }
    let refusal = service.refusal(email: "demo@example.com", clientAddress: "192.0.2.7")
    guard case .tooManyAttempts(let retryAfter) = refusal else {
      Issue.record("expected a refusal, got \(String(describing: refusal))")
      return
    }
    #expect(retryAfter > 0)
    #expect(throws: LoginRefusal.self) {
      try service.login(email: "demo@example.com", password: "demo1234", clientAddress: "192.0.2.7")
    }
    // Another address, and the account itself, are not held back.
    _ = try service.login(
      email: "demo@example.com", password: "demo1234", clientAddress: "198.51.100.1")
  }
}

@Suite("The backend with its pools saturated")
struct SaturatedBackendTests {
  @Test("with every hashing thread busy, GET /forecast and /health still answer; logins wait")
  func readsGoOn() throws {
    let accounts = AccountService(repository: InMemoryAccountRepository())
    try accounts.register(email: "demo@example.com", password: "demo1234")
    let hashing = WorkerPool(name: "hashing", threads: 1, queueLimit: 1)
    let backend = Backend(
      forecasts: InMemoryForecastRepository(Seed.forecasts), accounts: accounts,
      hashing: hashing)
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, router: backend.makeRouter())
    try server.start()
    defer {
      server.shutdown()
      server.waitUntilStopped()
    }
    let blocker = PoolBlocker(hashing)
    let body = #"{"email":"demo@example.com","password":"demo1234"}"#
    let waiting = try RawHTTPClient(port: server.port)
    waiting.send(
      "POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
    #expect(waitUntil { hashing.queued == 1 })
    let overflow = try RawHTTPClient.request(
      port: server.port, method: "POST", path: "/login", body: body)
    #expect(overflow.status == 503)
    for path in [
      "/forecast", "/forecast?address=%E6%B2%96%E7%B8%84%E7%9C%8C%E9%82%A3%E8%A6%87%E5%B8%82",
      "/health",
    ] {
      let response = try RawHTTPClient.request(port: server.port, method: "GET", path: path)
      #expect(response.status == 200, "GET \(path)")
    }
    blocker.open()
    let login = waiting.readResponses(1).first
    #expect(login?.status == 200)
  }

  @Test("the default hashing pool runs a login per processor at once")
  func hashingThreadPerProcessor() {
    // The scheduler shares processors out by thread: logins that wait behind one hashing
    // thread while reads keep the loops busy get one thread's share between them.
    let backend = Backend(
      forecasts: InMemoryForecastRepository(Seed.forecasts),
      accounts: AccountService(repository: InMemoryAccountRepository()))
    let processors = ProcessInfo.processInfo.activeProcessorCount
    let running = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    for _ in 0..<processors {
      backend.hashing.submit {
        running.signal()
        release.wait()
      }
    }
    var started = 0
    while started < processors, running.wait(timeout: .now() + 10) == .success { started += 1 }
    for _ in 0..<processors { release.signal() }
    #expect(started == processors, "logins hashed at once")
  }

  @Test("GET /health reports uptime, requests, dropped log lines and the database")
  func health() throws {
    let statistics = ServerStatistics()
    statistics.recordRequests(41)
    statistics.recordDroppedLogLines(3)
    let backend = Backend(
      forecasts: InMemoryForecastRepository(Seed.forecasts),
      accounts: AccountService(repository: InMemoryAccountRepository()))
    let router = backend.makeRouter(statistics: statistics)
    let response = router.respond(to: HTTPRequest(method: .get, path: "/health"))
    #expect(response.status == .ok)
    let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(object?["status"] as? String == "ok")
    #expect(object?["database"] as? String == "ok")
    #expect(object?["requests_served"] as? Int == 41)
    #expect(object?["dropped_log_lines"] as? Int == 3)
    #expect((object?["uptime_seconds"] as? Int).map { $0 >= 0 } == true)
  }

  @Test("GET /health is 503 and says so when the database cannot be read")
  func healthWithBrokenDatabase() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.migrate(SQLiteSchema.migrations)
    let forecasts = SQLiteForecastRepository(database: database)
    let backend = Backend(
      forecasts: forecasts, accounts: AccountService(repository: InMemoryAccountRepository()))
    let router = backend.makeRouter()
    #expect(router.respond(to: HTTPRequest(method: .get, path: "/health")).status == .ok)
    database.close()
    let response = router.respond(to: HTTPRequest(method: .get, path: "/health"))
    #expect(response.status == .serviceUnavailable)
    let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(object?["database"] as? String == "unavailable")
    #expect(object?["status"] as? String == "degraded")
  }
}
