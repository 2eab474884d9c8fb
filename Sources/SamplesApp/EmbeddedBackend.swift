import Backend
import Foundation
import HTTPServer

/// The backend running inside the `samples` process for the apps that need it, on 127.0.0.1
/// and a free port, with its database in the user's data directory. It holds the demo
/// account, so the login app can be tried at once.
public final class EmbeddedBackend: @unchecked Sendable {
  public static let demoEmail = "demo@example.com"
  public static let demoPassword = "demo1234"

  public let baseURL: URL
  private let server: HTTPServer
  private let database: SQLiteDatabase

  /// Opens (creating and seeding when new) the database at `databasePath` and starts
  /// serving.
  public init(databasePath: String) throws {
    let (backend, database) = try Backend.open(databasePath: databasePath)
    try Self.ensureDemoAccount(backend.accounts)
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
      throw EmbeddedBackendError(message: "no URL for port \(server.port)")
    }
    baseURL = url
  }

  /// Creates the demo account unless it exists.
  static func ensureDemoAccount(_ accounts: AccountService) throws {
    do {
      try accounts.register(email: demoEmail, password: demoPassword)
    } catch AccountError.duplicateEmail {
      // Already there.
    }
  }

  /// Stops serving and closes the database.
  public func stop() {
    server.shutdown()
    server.waitUntilStopped()
    database.close()
  }
}

struct EmbeddedBackendError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// Where the apps keep their data.
public enum SampleData {
  /// `$XDG_DATA_HOME/architecture-samples/samples.sqlite`, else under `~/.local/share`; the
  /// directory is made when missing.
  public static func defaultDatabasePath() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    let directory = base.appendingPathComponent("architecture-samples")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("samples.sqlite").path
  }
}
