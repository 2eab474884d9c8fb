import Backend
import BackendSQLite
import Foundation
import Primitives
import TestSupport
import Testing

@Suite("Migrations when several connections start at once")
struct ConcurrentMigrationTests {
  @Test("connections opening one fresh file at the same moment all migrate it, once")
  func concurrentOpen() async throws {
    try await withTemporaryDirectory(prefix: "concurrent-migration") { directory in
      let path = directory.appendingPathComponent("fresh.sqlite").path
      // Four, not more: every connection also seeds the forecasts, each write waits for the
      // others' fsyncs, and on a loaded two-core machine eight of them can outlast the
      // 5-second busy timeout without anything being wrong.
      let count = 4
      let start = DispatchGroup()
      start.enter()
      let failures = Locked<[String]>([])
      let finished = DispatchGroup()
      for _ in 0..<count {
        finished.enter()
        Thread {
          start.wait()
          do {
            let (_, database) = try Backend.open(databasePath: path)
            database.close()
          } catch {
            failures.withLock { $0.append("\(error)") }
          }
          finished.leave()
        }.start()
      }
      start.leave()
      // Wait off the test pool, which the other tests need meanwhile.
      try await onOwnThread { finished.wait() }
      #expect(failures.withLock { $0 } == [])
      let database = try SQLiteDatabase(path: path)
      defer { database.close() }
      #expect(try database.userVersion == SQLiteSchema.migrations.count)
    }
  }
}
