import Foundation
import Networking
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
      .toBlocking(timeout: 60).first()
    #expect(session?.token.count == 64)
    #expect(throws: AuthenticationError.wrongCredentials) {
      try service.logIn(email: "taro@example.jp", password: "nope").toBlocking(timeout: 60)
        .first()
    }
    #expect(throws: AuthenticationError.wrongCredentials) {
      try service.logIn(email: "hanako@example.jp", password: "password123")
        .toBlocking(timeout: 60).first()
    }
  }

  @Test("an unreachable server is said so")
  func unreachable() throws {
    let service = APIAuthenticationService(baseURL: try #require(URL(string: "http://127.0.0.1:9")))
    #expect(throws: AuthenticationError.unreachable(server: "http://127.0.0.1:9")) {
      try service.logIn(email: "taro@example.jp", password: "x").toBlocking(timeout: 60).first()
    }
  }

  @Test("a server that takes the request and never answers times out, and says which server")
  func silentServer() throws {
    let server = try SilentServer()
    let service = APIAuthenticationService(baseURL: server.url, timeout: 1)
    #expect(
      throws: AuthenticationError.timedOut(server: "http://127.0.0.1:\(server.port)", seconds: 1)
    ) {
      try service.logIn(email: "taro@example.jp", password: "x").toBlocking(timeout: 60).first()
    }
    let message = AuthenticationError.timedOut(
      server: "http://127.0.0.1:\(server.port)", seconds: 1
    )
    .message
    #expect(message == "サーバー http://127.0.0.1:\(server.port) が1秒待っても応答しません")
  }

  @Test("every failure the client reports reads as Japanese, naming the server where it helps")
  func messages() throws {
    let cases: [(APIError, String)] = [
      (
        .http(status: 501, code: nil, message: "not implemented"),
        "サーバー http://h:1 でエラーが起きました (HTTP 501)"
      ),
      (.http(status: 404, code: nil, message: nil), "サーバー http://h:1 がログインを受け付けません (HTTP 404)"),
      (.transport(URLError(.cannotConnectToHost)), "サーバー http://h:1 に接続できません"),
      (.transport(URLError(.timedOut)), "サーバー http://h:1 が10秒待っても応答しません"),
      (.decoding(path: "token", reason: "missing"), "サーバー http://h:1 の応答を読み取れません"),
    ]
    for (error, message) in cases {
      let shown = APIAuthenticationService.authenticationError(
        error, server: "http://h:1", timeout: 10
      )
      .message
      #expect(shown == message)
    }
  }
}
