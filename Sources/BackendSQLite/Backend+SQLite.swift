import Backend
import Foundation

extension Backend {
  /// Opens (creating and migrating) the SQLite database at `path` and seeds it.
  public static func open(databasePath path: String) throws -> (Backend, SQLiteDatabase) {
    // Processes starting at once on one new file can meet a lock SQLite will not wait for (it
    // refuses at once where waiting could deadlock): start over, a few times, a little later.
    var attempt = 0
    while true {
      do {
        return try openOnce(databasePath: path)
      } catch let error as SQLiteError where error.isBusy && attempt < 20 {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.01 * Double(attempt))
      }
    }
  }

  private static func openOnce(databasePath path: String) throws -> (Backend, SQLiteDatabase) {
    let database = try SQLiteDatabase(path: path)
    let repository = SQLiteForecastRepository(database: database)
    // Processes starting together on one new file queue here for each other's commits.
    try database.withBusyTimeout(milliseconds: SQLiteDatabase.startUpBusyTimeout) {
      try database.migrate(SQLiteSchema.migrations)
      try Seed.seed(repository)
    }
    let accounts = AccountService(repository: SQLiteAccountRepository(database: database))
    return (Backend(forecasts: repository, accounts: accounts), database)
  }
}
