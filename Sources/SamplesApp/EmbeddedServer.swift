import Backend
import BackendSQLite
import Foundation
import HTTPServer

/// The backend running inside the `samples` process for the apps that need it, on 127.0.0.1
/// and a free port, with its database in the user's data directory. It holds the demo
/// account, so the login app can be tried at once.
public final class EmbeddedServer: @unchecked Sendable {
  public static let demoEmail = "demo@example.com"
  public static let demoPassword = "demo1234"

  public let baseURL: URL
  private let server: HTTPServer
  private let database: SQLiteDatabase

  /// Opens (creating and seeding when new) the database at `databasePath` and starts
  /// serving.
  public init(databasePath: String) throws {
    let (backend, database) = try Backend.open(databasePath: databasePath)
    // Processes starting together on one new file wait for each other here, as they do for
    // the migrations, instead of failing on the first lock.
    try database.withBusyTimeout(milliseconds: SQLiteDatabase.startUpBusyTimeout) {
      try Self.ensureDemoAccount(backend.accounts)
    }
    var configuration = HTTPServerConfiguration()
    configuration.host = "127.0.0.1"
    configuration.port = 0
    configuration.loops = 1
    let server = HTTPServer(configuration: configuration, router: backend.makeRouter())
    do {
      try server.start()
    } catch {
      database.close()
      throw error
    }
    self.server = server
    self.database = database
    guard let url = URL(string: "http://127.0.0.1:\(server.port)") else {
      server.shutdown()
      database.close()
      throw EmbeddedServerError(message: "no URL for port \(server.port)")
    }
    baseURL = url
  }

  /// Creates the demo account unless it exists.
  public static func ensureDemoAccount(_ accounts: AccountService) throws {
    try accounts.registerIfAbsent(email: demoEmail, password: demoPassword)
  }

  /// Stops serving and closes the database.
  public func stop() {
    server.shutdown()
    server.waitUntilStopped()
    database.close()
  }
}

struct EmbeddedServerError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// Where the apps keep their data.
public enum SampleData {
  /// The database's path in the user's data directory (see `dataDirectory(environment:)`);
  /// the directory is made when missing.
  public static func defaultDatabasePath() throws -> String {
    let directory = dataDirectory(environment: ProcessInfo.processInfo.environment)
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    return directory + "/samples.sqlite"
  }

  /// `$XDG_DATA_HOME/architecture-samples` when that is an absolute path (the XDG Base
  /// Directory specification ignores relative ones), else
  /// `$HOME/.local/share/architecture-samples`; the account's home from the password
  /// database only when `HOME` is unset or not absolute.
  static func dataDirectory(environment: [String: String]) -> String {
    let base: String
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = data
    } else {
      let home =
        environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? FileManager.default.homeDirectoryForCurrentUser.path
      base = trimmingTrailingSlashes(home) + "/.local/share"
    }
    return trimmingTrailingSlashes(base) + "/architecture-samples"
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return path == "/" ? "" : String(path)
  }
}
