import Foundation
import HTTPServer

/// `GET /forecast[?address=]` and the authenticated `PUT /forecast?address=`.
///
/// Forecasts change rarely and are read often: each one's encoded answer is kept until a
/// write replaces it (here, or on another server sharing the store, heard through
/// `changes`). A cached answer goes out from the event loop; a miss reads the database on its
/// pool.
struct ForecastRoutes {
  let forecasts: any ForecastRepository
  let accounts: AccountService
  let database: WorkerPool
  let changes: (any ForecastChangeFeed)?
  let encoder: JSONEncoder

  func register(on router: Router) {
    let forecasts = forecasts
    let accounts = accounts
    let database = database
    let changes = changes
    let encoder = encoder
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let cache = ResponseCache()
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
          guard let forecast = try storage({ try forecasts.forecast(for: address) }) else {
            throw HTTPError(
              .notFound, code: "unknown_address", message: "no forecast for '\(address)'")
          }
          let response = try HTTPResponse.json(forecast, encoder: encoder)
          if changes?.isLive ?? true { cache.store(response, for: address, readAt: generation) }
          return response
        }
      })
    router.put("/forecast", on: database) { request in
      let header = request.headers["Authorization"] ?? ""
      guard header.hasPrefix("Bearer "),
        try storage({
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
      let forecast = try request.decodeJSON(Forecast.self, decoder: decoder)
      guard forecast.address == address else {
        throw HTTPError(
          .badRequest, code: "address_mismatch",
          message: "the body's address differs from the query's")
      }
      if let reason = forecast.validationError() {
        throw HTTPError(.badRequest, code: "invalid_forecast", message: reason)
      }
      try storage { try forecasts.save(forecast) }
      cache.invalidate(address)
      return HTTPResponse(status: .noContent)
    }
  }
}
