import Foundation
import HTTPServer

/// The service the apps talk to: builds the router over its repositories.
///
/// `GET /health`, `GET /forecast[?address=]`, `POST /login` and the authenticated
/// `PUT /forecast?address=`.
public struct Backend: Sendable {
  public let forecasts: any ForecastRepository
  public let accounts: AccountService

  public init(forecasts: any ForecastRepository, accounts: AccountService) {
    self.forecasts = forecasts
    self.accounts = accounts
  }

  /// Opens (creating and migrating) the SQLite database at `path` and seeds it.
  public static func open(databasePath path: String) throws -> (Backend, SQLiteDatabase) {
    // Processes starting at once on one new file can meet a lock SQLite will not wait for (it
    // refuses at once where waiting could deadlock): start over, a few times, a little later.
    var attempt = 0
    while true {
      do {
        return try openOnce(databasePath: path)
      } catch let error as SQLiteError where error.isBusy && attempt < 20 {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
      }
    }
  }

  private static func openOnce(databasePath path: String) throws -> (Backend, SQLiteDatabase) {
    let database = try SQLiteDatabase(path: path)
    let repository = SQLiteForecastRepository(database: database)
    // Processes starting together on one new file queue here for each other's commits.
    try database.withBusyTimeout(milliseconds: SQLiteDatabase.startUpBusyTimeout) {
      try database.migrate(Schema.migrations)
      try Seed.seed(repository)
    }
    let accounts = AccountService(repository: SQLiteAccountRepository(database: database))
    return (Backend(forecasts: repository, accounts: accounts), database)
  }

  /// The routes.
  public func makeRouter() -> Router {
    let router = Router()
    let forecasts = forecasts
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    router.get("/health") { _ in try .json(["status": "ok"]) }
    // Forecasts change rarely and are read often: keep each one's encoded answer until a
    // write replaces it.
    let cache = ResponseCache()
    router.get("/forecast") { request in
      let address = request.queryValue("address") ?? Seed.defaultAddress
      if let cached = cache[address] { return cached }
      guard let forecast = try forecasts.forecast(for: address) else {
        throw HTTPError(.notFound, code: "unknown_address", message: "no forecast for '\(address)'")
      }
      let response = try HTTPResponse.json(forecast, encoder: encoder)
      cache[address] = response
      return response
    }
    let accounts = accounts
    router.post("/login") { request in
      struct Credentials: Decodable {
        var email: String
        var password: String
      }
      struct Session: Encodable {
        var token: String
        var expiresAt: String
      }
      let credentials = try request.decodeJSON(Credentials.self)
      do {
        let (token, expiresAt) = try accounts.login(
          email: credentials.email, password: credentials.password)
        let session = Session(
          token: token, expiresAt: ISO8601DateFormatter().string(from: expiresAt))
        return try .json(session, encoder: encoder)
      } catch LoginRefusal.invalidCredentials {
        throw HTTPError(
          .unauthorized, code: "invalid_credentials", message: "the email or password is wrong")
      } catch LoginRefusal.tooManyAttempts(let retryAfter) {
        throw HTTPError(
          .tooManyRequests, code: "too_many_attempts",
          message: "too many failed logins; try again in \(retryAfter) seconds",
          headers: HTTPHeaders([("Retry-After", String(retryAfter))]))
      }
    }
    router.put("/forecast") { request in
      let header = request.headers["Authorization"] ?? ""
      guard header.hasPrefix("Bearer "),
        try accounts.userID(forToken: String(header.dropFirst("Bearer ".count))) != nil
      else {
        throw HTTPError(
          .unauthorized, code: "invalid_token", message: "a valid bearer token is required",
          headers: HTTPHeaders([("WWW-Authenticate", "Bearer")]))
      }
      guard let address = request.queryValue("address") else {
        throw HTTPError(
          .badRequest, code: "missing_address", message: "the address query item is required")
      }
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      let forecast = try request.decodeJSON(Forecast.self, decoder: decoder)
      guard forecast.address == address else {
        throw HTTPError(
          .badRequest, code: "address_mismatch",
          message: "the body's address differs from the query's")
      }
      if let reason = forecast.validationError() {
        throw HTTPError(.badRequest, code: "invalid_forecast", message: reason)
      }
      try forecasts.save(forecast)
      cache[address] = nil
      return HTTPResponse(status: .noContent)
    }
    return router
  }
}

/// Encoded answers by key, shared by the loops: read on every request, written rarely, so
/// readers share a read-write lock and never wait for each other.
final class ResponseCache: @unchecked Sendable {
  private let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
  private var responses: [String: HTTPResponse] = [:]

  init() { pthread_rwlock_init(lock, nil) }

  deinit {
    pthread_rwlock_destroy(lock)
    lock.deallocate()
  }

  subscript(key: String) -> HTTPResponse? {
    get {
      pthread_rwlock_rdlock(lock)
      defer { pthread_rwlock_unlock(lock) }
      return responses[key]
    }
    set {
      pthread_rwlock_wrlock(lock)
      defer { pthread_rwlock_unlock(lock) }
      responses[key] = newValue
    }
  }
}
