import Backend
import BackendSQLite
import Foundation
import TestSupport
import Testing

@Suite("Durability of the backend's writes")
struct DurabilityTests {
  @Test("an acknowledged write survives kill -9, and the database passes integrity_check")
  func killNine() async throws {
    try await withTemporaryDirectory(prefix: "samples-kill") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let created = try await runSamples(
        ["user", "add", "demo@example.com", "--database", database], input: "demo1234\n")
      #expect(created.status == 0)

      let server = try await ServerProcess.start(database: database)
      let login = try RawHTTPClient.request(
        port: server.port, method: "POST", path: "/login",
        body: #"{"email":"demo@example.com","password":"demo1234"}"#)
      let pieces = login.body.components(separatedBy: "\"")
      let token = try #require(pieces.first { $0.count == 64 })
      let put = try RawHTTPClient.request(
        port: server.port, method: "PUT", path: "/forecast?address=kill",
        headers: ["Authorization: Bearer \(token)"],
        body: #"{"address":"kill","weathers":[{"time":7,"weather_type":2,"rainy_percent":70}]}"#)
      #expect(put.status == 204)

      await server.stop(with: SIGKILL)

      let reopened = try SQLiteDatabase(path: database)
      defer { reopened.close() }
      #expect(try reopened.integrityCheck())
      let forecast = try SQLiteForecastRepository(database: reopened).forecast(for: "kill")
      #expect(forecast?.weathers == [HourlyWeather(time: 7, weatherType: .rain, rainyPercent: 70)])
    }
  }
}
