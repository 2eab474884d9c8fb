import Backend
import Foundation
import HTTPServer

/// The backend serving on 127.0.0.1 and a free port, with in-memory storage, for one test.
///
/// ```swift
/// let backend = try LocalBackend.start(accounts: [("taro@example.jp", "password123")])
/// defer { backend.stop() }
/// let service = APIAuthenticationService(baseURL: backend.url)
/// ```
package struct LocalBackend: Sendable {
  /// The running server.
  package let server: HTTPServer
  /// `http://127.0.0.1:<port>`.
  package let url: URL

  /// Starts a backend holding `forecasts` (the seeds' unless told otherwise) and an account
  /// for each of `accounts`.
  package static func start(
    accounts: [(email: String, password: String)] = [], forecasts: [Forecast] = Seed.forecasts
  ) throws -> LocalBackend {
    let accountService = AccountService(repository: InMemoryAccountRepository())
    for account in accounts {
      try accountService.register(email: account.email, password: account.password)
    }
    let backend = Backend(
      forecasts: InMemoryForecastRepository(forecasts), accounts: accountService)
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, router: backend.makeRouter())
    try server.start()
    guard let url = URL(string: "http://127.0.0.1:\(server.port)") else {
      server.shutdown()
      server.waitUntilStopped()
      throw TestSupportError("no URL for port \(server.port)")
    }
    return LocalBackend(server: server, url: url)
  }

  /// Stops serving and waits until the server has stopped.
  package func stop() {
    server.shutdown()
    server.waitUntilStopped()
  }
}

/// Runs `body` with a backend started as `LocalBackend.start` does, stopped afterwards.
package func withLocalBackend<Result>(
  accounts: [(email: String, password: String)] = [], forecasts: [Forecast] = Seed.forecasts,
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let backend = try LocalBackend.start(accounts: accounts, forecasts: forecasts)
  defer { backend.stop() }
  return try await body(backend.url)
}

/// Why a test-support helper could not do its job.
package struct TestSupportError: Error, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
