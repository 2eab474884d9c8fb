import Foundation
import HTTPServer

/// `GET /health`: whether the store answers, how long the server has run and what it served.
struct HealthRoutes {
  let forecasts: any ForecastRepository
  let database: WorkerPool
  let statistics: ServerStatistics
  let encoder: JSONEncoder

  /// What `GET /health` answers (snake_case on the wire).
  struct Health: Encodable {
    var status: String
    var uptimeSeconds: Int
    var requestsServed: Int
    var droppedLogLines: Int
    var database: String
  }

  func register(on router: Router) {
    let forecasts = forecasts
    let statistics = statistics
    let encoder = encoder
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
  }
}
