import Backend
import BackendSQLite
import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Forecast repositories")
struct RepositoryTests {
  @Test("SQLite saves, replaces and reads forecasts, and survives reopening")
  func sqlite() throws {
    try withTemporaryDirectory(prefix: "backend-tests") { directory in
      let path = directory.appendingPathComponent("test.sqlite").path
      let forecast = Forecast(
        address: "東京都新宿区",
        weathers: [
          HourlyWeather(time: 1, weatherType: .rain, rainyPercent: 80),
          HourlyWeather(time: 0, weatherType: .sunny, rainyPercent: 0),
        ])
      do {
        let database = try SQLiteDatabase(path: path)
        try database.migrate(SQLiteSchema.migrations)
        let repository = SQLiteForecastRepository(database: database)
        try repository.save(forecast)
        var replaced = forecast
        replaced.weathers = [HourlyWeather(time: 5, weatherType: .cloudy, rainyPercent: 40)]
        try repository.save(replaced)
        #expect(try repository.forecast(for: "東京都新宿区") == replaced)
        database.close()
      }
      let reopened = try SQLiteDatabase(path: path)
      try reopened.migrate(SQLiteSchema.migrations)
      #expect(try reopened.userVersion == SQLiteSchema.migrations.count)
      let repository = SQLiteForecastRepository(database: reopened)
      #expect(try repository.forecast(for: "東京都新宿区")?.weathers.map(\.time) == [5])
      #expect(try repository.forecast(for: "nowhere") == nil)
      #expect(try reopened.integrityCheck())
    }
  }

  @Test("reads in one read transaction see one version, whatever another connection commits")
  func readSnapshot() throws {
    try withTemporaryDirectory(prefix: "backend-tests") { directory in
      let path = directory.appendingPathComponent("test.sqlite").path
      let reader = try SQLiteDatabase(path: path)
      try reader.migrate(SQLiteSchema.migrations)
      let writer = try SQLiteDatabase(path: path)
      let forecasts = SQLiteForecastRepository(database: writer)
      let before = Forecast(
        address: "大阪市", weathers: [HourlyWeather(time: 0, weatherType: .sunny, rainyPercent: 0)])
      try forecasts.save(before)
      let count = "SELECT COUNT(*) FROM hourly WHERE address = '大阪市'"
      let (first, second) = try reader.readTransaction {
        let first = try reader.query(count)
        var after = before
        after.weathers.append(HourlyWeather(time: 1, weatherType: .rain, rainyPercent: 90))
        try forecasts.save(after)
        return (first, try reader.query(count))
      }
      #expect(first == [[.integer(1)]])
      #expect(second == first)
      // Outside the transaction the reader sees the other connection's commit.
      #expect(try reader.query(count) == [[.integer(2)]])
      #expect(
        try SQLiteForecastRepository(database: reader).forecast(for: "大阪市")?.weathers.count == 2)
    }
  }

  @Test("bound parameters keep SQL out of values")
  func injection() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.migrate(SQLiteSchema.migrations)
    let repository = SQLiteForecastRepository(database: database)
    let hostile = "x'); DROP TABLE forecasts; --"
    try repository.save(Forecast(address: hostile, weathers: []))
    #expect(try repository.addresses() == [hostile])
  }

  @Test("the schema rejects values out of range even past the validation")
  func constraints() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    try database.migrate(SQLiteSchema.migrations)
    try database.query("INSERT INTO forecasts (address) VALUES (?)", [.text("a")])
    #expect(throws: SQLiteError.self) {
      try database.query(
        "INSERT INTO hourly (address, time, weather_type, rainy_percent) VALUES (?, ?, ?, ?)",
        [.text("a"), .integer(24), .integer(0), .integer(0)])
    }
  }

  @Test("seeding is deterministic, plausible and idempotent")
  func seeding() throws {
    let repository = InMemoryForecastRepository()
    try Seed.seed(repository)
    try Seed.seed(repository)
    #expect(try repository.addresses() == Seed.addresses.sorted())
    #expect(Seed.forecasts == Seed.forecasts)
    for forecast in Seed.forecasts {
      #expect(forecast.weathers.count == 24)
      #expect(forecast.validationError() == nil)
      for weather in forecast.weathers {
        switch weather.weatherType {
        case .sunny: #expect(weather.rainyPercent <= 20)
        case .cloudy: #expect((20...60).contains(weather.rainyPercent))
        case .rain: #expect(weather.rainyPercent >= 60)
        }
      }
    }
  }

  @Test(
    "validation names what is wrong",
    arguments: [
      (Forecast(address: " ", weathers: []), "the address is empty"),
      (
        Forecast(
          address: "a", weathers: [HourlyWeather(time: 24, weatherType: .sunny, rainyPercent: 0)]),
        "time 24 is not within 0...23"
      ),
      (
        Forecast(
          address: "a",
          weathers: [
            HourlyWeather(time: 1, weatherType: .sunny, rainyPercent: 0),
            HourlyWeather(time: 1, weatherType: .rain, rainyPercent: 90),
          ]), "time 1 appears twice"
      ),
      (
        Forecast(
          address: "a", weathers: [HourlyWeather(time: 2, weatherType: .rain, rainyPercent: 101)]),
        "rainy_percent 101 at time 2 is not within 0...100"
      ),
    ])
  func validation(forecast: Forecast, reason: String) {
    #expect(forecast.validationError() == reason)
  }
}

@Suite("Backend routes")
struct BackendRouteTests {
  let router: Router = {
    let repository = InMemoryForecastRepository(Seed.forecasts)
    let accounts = AccountService(repository: InMemoryAccountRepository())
    return Backend(forecasts: repository, accounts: accounts).makeRouter()
  }()

  @Test("GET /forecast answers the seeds' wire format, snake_case")
  func forecast() throws {
    let response = router.respond(
      to: HTTPRequest(method: .get, path: "/forecast", query: [("address", "沖縄県那覇市")]))
    #expect(response.status == .ok)
    let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(object?["address"] as? String == "沖縄県那覇市")
    let first = (object?["weathers"] as? [[String: Any]])?.first
    #expect(Set(first?.keys ?? [:].keys) == ["time", "weather_type", "rainy_percent"])
  }

  @Test("no address means the default one; an unknown one is 404")
  func addresses() throws {
    let fallback = router.respond(to: HTTPRequest(method: .get, path: "/forecast"))
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode(Forecast.self, from: fallback.body).address == Seed.defaultAddress)
    let unknown = router.respond(
      to: HTTPRequest(method: .get, path: "/forecast", query: [("address", "火星")]))
    #expect(unknown.status == .notFound)
    #expect(
      try JSONDecoder().decode(ErrorBody.self, from: unknown.body).error.code == "unknown_address")
  }

  @Test("GET /health is ok, as JSON")
  func health() throws {
    let response = router.respond(to: HTTPRequest(method: .get, path: "/health"))
    #expect(response.status == .ok)
    let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(object?["status"] as? String == "ok")
  }
}
