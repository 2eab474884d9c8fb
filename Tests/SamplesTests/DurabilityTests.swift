import Backend
import Foundation
import Testing

@Suite("Durability of the backend's writes")
struct DurabilityTests {
  @Test("an acknowledged write survives kill -9, and the database passes integrity_check")
  func killNine() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("samples-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let created = try runSamples(
      ["user", "add", "demo@example.com", "--database", database], input: "demo1234\n")
    #expect(created.status == 0)

    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("samples")
    process.arguments = ["server", "--port", "0", "--database", database]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    var line = Data()
    while !line.contains(10) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let port = try #require(Int(text.split(separator: ":").last ?? ""))

    let login = try httpRequest(
      port: port, method: "POST", path: "/login",
      body: #"{"email":"demo@example.com","password":"demo1234"}"#)
    let pieces = login.components(separatedBy: "\"")
    let token = try #require(pieces.first { $0.count == 64 })
    let put = try httpRequest(
      port: port, method: "PUT", path: "/forecast?address=kill",
      headers: ["Authorization: Bearer \(token)"],
      body: #"{"address":"kill","weathers":[{"time":7,"weather_type":2,"rainy_percent":70}]}"#)
    #expect(put.hasPrefix("HTTP/1.1 204"))

    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let reopened = try SQLiteDatabase(path: database)
    defer { reopened.close() }
    #expect(try reopened.integrityCheck())
    let forecast = try SQLiteForecastRepository(database: reopened).forecast(for: "kill")
    #expect(forecast?.weathers == [HourlyWeather(time: 7, weatherType: .rain, rainyPercent: 70)])
  }
}

/// A plain HTTP/1.1 request over a socket; returns the whole response text.
func httpRequest(
  port: Int, method: String, path: String, headers: [String] = [], body: String = ""
) throws -> String {
  let head =
    [
      "\(method) \(path) HTTP/1.1", "Host: localhost", "Connection: close",
      "Content-Length: \(body.utf8.count)",
    ] + headers
  return try rawExchange(
    port: port, bytes: Array((head.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8))
}
