import Backend
import Foundation
import HTTPServer
import Streams
import StreamsTesting
import Testing

@testable import LoginFeature

/// A backend on 127.0.0.1 with in-memory storage and one account.
func startBackend() throws -> (HTTPServer, URL) {
  let accounts = AccountService(repository: InMemoryAccountRepository())
  try accounts.register(email: "taro@example.jp", password: "password123")
  let forecasts = InMemoryForecastRepository()
  try Seed.seed(forecasts)
  var configuration = HTTPServerConfiguration()
  configuration.port = 0
  let server = HTTPServer(
    configuration: configuration,
    router: Backend(forecasts: forecasts, accounts: accounts).makeRouter())
  try server.start()
  return (server, try #require(URL(string: "http://127.0.0.1:\(server.port)")))
}

@Suite("Logging in against a live backend")
struct LoginLiveTests {
  @Test("the right password gives a session; a wrong one is wrongCredentials")
  func liveLogin() throws {
    let (server, url) = try startBackend()
    defer { server.shutdown() }
    let service = APIAuthenticationService(baseURL: url)
    let session = try service.logIn(email: "taro@example.jp", password: "password123")
      .toBlocking(timeout: 10).first()
    #expect(session?.token.count == 64)
    #expect(throws: AuthenticationError.wrongCredentials) {
      try service.logIn(email: "taro@example.jp", password: "nope").toBlocking(timeout: 10)
        .first()
    }
    #expect(throws: AuthenticationError.wrongCredentials) {
      try service.logIn(email: "hanako@example.jp", password: "password123")
        .toBlocking(timeout: 10).first()
    }
  }

  @Test("an unreachable server is said so")
  func unreachable() throws {
    let service = APIAuthenticationService(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
    #expect(throws: AuthenticationError.unreachable) {
      try service.logIn(email: "taro@example.jp", password: "x").toBlocking(timeout: 10).first()
    }
  }
}
