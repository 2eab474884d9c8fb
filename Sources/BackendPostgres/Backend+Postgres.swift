import Backend
import Foundation
import HTTPServer
import Primitives

extension Backend {
  /// The database connections each server opens, as many as its database threads.
  public static let postgresConnections = 4

  /// Connects to the PostgreSQL database `connectionString` names (a `postgres://` URL, or
  /// empty for the `PG*` environment variables), migrates and seeds it, and builds a backend
  /// whose accounts, tokens, failed logins and forecasts are shared with every server using
  /// it, with the forecast cache kept fresh by `LISTEN`/`NOTIFY`.
  public static func open(postgres connectionString: String) throws -> (
    Backend, PostgresDatabase
  ) {
    let database = try PostgresDatabase(connectionString, size: postgresConnections)
    try database.migrate(PostgresSchema.migrations)
    let forecasts = PostgresForecastRepository(database: database)
    if try forecasts.addresses().isEmpty { try Seed.seed(forecasts) }
    let accounts = AccountService(
      repository: PostgresAccountRepository(database: database),
      sharedFailures: PostgresLoginFailures(database: database))
    let backend = Backend(
      forecasts: forecasts, accounts: accounts,
      database: WorkerPool(name: "database", threads: postgresConnections, queueLimit: 256),
      changes: PostgresForecastChanges(connectionString))
    return (backend, database)
  }
}
