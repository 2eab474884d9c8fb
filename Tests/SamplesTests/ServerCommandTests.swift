import Foundation
import TestSupport
import Testing

@Suite("samples server, end to end")
struct ServerCommandTests {
  @Test("prints its address, serves forecasts, and stops on SIGTERM")
  func serve() throws {
    try withTemporaryDirectory(prefix: "samples-server") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let server = try ServerProcess(database: database)
      #expect(server.announcement.hasPrefix("listening on http://127.0.0.1:"))
      let health = try RawHTTPClient.request(port: server.port, method: "GET", path: "/health")
      #expect(health.status == 200)
      #expect(health.body == #"{"status":"ok"}"#)
      #expect(server.stop(with: SIGTERM) == 0)
    }
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

@Suite("samples server, three at once")
struct ConcurrentServerTests {
  @Test("three servers started at the same moment on one fresh database both announce themselves")
  func threeAtOnce() throws {
    try withTemporaryDirectory(prefix: "samples-two-servers") { directory in
      let database = directory.appendingPathComponent("fresh.sqlite").path
      let announcements = Announcements()
      let finished = DispatchGroup()
      for index in 0..<3 {
        finished.enter()
        Thread {
          announcements.record(index, Result { try ServerProcess(database: database) })
          finished.leave()
        }.start()
      }
      finished.wait()
      for server in announcements.servers {
        let started = try server.get()
        #expect(started.announcement.hasPrefix("listening on http://127.0.0.1:"))
        #expect(started.stop(with: SIGTERM) == 0)
      }
    }
  }
}

/// The servers' start-ups, written from their threads.
private final class Announcements: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<ServerProcess, any Error>?] = [nil, nil, nil]
  func record(_ index: Int, _ result: Result<ServerProcess, any Error>) {
    lock.withLock { results[index] = result }
  }
  var servers: [Result<ServerProcess, any Error>] { lock.withLock { results.compactMap { $0 } } }
}
