import Foundation
import HTTPServer

/// The service the apps talk to: builds the router over its repositories.
///
/// `GET /health`, `GET /forecast[?address=]`, `POST /login` and the authenticated
/// `PUT /forecast?address=`. The event loop only parses, routes and writes: password checks run
/// on the `hashing` pool (a thread per processor, and a bounded queue behind them), database
/// work on the `database` pool; a cached forecast is answered on the loop at once.
///
/// The hashing threads run at the loops' priority and there is one per processor because the
/// scheduler shares the processors out by thread: while reads keep the loops busy, logins
/// that wait get a thread each and so a share each. With one thread for two processors, a
/// login (about 20 ms of yescrypt) at 20 a second needed nearly all of that thread's share,
/// queued, and its p99 was 300–480 ms; at a lower priority it was 1.6 s. A flood of logins
/// still leaves every loop its share.
public struct Backend: Sendable {
  public let forecasts: any ForecastRepository
  public let accounts: AccountService
  /// Where logins hash passwords (and read and write their account's rows).
  public let hashing: WorkerPool
  /// Where the other routes' database work runs.
  public let database: WorkerPool
  /// Writes other servers make to a shared store, when there are any.
  public let changes: (any ForecastChangeFeed)?

  /// Hashing threads by default: one per processor, so that logins waiting behind busy loops
  /// each get a share of the processors (see above); the bounded queue keeps a flood of them
  /// from taking more.
  public static let defaultHashingThreads = max(1, ProcessInfo.processInfo.activeProcessorCount)

  public init(
    forecasts: any ForecastRepository, accounts: AccountService,
    hashing: WorkerPool = WorkerPool(
      name: "hashing", threads: Backend.defaultHashingThreads, queueLimit: 32),
    database: WorkerPool = WorkerPool(name: "database", threads: 1, queueLimit: 256),
    changes: (any ForecastChangeFeed)? = nil
  ) {
    self.forecasts = forecasts
    self.accounts = accounts
    self.hashing = hashing
    self.database = database
    self.changes = changes
  }

  /// The routes, registered by each collection: health, forecasts, login. `GET /health`
  /// reports `statistics` (the server's, when given).
  public func makeRouter(statistics: ServerStatistics? = nil) -> Router {
    let router = Router()
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    HealthRoutes(
      forecasts: forecasts, database: database, statistics: statistics ?? ServerStatistics(),
      encoder: encoder
    ).register(on: router)
    ForecastRoutes(
      forecasts: forecasts, accounts: accounts, database: database, changes: changes,
      encoder: encoder
    ).register(on: router)
    LoginRoutes(accounts: accounts, hashing: hashing, encoder: encoder).register(on: router)
    return router
  }
}
