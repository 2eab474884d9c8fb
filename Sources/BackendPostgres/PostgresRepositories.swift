import Backend
import Foundation

/// Accounts in PostgreSQL, shared by every server using the database: an email is unique
/// whatever its case, and a token issued by one server is accepted by all.
public final class PostgresAccountRepository: AccountRepository {
  private let database: PostgresDatabase

  public init(database: PostgresDatabase) { self.database = database }

  public func createUser(email: String, passwordHash: String) throws {
    do {
      try database.withConnection { connection in
        try connection.query(
          "INSERT INTO users (email, password_hash) VALUES ($1, $2)",
          [.text(email), .text(passwordHash)])
      }
    } catch let error as PostgresError where error.isUniqueViolation {
      // Two servers creating the same account at once: the index decides, not a prior read.
      throw AccountError.duplicateEmail
    }
  }

  public func credentials(for email: String) throws -> (id: Int64, passwordHash: String)? {
    try database.withConnection { connection in
      let rows = try connection.query(
        "SELECT id, password_hash FROM users WHERE lower(email) = lower($1)", [.text(email)])
      guard let row = rows.first, let id = row.integer(0), let hash = row[1] else { return nil }
      return (id, hash)
    }
  }

  public func storeToken(digest: String, userID: Int64, expiresAt: Date) throws {
    try database.withConnection { connection in
      try connection.query(
        "INSERT INTO tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)",
        [.text(digest), .integer(userID), .integer(Int64(expiresAt.timeIntervalSince1970))])
    }
  }

  public func userID(forTokenDigest digest: String, at now: Date) throws -> Int64? {
    try database.withConnection { connection in
      try connection.query(
        "SELECT user_id FROM tokens WHERE token_hash = $1 AND expires_at > $2",
        [.text(digest), .integer(Int64(now.timeIntervalSince1970))]
      ).first?.integer(0)
    }
  }
}

/// Forecasts in PostgreSQL: one row per address and one per hour, read in one statement (so a
/// save committed meanwhile by another server cannot mix two versions) and saved in one
/// transaction.
public final class PostgresForecastRepository: ForecastRepository {
  private let database: PostgresDatabase

  /// The channel every save notifies with its address, at its commit.
  public static let channel = "samples_forecasts"

  public init(database: PostgresDatabase) { self.database = database }

  public func forecast(for address: String) throws -> Forecast? {
    let rows = try database.withConnection { connection in
      // The address's row joined with its hours: one snapshot, one round trip.
      try connection.query(
        """
        SELECT h.time, h.weather_type, h.rainy_percent FROM forecasts f
        LEFT JOIN hourly h ON h.address = f.address WHERE f.address = $1 ORDER BY h.time
        """, [.text(address)])
    }
    guard !rows.isEmpty else { return nil }
    let weathers = rows.compactMap { row -> HourlyWeather? in
      guard let time = row.integer(0), let type = row.integer(1), let percent = row.integer(2),
        let kind = HourlyWeather.Kind(rawValue: Int(type))
      else { return nil }
      return HourlyWeather(time: Int(time), weatherType: kind, rainyPercent: Int(percent))
    }
    return Forecast(address: address, weathers: weathers)
  }

  public func save(_ forecast: Forecast) throws {
    try database.transaction { connection in
      try connection.query(
        "INSERT INTO forecasts (address) VALUES ($1) ON CONFLICT (address) DO NOTHING",
        [.text(forecast.address)])
      // Saves of one address queue on its row, so two servers replacing it at once cannot both
      // delete the old hours and then both insert theirs.
      try connection.query(
        "SELECT 1 FROM forecasts WHERE address = $1 FOR UPDATE", [.text(forecast.address)])
      try connection.query("DELETE FROM hourly WHERE address = $1", [.text(forecast.address)])
      // Delivered to the listeners when the transaction commits, never before.
      try connection.query(
        "SELECT pg_notify($1, $2)", [.text(Self.channel), .text(forecast.address)])
      for weather in forecast.weathers {
        try connection.query(
          "INSERT INTO hourly (address, time, weather_type, rainy_percent) VALUES ($1, $2, $3, $4)",
          [
            .text(forecast.address), .integer(Int64(weather.time)),
            .integer(Int64(weather.weatherType.rawValue)), .integer(Int64(weather.rainyPercent)),
          ])
      }
    }
  }

  public func checkHealth() throws {
    try database.withConnection { connection in _ = try connection.query("SELECT 1") }
  }

  public func addresses() throws -> [String] {
    try database.withConnection { connection in
      try connection.query("SELECT address FROM forecasts ORDER BY address").compactMap { $0[0] }
    }
  }
}
