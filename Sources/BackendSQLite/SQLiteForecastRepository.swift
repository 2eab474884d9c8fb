import Backend
import Foundation

/// Forecasts in SQLite: one row per address and one per hour.
public final class SQLiteForecastRepository: ForecastRepository, @unchecked Sendable {
  private let database: SQLiteDatabase

  public init(database: SQLiteDatabase) { self.database = database }

  public func forecast(for address: String) throws -> Forecast? {
    // Both queries in one read transaction: a save committed by another server between them
    // cannot mix two versions of the forecast.
    let rows: [[SQLiteValue]]? = try database.readTransaction {
      let exists = try database.query(
        "SELECT 1 FROM forecasts WHERE address = ?", [.text(address)])
      guard !exists.isEmpty else { return nil }
      return try database.query(
        "SELECT time, weather_type, rainy_percent FROM hourly WHERE address = ? ORDER BY time",
        [.text(address)])
    }
    guard let rows else { return nil }
    let weathers = rows.compactMap { row -> HourlyWeather? in
      guard row.count == 3, case .integer(let time) = row[0], case .integer(let type) = row[1],
        case .integer(let percent) = row[2],
        let weatherType = HourlyWeather.Kind(rawValue: Int(type))
      else { return nil }
      return HourlyWeather(time: Int(time), weatherType: weatherType, rainyPercent: Int(percent))
    }
    return Forecast(address: address, weathers: weathers)
  }

  public func save(_ forecast: Forecast) throws {
    try database.transaction {
      try database.query(
        "INSERT INTO forecasts (address) VALUES (?) ON CONFLICT(address) DO NOTHING",
        [.text(forecast.address)])
      try database.query("DELETE FROM hourly WHERE address = ?", [.text(forecast.address)])
      for weather in forecast.weathers {
        try database.query(
          "INSERT INTO hourly (address, time, weather_type, rainy_percent) VALUES (?, ?, ?, ?)",
          [
            .text(forecast.address), .integer(Int64(weather.time)),
            .integer(Int64(weather.weatherType.rawValue)), .integer(Int64(weather.rainyPercent)),
          ])
      }
    }
  }

  public func checkHealth() throws {
    try database.query("SELECT COUNT(*) FROM forecasts")
  }

  public func addresses() throws -> [String] {
    try database.query("SELECT address FROM forecasts ORDER BY address").compactMap {
      if case .text(let address) = $0.first { return address }
      return nil
    }
  }
}
