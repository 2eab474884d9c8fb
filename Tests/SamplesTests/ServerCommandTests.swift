import Foundation
import Testing

@Suite("samples server, end to end")
struct ServerCommandTests {
  @Test("prints its address, serves forecasts, and stops on SIGTERM")
  func serve() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("samples-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path

    let process = Process()
    process.executableURL = productsDirectory().appendingPathComponent("samples")
    process.arguments = ["server", "--port", "0", "--database", database]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }

    // The first line is the address.
    var line = Data()
    while !line.contains(10) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      line.append(chunk)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(text.hasPrefix("listening on http://127.0.0.1:"))
    let port = try #require(Int(text.split(separator: ":").last ?? ""))
    let health = try httpGet(port: port, path: "/health")
    #expect(health.hasSuffix("\r\n\r\n" + #"{"status":"ok"}"#))

    process.terminate()  // SIGTERM
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test("a bad flag gets the usage and exit status 2")
  func badFlag() throws {
    let result = try runSamples(["server", "--port", "http"], input: "")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("samples server: --port must be a number"))
    let loops = try runSamples(["server", "--loops", "0"], input: "")
    #expect(loops.status == 2)
    #expect(loops.error.hasPrefix("samples server: --loops must be a number from 1 to 64"))
  }
}

/// A plain HTTP/1.1 GET over a socket; returns the whole response text.
func httpGet(port: Int, path: String) throws -> String {
  try rawExchange(
    port: port,
    bytes: Array("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8))
}

/// Sends `bytes` to the port and returns everything the server answers until it closes.
func rawExchange(port: Int, bytes request: [UInt8]) throws -> String {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  defer { close(fd) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
  var response = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let got = recv(fd, &buffer, buffer.count, 0)
    guard got > 0 else { break }
    response.append(contentsOf: buffer[0..<got])
  }
  return String(decoding: response, as: UTF8.self)
}
