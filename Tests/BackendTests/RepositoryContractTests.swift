import Backend
import BackendPostgres
import BackendSQLite
import Dispatch
import Foundation
import TestSupport
import Testing

/// The stores every repository implementation is held to: in memory, SQLite and (when a
/// server is there) PostgreSQL, each fresh for its test.
enum Store: String, CustomTestStringConvertible, Sendable {
  case memory, sqlite, postgres

  static var available: [Store] {
    PostgresTestDatabase.isConfigured ? [.memory, .sqlite, .postgres] : [.memory, .sqlite]
  }

  var testDescription: String { rawValue }

  func make() throws -> (accounts: any AccountRepository, forecasts: any ForecastRepository) {
    switch self {
    case .memory:
      return (InMemoryAccountRepository(), InMemoryForecastRepository())
    case .sqlite:
      let database = try SQLiteDatabase(path: ":memory:")
      try database.migrate(SQLiteSchema.migrations)
      return (
        SQLiteAccountRepository(database: database), SQLiteForecastRepository(database: database)
      )
    case .postgres:
      let database = try PostgresContract.freshDatabase()
      return (
        PostgresAccountRepository(database: database),
        PostgresForecastRepository(database: database)
      )
    }
  }
}

enum PostgresContract {
  /// A database of the test's own: a schema of a new name, first on the search path of every
  /// connection, migrated.
  static func freshDatabase(size: Int = 4) throws -> PostgresDatabase {
    let schema = PostgresTestDatabase.uniqueName("contract")
    try PostgresConnection().query("CREATE SCHEMA \(schema)")
    let database = try PostgresDatabase("options=-csearch_path=\(schema)", size: size)
    try database.migrate(PostgresSchema.migrations)
    return database
  }
}

@Suite("Every store keeps the repositories' contract")
struct RepositoryContractTests {
  @Test(
    "an email is taken once, whatever its case; credentials come back by email",
    arguments: Store.available)
  func accounts(store: Store) throws {
    let accounts = try store.make().accounts
    try accounts.createUser(email: "Ada@example.com", passwordHash: "hash-1")
    #expect(throws: AccountError.duplicateEmail) {
      try accounts.createUser(email: "ada@EXAMPLE.com", passwordHash: "hash-2")
    }
    let credentials = try #require(try accounts.credentials(for: "ADA@example.com"))
    #expect(credentials.passwordHash == "hash-1")
    #expect(try accounts.credentials(for: "grace@example.com") == nil)
  }

  @Test("a token is accepted until it expires, and only its own", arguments: Store.available)
  func tokens(store: Store) throws {
    let accounts = try store.make().accounts
    try accounts.createUser(email: "ada@example.com", passwordHash: "hash")
    let id = try #require(try accounts.credentials(for: "ada@example.com")).id
    let issued = Date(timeIntervalSince1970: 1_000_000)
    try accounts.storeToken(digest: "d1", userID: id, expiresAt: issued + 60)
    #expect(try accounts.userID(forTokenDigest: "d1", at: issued) == id)
    #expect(try accounts.userID(forTokenDigest: "d1", at: issued + 60) == nil)
    #expect(try accounts.userID(forTokenDigest: "d2", at: issued) == nil)
  }

  @Test(
    "a forecast is saved, replaced whole, read back; addresses come sorted",
    arguments: Store.available)
  func forecasts(store: Store) throws {
    let forecasts = try store.make().forecasts
    #expect(try forecasts.forecast(for: "東京") == nil)
    let first = Forecast(
      address: "東京",
      weathers: [
        HourlyWeather(time: 9, weatherType: .sunny, rainyPercent: 10),
        HourlyWeather(time: 8, weatherType: .cloudy, rainyPercent: 40),
      ])
    try forecasts.save(first)
    try forecasts.save(Forecast(address: "大阪", weathers: []))
    let read = try #require(try forecasts.forecast(for: "東京"))
    #expect(Set(read.weathers.map(\.time)) == [8, 9])
    let replacement = Forecast(
      address: "東京", weathers: [HourlyWeather(time: 12, weatherType: .rain, rainyPercent: 90)])
    try forecasts.save(replacement)
    #expect(try forecasts.forecast(for: "東京") == replacement)
    #expect(try forecasts.forecast(for: "大阪")?.weathers == [])
    #expect(try forecasts.addresses() == ["大阪", "東京"])
  }

  @Test(
    "two creations of one account at the same moment: exactly one succeeds",
    arguments: Store.available)
  func racingCreations(store: Store) throws {
    let accounts = try store.make().accounts
    let outcomes = Outcomes()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      do {
        try accounts.createUser(email: "race@example.com", passwordHash: "h\(index)")
        outcomes.record(created: true)
      } catch AccountError.duplicateEmail {
        outcomes.record(created: false)
      } catch {
        outcomes.record(created: false, unexpected: "\(error)")
      }
    }
    #expect(outcomes.created == 1)
    #expect(outcomes.unexpected.isEmpty)
  }
}

extension RepositoryContractTests {
  @Test(
    "saves of one address at the same moment all succeed, and one of them is what is read",
    arguments: Store.available)
  func racingSaves(store: Store) throws {
    let forecasts = try store.make().forecasts
    let outcomes = Outcomes()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let forecast = Forecast(
        address: "競争",
        weathers: [HourlyWeather(time: index, weatherType: .sunny, rainyPercent: index)])
      do {
        try forecasts.save(forecast)
        outcomes.record(created: true)
      } catch {
        outcomes.record(created: false, unexpected: "\(error)")
      }
    }
    #expect(outcomes.unexpected.isEmpty)
    #expect(outcomes.created == 8)
    let read = try #require(try forecasts.forecast(for: "競争"))
    #expect(read.weathers.count == 1)
  }
}

/// What concurrent attempts ended with.
private final class Outcomes: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var created = 0
  private(set) var unexpected: [String] = []

  func record(created: Bool, unexpected: String? = nil) {
    lock.withLock {
      if created { self.created += 1 }
      if let unexpected { self.unexpected.append(unexpected) }
    }
  }
}

@Suite(
  "PostgreSQL shared by several servers",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresSharingTests {
  @Test("migrations run by several servers at once leave one schema at the last version")
  func concurrentMigrations() throws {
    let schema = PostgresTestDatabase.uniqueName("migrate")
    try PostgresConnection().query("CREATE SCHEMA \(schema)")
    let failures = Outcomes()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do {
        let database = try PostgresDatabase("options=-csearch_path=\(schema)", size: 1)
        try database.migrate(PostgresSchema.migrations)
      } catch {
        failures.record(created: false, unexpected: "\(error)")
      }
    }
    #expect(failures.unexpected.isEmpty)
    let database = try PostgresDatabase("options=-csearch_path=\(schema)", size: 1)
    #expect(try database.version == PostgresSchema.migrations.count)
  }

  @Test("a token issued through one server's pool is accepted through another's")
  func sharedTokens() throws {
    let schema = PostgresTestDatabase.uniqueName("shared")
    try PostgresConnection().query("CREATE SCHEMA \(schema)")
    let one = try PostgresDatabase("options=-csearch_path=\(schema)", size: 2)
    try one.migrate(PostgresSchema.migrations)
    let other = try PostgresDatabase("options=-csearch_path=\(schema)", size: 2)
    try other.migrate(PostgresSchema.migrations)
    let first = PostgresAccountRepository(database: one)
    let second = PostgresAccountRepository(database: other)
    try first.createUser(email: "ada@example.com", passwordHash: "hash")
    let id = try #require(try second.credentials(for: "ada@example.com")).id
    try first.storeToken(digest: "digest", userID: id, expiresAt: Date() + 60)
    #expect(try second.userID(forTokenDigest: "digest", at: Date()) == id)
  }

  @Test("a pool whose connections are all busy makes the next caller wait, then fail clearly")
  func busyPool() throws {
    let database = try PostgresDatabase(size: 1, checkoutTimeout: .milliseconds(200))
    let error = try database.withConnection { _ in
      try #require(throws: PostgresError.self) { try database.withConnection { _ in } }
    }
    #expect(error.isConnectionProblem)
    #expect(error.description.contains("busy"))
  }
}

@Suite(
  "Failed logins in PostgreSQL stay bounded",
  .enabled(if: PostgresTestDatabase.isConfigured, "PGHOST names no PostgreSQL server"))
struct PostgresLoginFailureTests {
  @Test("invented e-mails cannot grow the table past its bound, nor push out an attacked account")
  func bounded() throws {
    let failures = PostgresLoginFailures(database: try PostgresContract.freshDatabase(size: 1))
    var limits = LoginLimits()
    limits.trackedAccounts = 20
    limits.trackedAddresses = 5
    let now = Date(timeIntervalSince1970: 2_000_000)
    for _ in 0..<limits.failuresPerAccount {
      try failures.recordFailure(account: "ada@example.com", address: nil, limits: limits, now: now)
    }
    for index in 0..<100 {
      try failures.recordFailure(
        account: "invented\(index)@example.com", address: "10.0.0.\(index % 50)", limits: limits,
        now: now + 1)
    }
    let counts = try failures.rowCounts()
    #expect(counts.accounts <= 20)
    #expect(counts.addresses <= 5)
    let retry = try failures.retryAfter(
      account: "ADA@example.com", address: nil, limits: limits, now: now + 2)
    #expect(retry != nil)
    // The window closes: the account may try again.
    #expect(
      try failures.retryAfter(
        account: "ada@example.com", address: nil, limits: limits, now: now + limits.window) == nil)
  }
}
