import Foundation
import TestSupport
import Testing

@Suite("samples server, end to end")
struct ServerCommandTests {
  @Test("prints its address, serves forecasts, and stops on SIGTERM")
  func serve() async throws {
    try await withTemporaryDirectory(prefix: "samples-server") { directory in
      let database = directory.appendingPathComponent("db.sqlite").path
      let server = try await ServerProcess.start(database: database)
      #expect(server.announcement.hasPrefix("listening on http://127.0.0.1:"))
      let health = try RawHTTPClient.request(port: server.port, method: "GET", path: "/health")
      #expect(health.status == 200)
      #expect(health.body == #"{"status":"ok"}"#)
      #expect(await server.stop(with: SIGTERM) == 0)
    }
  }

  @Test("a bad flag gets the usage and exit status 2")
  func badFlag() async throws {
    let result = try await runSamples(["server", "--port", "http"], input: "")
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("samples server: --port must be a number"))
    let loops = try await runSamples(["server", "--loops", "0"], input: "")
    #expect(loops.status == 2)
    #expect(loops.error.hasPrefix("samples server: --loops must be a number from 1 to 64"))
  }
}

@Suite("samples server, three at once")
struct ConcurrentServerTests {
  @Test("three servers started at the same moment on one fresh database all announce themselves")
  func threeAtOnce() async throws {
    try await withTemporaryDirectory(prefix: "samples-three-servers") { directory in
      let database = directory.appendingPathComponent("fresh.sqlite").path
      // Each start waits on a thread of its own, so the three really start together.
      let servers = await withTaskGroup(of: Result<ServerProcess, any Error>.self) { group in
        for _ in 0..<3 {
          group.addTask {
            do {
              return .success(try await ServerProcess.start(database: database))
            } catch {
              return .failure(error)
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(servers.count == 3)
      for server in servers {
        let started = try server.get()
        #expect(started.announcement.hasPrefix("listening on http://127.0.0.1:"))
        #expect(await started.stop(with: SIGTERM) == 0)
      }
    }
  }
}
