import Foundation
import HTTPServer

/// The service the apps talk to: builds the router over its repositories.
///
/// `GET /health`, `GET /forecast[?address=]`, `POST /login` and the authenticated
/// `PUT /forecast?address=`. The event loop only parses, routes and writes: password checks run
/// on the `hashing` pool (few threads at a lower priority, so a flood of logins waits its turn
/// while reads go on), database work on the `database` pool; a cached forecast is answered on
/// the loop at once.
public struct Backend: Sendable {
  public let forecasts: any ForecastRepository
  public let accounts: AccountService
  /// Where logins hash passwords (and read and write their account's rows).
  public let hashing: WorkerPool
  /// Where the other routes' database work runs.
  public let database: WorkerPool
  /// Writes other servers make to a shared store, when there are any.
  public let changes: (any ForecastChangeFeed)?

  /// Hashing threads by default: half the processors, at least one, so that logins never
  /// take every core from the event loops.
  public static let defaultHashingThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)

  public init(
    forecasts: any ForecastRepository, accounts: AccountService,
    hashing: WorkerPool = WorkerPool(
      name: "hashing", threads: Backend.defaultHashingThreads, queueLimit: 32, niceness: 10),
    database: WorkerPool = WorkerPool(name: "database", threads: 1, queueLimit: 256),
    changes: (any ForecastChangeFeed)? = nil
  ) {
    self.forecasts = forecasts
    self.accounts = accounts
    self.hashing = hashing
    self.database = database
    self.changes = changes
  }

  /// What `GET /health` answers (snake_case on the wire).
  struct Health: Encodable {
    var status: String
    var uptimeSeconds: Int
    var requestsServed: Int
    var droppedLogLines: Int
    var database: String
  }

  /// The routes; `GET /health` reports `statistics` (the server's, when given).
  public func makeRouter(statistics: ServerStatistics? = nil) -> Router {
    let router = Router()
    let forecasts = forecasts
    let accounts = accounts
    let database = database
    let hashing = hashing
    let statistics = statistics ?? ServerStatistics()
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    router.get("/health", on: database) { _ in
      var databaseStatus = "ok"
      do {
        try forecasts.checkHealth()
      } catch {
        databaseStatus = "unavailable"
      }
      let health = Health(
        status: databaseStatus == "ok" ? "ok" : "degraded",
        uptimeSeconds: Int(statistics.uptime), requestsServed: statistics.requestsServed,
        droppedLogLines: statistics.droppedLogLines, database: databaseStatus)
      return try .json(
        health, status: databaseStatus == "ok" ? .ok : .serviceUnavailable, encoder: encoder)
    }
    // Forecasts change rarely and are read often: keep each one's encoded answer until a
    // write replaces it. A cached answer goes out from the loop; a miss reads the database on
    // its pool.
    let cache = ResponseCache()
    let changes = changes
    changes?.observe { change in
      switch change {
      case .changed(let address): cache.invalidate(address)
      case .unknown: cache.invalidate(nil)
      }
    }
    router.add(
      .get, "/forecast",
      replying: { request in
        let address = request.queryValue("address") ?? Seed.defaultAddress
        if let cached = cache[address] { return .now(cached) }
        return .later(on: database) {
          let generation = cache.currentGeneration
          guard let forecast = try Self.storage({ try forecasts.forecast(for: address) }) else {
            throw HTTPError(
              .notFound, code: "unknown_address", message: "no forecast for '\(address)'")
          }
          let response = try HTTPResponse.json(forecast, encoder: encoder)
          if changes?.isLive ?? true { cache.store(response, for: address, readAt: generation) }
          return response
        }
      })
    router.add(
      .post, "/login",
      replying: { request in
        struct Credentials: Decodable {
          var email: String
          var password: String
        }
        struct Session: Encodable {
          var token: String
          var expiresAt: String
        }
        let credentials = try request.decodeJSON(Credentials.self)
        let address = request.remoteAddress
        // Refused at once, on the loop, without taking a hashing thread.
        if let refusal = accounts.refusal(email: credentials.email, clientAddress: address) {
          throw Self.httpError(refusal)
        }
        return .later(on: hashing) {
          do {
            let (token, expiresAt) = try Self.storage {
              try accounts.login(
                email: credentials.email, password: credentials.password, clientAddress: address)
            }
            let session = Session(
              token: token, expiresAt: ISO8601DateFormatter().string(from: expiresAt))
            return try .json(session, encoder: encoder)
          } catch let refusal as LoginRefusal {
            throw Self.httpError(refusal)
          }
        }
      })
    router.put("/forecast", on: database) { request in
      let header = request.headers["Authorization"] ?? ""
      guard header.hasPrefix("Bearer "),
        try Self.storage({
          try accounts.userID(forToken: String(header.dropFirst("Bearer ".count)))
        })
          != nil
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
      try Self.storage { try forecasts.save(forecast) }
      cache.invalidate(address)
      return HTTPResponse(status: .noContent)
    }
    return router
  }

  /// Runs storage work; a database that cannot be reached is 503 with a JSON error (the
  /// request may be retried), not a 500.
  static func storage<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as any StorageConnectionError where error.isConnectionProblem {
      throw HTTPError(
        .serviceUnavailable, code: "database_unavailable",
        message: "the database cannot be reached; try again shortly",
        headers: HTTPHeaders([("Retry-After", "1")]))
    }
  }

  private static func httpError(_ refusal: LoginRefusal) -> HTTPError {
    switch refusal {
    case .invalidCredentials:
      HTTPError(
        .unauthorized, code: "invalid_credentials", message: "the email or password is wrong")
    case .tooManyAttempts(let retryAfter):
      HTTPError(
        .tooManyRequests, code: "too_many_attempts",
        message: "too many failed logins; try again in \(retryAfter) seconds",
        headers: HTTPHeaders([("Retry-After", String(retryAfter))]))
    }
  }
}
