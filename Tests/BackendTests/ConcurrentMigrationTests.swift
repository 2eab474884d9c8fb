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

  @Test("processes creating one account at the same moment: one creates it, the others find it")
  func concurrentAccount() async throws {
    try await withTemporaryDirectory(prefix: "concurrent-account") { directory in
      let path = directory.appendingPathComponent("fresh.sqlite").path
      try Backend.open(databasePath: path).1.close()
      let count = 4
      let start = DispatchGroup()
      start.enter()
      let outcomes = Locked<[String]>([])
      let finished = DispatchGroup()
      for _ in 0..<count {
        finished.enter()
        Thread {
          start.wait()
          do {
            let (backend, database) = try Backend.open(databasePath: path)
            defer { database.close() }
            let created = try database.withBusyTimeout(
              milliseconds: SQLiteDatabase.startUpBusyTimeout
            ) {
              try backend.accounts.registerIfAbsent(email: "same@example.jp", password: "secret12")
            }
            outcomes.withLock { $0.append(created ? "created" : "found") }
          } catch {
            outcomes.withLock { $0.append("\(error)") }
          }
          finished.leave()
        }.start()
      }
      start.leave()
      try await onOwnThread { finished.wait() }
      #expect(outcomes.withLock { $0.sorted() } == ["created", "found", "found", "found"])
    }
  }

  @Test("a second insert of an e-mail is refused by the index as a duplicate, not a SQLite error")
  func duplicateByIndex() async throws {
    try await withTemporaryDirectory(prefix: "duplicate-account") { directory in
      let path = directory.appendingPathComponent("fresh.sqlite").path
      let (_, first) = try Backend.open(databasePath: path)
      defer { first.close() }
      let second = try SQLiteDatabase(path: path)
      defer { second.close() }
      try SQLiteAccountRepository(database: first).createUser(
        email: "taro@example.jp", passwordHash: "x")
      #expect(throws: AccountError.duplicateEmail) {
        try SQLiteAccountRepository(database: second).createUser(
          email: "taro@example.jp", passwordHash: "y")
      }
      let unique = #expect(throws: SQLiteError.self) {
        try second.query(
          "INSERT INTO users (email, password_hash) VALUES (?, ?)",
          [.text("taro@example.jp"), .text("z")])
      }
      #expect(unique?.isUniqueViolation == true)
      let other = #expect(throws: SQLiteError.self) {
        try second.query("INSERT INTO users (email, password_hash) VALUES (NULL, 'z')")
      }
      #expect(other?.isUniqueViolation == false, "a NOT NULL failure is not a duplicate")
    }
  }
}
