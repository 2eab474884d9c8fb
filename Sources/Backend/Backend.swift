import Foundation
import HTTPServer

/// The service the apps talk to: builds the router over its repositories.
///
/// Today: `GET /health` and `GET /forecast[?address=]`. Accounts, `POST /login` and the
/// authenticated `PUT /forecast` come next.
public struct Backend: Sendable {
  public let forecasts: any ForecastRepository

  public init(forecasts: any ForecastRepository) { self.forecasts = forecasts }

  /// Opens (creating and migrating) the SQLite database at `path` and seeds it.
  public static func open(databasePath path: String) throws -> (Backend, SQLiteDatabase) {
    let database = try SQLiteDatabase(path: path)
    try database.migrate(Schema.migrations)
    let repository = SQLiteForecastRepository(database: database)
    try Seed.seed(repository)
    return (Backend(forecasts: repository), database)
  }

  /// The routes.
  public func makeRouter() -> Router {
    let router = Router()
    let forecasts = forecasts
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    router.get("/health") { _ in try .json(["status": "ok"]) }
    router.get("/forecast") { request in
      let address = request.queryValue("address") ?? Seed.defaultAddress
      guard let forecast = try forecasts.forecast(for: address) else {
        throw HTTPError(.notFound, code: "unknown_address", message: "no forecast for '\(address)'")
      }
      return try .json(forecast, encoder: encoder)
    }
    return router
  }
}
