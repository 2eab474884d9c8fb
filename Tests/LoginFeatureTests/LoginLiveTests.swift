import Foundation
import Streams
import StreamsTesting
import TestSupport
import Testing

@testable import LoginFeature

@Suite("Logging in against a live backend")
struct LoginLiveTests {
  @Test("the right password gives a session; a wrong one is wrongCredentials")
  func liveLogin() throws {
    let backend = try LocalBackend.start(accounts: [("taro@example.jp", "password123")])
    defer { backend.stop() }
    let service = APIAuthenticationService(baseURL: backend.url)
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
