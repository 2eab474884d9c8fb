import Foundation
import HTTPServer
import Testing

@testable import Backend
@testable import BackendSQLite

/// A clock a test moves by hand.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_800_000_000)
  var now: Date { lock.withLock { current } }
  func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

@Suite("Accounts and login")
struct AccountTests {
  @Test("SHA-256 matches the standard test vectors")
  func sha256() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test("passwords are stored as yescrypt hashes that verify only the right password")
  func hashing() throws {
    let hash = try PasswordHasher.hash("correct horse")
    #expect(hash.hasPrefix("$y$"))
    #expect(!hash.contains("correct horse"))
    #expect(PasswordHasher.verify("correct horse", against: hash))
    #expect(!PasswordHasher.verify("correct hors", against: hash))
    #expect(try PasswordHasher.hash("correct horse") != hash)
  }

  @Test("registration checks the email's shape and the password's length")
  func registration() throws {
    let service = AccountService(repository: InMemoryAccountRepository())
    #expect(throws: AccountError.invalidEmail) {
      try service.register(email: "no-at-sign", password: "long enough")
    }
    #expect(throws: AccountError.invalidEmail) {
      try service.register(email: "a@b", password: "long enough")
    }
    #expect(throws: AccountError.passwordTooShort(minimum: 8)) {
      try service.register(email: "a@b.jp", password: "short")
    }
    try service.register(email: "a@b.jp", password: "long enough")
    #expect(throws: AccountError.duplicateEmail) {
      try service.register(email: "A@B.jp", password: "long enough")
    }
  }

  @Test("login gives a token that works until it expires")
  func tokens() throws {
    let clock = TestClock()
    let service = AccountService(repository: InMemoryAccountRepository(), clock: { clock.now })
    try service.register(email: "demo@example.com", password: "demo1234")
    let (token, expiresAt) = try service.login(email: "demo@example.com", password: "demo1234")
    #expect(token.count == 64)
    #expect(expiresAt == clock.now.addingTimeInterval(AccountService.tokenLifetime))
    #expect(try service.userID(forToken: token) != nil)
    #expect(try service.userID(forToken: token + "x") == nil)
    clock.advance(AccountService.tokenLifetime + 1)
    #expect(try service.userID(forToken: token) == nil)
  }

  @Test("unknown email and wrong password are refused alike; repeated failures are 429")
  func refusals() throws {
    let clock = TestClock()
    let service = AccountService(repository: InMemoryAccountRepository(), clock: { clock.now })
    try service.register(email: "demo@example.com", password: "demo1234")
    #expect(throws: LoginRefusal.invalidCredentials) {
      try service.login(email: "nobody@example.com", password: "demo1234")
    }
    for _ in 0..<AccountService.maximumFailures {
      #expect(throws: LoginRefusal.invalidCredentials) {
        try service.login(email: "demo@example.com", password: "wrong")
      }
    }
    clock.advance(60)
    #expect(throws: LoginRefusal.tooManyAttempts(retryAfter: 840)) {
      try service.login(email: "demo@example.com", password: "demo1234")
    }
    clock.advance(AccountService.failureWindow)
    _ = try service.login(email: "demo@example.com", password: "demo1234")
  }

  @Test("the SQLite repository stores token digests, never tokens")
  func sqliteTokens() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.migrate(SQLiteSchema.migrations)
    let service = AccountService(repository: SQLiteAccountRepository(database: database))
    try service.register(email: "demo@example.com", password: "demo1234")
    let (token, _) = try service.login(email: "demo@example.com", password: "demo1234")
    let stored = try database.query("SELECT token_hash FROM tokens")
    #expect(stored.count == 1)
    #expect(stored.first?.first == .text(SHA256.hex(token)))
    #expect(try service.userID(forToken: token) != nil)
  }
}

@Suite("Login and forecast writes over the router")
struct AuthenticatedRouteTests {
  func makeRouter() throws -> (Router, InMemoryForecastRepository) {
    let forecasts = InMemoryForecastRepository(Seed.forecasts)
    let accounts = AccountService(repository: InMemoryAccountRepository())
    try accounts.register(email: "demo@example.com", password: "demo1234")
    return (Backend(forecasts: forecasts, accounts: accounts).makeRouter(), forecasts)
  }

  func login(_ router: Router, password: String = "demo1234") -> HTTPResponse {
    router.respond(
      to: HTTPRequest(
        method: .post, path: "/login",
        body: Data(#"{"email":"demo@example.com","password":"\#(password)"}"#.utf8)))
  }

  @Test("POST /login answers a token; a wrong pair 401 with the same body as an unknown email")
  func loginRoute() throws {
    let (router, _) = try makeRouter()
    let success = login(router)
    #expect(success.status == .ok)
    let session = try JSONSerialization.jsonObject(with: success.body) as? [String: String]
    #expect(session?["token"]?.count == 64)
    #expect(session?["expires_at"] != nil)
    let wrong = login(router, password: "wrong-password")
    let unknown = router.respond(
      to: HTTPRequest(
        method: .post, path: "/login",
        body: Data(#"{"email":"x@example.com","password":"whatever1"}"#.utf8)))
    #expect(wrong.status == .unauthorized)
    #expect(wrong.body == unknown.body)
  }

  @Test("PUT /forecast needs a token, validates, and replaces")
  func putForecast() throws {
    let (router, forecasts) = try makeRouter()
    let session = try JSONSerialization.jsonObject(with: login(router).body) as? [String: String]
    let token = try #require(session?["token"])
    func put(_ body: String, token: String?, address: String = "テスト") -> HTTPResponse {
      var headers = HTTPHeaders()
      if let token { headers.set("Authorization", "Bearer \(token)") }
      return router.respond(
        to: HTTPRequest(
          method: .put, path: "/forecast", query: [("address", address)], headers: headers,
          body: Data(body.utf8)))
    }
    let valid = #"{"address":"テスト","weathers":[{"time":0,"weather_type":1,"rainy_percent":30}]}"#
    #expect(put(valid, token: nil).status == .unauthorized)
    #expect(put(valid, token: "forged").status == .unauthorized)
    #expect(put(valid, token: token).status == .noContent)
    #expect(try forecasts.forecast(for: "テスト")?.weathers.first?.weatherType == .cloudy)
    let invalid = put(
      #"{"address":"テスト","weathers":[{"time":0,"weather_type":1,"rainy_percent":130}]}"#,
      token: token)
    #expect(invalid.status == .badRequest)
    #expect(
      try JSONDecoder().decode(ErrorBody.self, from: invalid.body).error.message
        == "rainy_percent 130 at time 0 is not within 0...100")
    let badType = put(
      #"{"address":"テスト","weathers":[{"time":0,"weather_type":7,"rainy_percent":1}]}"#, token: token
    )
    #expect(
      try JSONDecoder().decode(ErrorBody.self, from: badType.body).error.message
        == "'weathers.0.weather_type' is invalid")
    #expect(put(valid, token: token, address: "other").status == .badRequest)
  }
}
