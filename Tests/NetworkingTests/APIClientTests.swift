import Backend
import Foundation
import Networking
import Streams
import StreamsTesting
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The weather app's model types, as the article declares them.
struct WeatherForecast: Decodable, Equatable, Sendable {
  var address: String
  var weathers: [Weather]
}

struct Weather: Decodable, Equatable, Sendable {
  var time: Int
  var weatherType: Int
  var rainyPercent: Int
}

struct ForecastRequest: Networking.Request {
  typealias Response = WeatherForecast
  let baseURL: URL
  var address: String?
  var path: String { "/forecast" }
  var method: HTTPMethod { .get }
  var queryItems: [URLQueryItem] {
    address.map { [URLQueryItem(name: "address", value: $0)] } ?? []
  }
}

struct LoginRequest: Networking.Request {
  struct Session: Decodable, Sendable {
    var token: String
    var expiresAt: String
  }
  typealias Response = Session
  let baseURL: URL
  var email: String
  var password: String
  var path: String { "/login" }
  var method: HTTPMethod { .post }
  var body: Data? { try? JSONEncoder().encode(["email": email, "password": password]) }
}

struct PutForecastRequest: Networking.Request {
  typealias Response = EmptyResponse
  let baseURL: URL
  var path: String { "/forecast" }
  var method: HTTPMethod { .put }
  var queryItems: [URLQueryItem] { [URLQueryItem(name: "address", value: "テスト")] }
  var body: Data? { Data(#"{"address":"テスト","weathers":[]}"#.utf8) }
}

/// Runs a backend with the demo account on a free port for one test.
func withBackend(_ body: (URL) async throws -> Void) async throws {
  try await withLocalBackend(accounts: [("demo@example.com", "demo1234")], body)
}

@Suite("API client against a live server")
struct APIClientTests {
  @Test("async/await decodes snake_case into the model")
  func asyncForecast() async throws {
    try await withBackend { base in
      let forecast = try await APIClient().send(ForecastRequest(baseURL: base, address: "沖縄県那覇市"))
      #expect(forecast.address == "沖縄県那覇市")
      #expect(forecast.weathers.count == 24)
    }
  }

  @Test("the publisher form delivers once, through the Combine-style chain")
  func publisherForecast() async throws {
    try await withBackend { base in
      let publisher = APIClient().publisher(for: ForecastRequest(baseURL: base))
      let forecast = try publisher.toBlocking(timeout: 60).single()
      #expect(forecast.address == Seed.defaultAddress)
    }
  }

  @Test("an error status carries the server's error body")
  func httpError() async throws {
    try await withBackend { base in
      do {
        _ = try await APIClient().send(ForecastRequest(baseURL: base, address: "火星"))
        Issue.record("expected a 404")
      } catch let error as APIError {
        guard case .http(let status, let code, _) = error else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(status == 404)
        #expect(code == "unknown_address")
        #expect(error.description == "the server answered 404: no forecast for '火星'")
      }
    }
  }

  @Test("login, then a bearer token authorizes writes")
  func bearer() async throws {
    try await withBackend { base in
      let client = APIClient()
      do {
        _ = try await client.send(PutForecastRequest(baseURL: base))
        Issue.record("expected a 401")
      } catch let error as APIError {
        guard case .http(401, _, _) = error else {
          Issue.record("unexpected \(error)")
          return
        }
      }
      let session = try await client.send(
        LoginRequest(baseURL: base, email: "demo@example.com", password: "demo1234"))
      client.bearerToken = session.token
      #expect(try await client.send(PutForecastRequest(baseURL: base)) == EmptyResponse())
    }
  }

  @Test("an unreachable server is a transport error a person can read")
  func unreachable() async throws {
    let base = try #require(URL(string: "http://127.0.0.1:9"))
    do {
      _ = try await APIClient().send(ForecastRequest(baseURL: base))
      Issue.record("expected a failure")
    } catch {
      guard case .transport = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.description == "cannot reach the server")
    }
  }

  @Test("a body of the wrong shape names the failing field")
  func decodingError() async throws {
    struct Wrong: Decodable, Sendable { var missing: Int }
    struct WrongRequest: Networking.Request {
      typealias Response = Wrong
      let baseURL: URL
      var path: String { "/health" }
      var method: HTTPMethod { .get }
    }
    try await withBackend { base in
      do {
        _ = try await APIClient().send(WrongRequest(baseURL: base))
        Issue.record("expected a decoding error")
      } catch let error as APIError {
        guard case .decoding(let path, _) = error else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(path == "missing")
      }
    }
  }

  @Test("cancelling the dataTaskPublisher subscription stops delivery")
  func cancel() async throws {
    try await withBackend { base in
      let url = base.appendingPathComponent("forecast")
      // Only what arrives after cancel() counts: on a loaded machine the answer can come
      // back before the test reaches cancel(), which is a delivery, not a failure.
      let log = DeliveryLog()
      let cancellable = URLSession.uncached.dataTaskPublisher(for: url).sink(
        receiveCompletion: { _ in log.delivered() }, receiveValue: { _ in log.delivered() })
      cancellable.cancel()
      log.cancelled()
      try await Task.sleep(nanoseconds: 200_000_000)
      #expect(!log.deliveredAfterCancel)
    }
  }
}

/// Whether anything was delivered after the subscription was cancelled.
private final class DeliveryLog: @unchecked Sendable {
  private let lock = NSLock()
  private var isCancelled = false
  private var late = false

  func cancelled() { lock.withLock { isCancelled = true } }
  func delivered() { lock.withLock { late = late || isCancelled } }
  var deliveredAfterCancel: Bool { lock.withLock { late } }
}
