import Foundation
import Networking
import Primitives
import Streams
import StreamsTesting
import TestSupport
import Testing

@testable import WeatherFeature

/// A weather client that answers each fetch with the next of `answers` (the last one again
/// once they run out) on the main queue, or never when `answers` is empty; it counts the
/// fetches it was asked for.
final class ScriptedWeatherClient: WeatherFetching, @unchecked Sendable {
  let serverDescription: String?
  private let state: Locked<(answers: [Result<WeatherForecast, APIError>], fetches: Int)>

  init(server: String? = "http://weather.test:8080", answers: [Result<WeatherForecast, APIError>]) {
    serverDescription = server
    state = Locked((answers, 0))
  }

  convenience init(_ answer: Result<WeatherForecast, APIError>) { self.init(answers: [answer]) }

  /// How many fetches were asked for.
  var fetches: Int { state.withLock { $0.fetches } }

  func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError> {
    let answer = state.withLock { state -> Result<WeatherForecast, APIError>? in
      state.fetches += 1
      guard let first = state.answers.first else { return nil }
      if state.answers.count > 1 { state.answers.removeFirst() }
      return first
    }
    guard let answer else { return Empty(completeImmediately: false).eraseToAnyPublisher() }
    return answer.publisher.receive(on: DispatchQueue.main).eraseToAnyPublisher()
  }
}

/// Two hours in Osaka, in the wrong order.
let osaka = WeatherForecast(
  address: "大阪府大阪市",
  weathers: [
    Weather(time: 1, weatherType: .cloudy, rainyPercent: 30),
    Weather(time: 0, weatherType: .sunny, rainyPercent: 0),
  ])

@Suite("Weather model, client and view model")
struct WeatherTests {
  @Test("the seeds' JSON decodes with snake_case keys; types read 晴れ / 曇り / 雨")
  func decoding() throws {
    let json = """
      {"address":"東京都千代田区","weathers":[{"time":9,"weather_type":2,"rainy_percent":80}]}
      """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let forecast = try decoder.decode(WeatherForecast.self, from: Data(json.utf8))
    #expect(
      forecast
        == WeatherForecast(
          address: "東京都千代田区", weathers: [Weather(time: 9, weatherType: .rain, rainyPercent: 80)]))
    #expect([WeatherType.sunny, .cloudy, .rain].map(\.label) == ["晴れ", "曇り", "雨"])
  }

  @Test("the request asks GET /forecast with the address as a query")
  func request() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080"))
    let request = try WeatherRequest(baseURL: base, address: "沖縄県那覇市").asURLRequest()
    #expect(request.httpMethod == "GET")
    #expect(request.url?.path == "/forecast")
    #expect(request.url?.query?.contains("address=") == true)
  }

  @Test("the view model starts as 取得中, fetches nothing until asked, then shows the forecast")
  func viewModelSuccess() async {
    let client = ScriptedWeatherClient(.success(osaka))
    let viewModel = UncheckedBox(WeatherViewModel(client: client))
    #expect(viewModel.value.address == "取得中")
    #expect(client.fetches == 0)
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.address == "大阪府大阪市" })
    #expect(viewModel.value.weathers.map(\.time) == [0, 1])
    #expect(!viewModel.value.isLoading)
    #expect(viewModel.value.errorMessage.isEmpty)
    #expect(client.fetches == 1)
  }

  @Test("a failure before any forecast reads 未取得, not 取得中, and says how to try again")
  func viewModelFailure() async {
    let viewModel = UncheckedBox(
      WeatherViewModel(
        client: ScriptedWeatherClient(.failure(.transport(URLError(.cannotConnectToHost))))))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { !viewModel.value.errorMessage.isEmpty })
    #expect(
      viewModel.value.errorMessage
        == "天気予報を取得できませんでした。サーバー (http://weather.test:8080) に接続できません。"
        + "「取得」を押すともう一度取得します。")
    #expect(viewModel.value.address == "未取得")
    #expect(!viewModel.value.isLoading)
  }

  @Test("a failure after a forecast keeps the address and rows shown; the next success clears it")
  func failureAfterSuccess() async {
    let client = ScriptedWeatherClient(
      answers: [
        .success(osaka), .failure(.http(status: 503, code: nil, message: nil)), .success(osaka),
      ]
    )
    let viewModel = UncheckedBox(WeatherViewModel(client: client))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.address == "大阪府大阪市" })
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { !viewModel.value.errorMessage.isEmpty })
    #expect(viewModel.value.errorMessage.contains("HTTP 503"))
    #expect(viewModel.value.address == "大阪府大阪市")
    #expect(viewModel.value.weathers.count == 2)
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.errorMessage.isEmpty && !viewModel.value.isLoading })
    #expect(client.fetches == 3)
  }

  @Test("asking again while a fetch runs sends no second request")
  func oneFetchAtATime() async {
    let client = ScriptedWeatherClient(answers: [])
    let viewModel = UncheckedBox(WeatherViewModel(client: client))
    viewModel.value.fetchWeatherForecast()
    viewModel.value.fetchWeatherForecast()
    #expect(viewModel.value.isLoading)
    #expect(viewModel.value.address == "取得中")
    #expect(client.fetches == 1)
  }

  @Test(
    "each failure is told in Japanese, naming the server tried, and ends with how to retry",
    arguments: [
      (APIError.transport(URLError(.cannotConnectToHost)), "サーバー (http://s:1) に接続できません。"),
      (.transport(URLError(.timedOut)), "サーバー (http://s:1) が時間内に応答しませんでした。"),
      (.transport(URLError(.notConnectedToInternet)), "ネットワークにつながっていません。"),
      (.transport(URLError(.badServerResponse)), "サーバー (http://s:1) との通信に失敗しました。"),
      (
        .http(status: 404, code: "unknown_address", message: "no forecast"),
        "サーバー (http://s:1) にこの地点の予報がありません (HTTP 404)。"
      ),
      (
        .http(status: 404, code: "not_found", message: "no route for /api/forecast"),
        "サーバー (http://s:1/forecast) から予期しない応答がありました (HTTP 404)。サーバーの URL が正しいか確かめてください。"
      ),
      (
        .http(status: 404, code: nil, message: nil),
        "サーバー (http://s:1/forecast) から予期しない応答がありました (HTTP 404)。サーバーの URL が正しいか確かめてください。"
      ),
      (.http(status: 500, code: nil, message: nil), "サーバー (http://s:1) でエラーが起きました (HTTP 500)。"),
      (
        .http(status: 501, code: nil, message: "not implemented"),
        "サーバー (http://s:1) でエラーが起きました (HTTP 501)。"
      ),
      (
        .http(status: 400, code: "bad", message: "bad request"),
        "サーバー (http://s:1) が要求を受け付けませんでした (HTTP 400)。"
      ),
      (
        .decoding(path: "weathers.0.time", reason: "missing"),
        "サーバー (http://s:1) の応答を天気予報として読み取れませんでした。"
      ),
      (.invalidRequest("no URL"), "サーバーの URL (http://s:1) に要求を送れません。"),
    ])
  func failureMessages(error: APIError, reason: String) {
    let message = WeatherFailureMessage.text(for: error, server: "http://s:1")
    #expect(message == "天気予報を取得できませんでした。" + reason + "「取得」を押すともう一度取得します。")
    // No English left: the only Latin letters are the server's URL and "HTTP".
    let latin = message.replacingOccurrences(of: "http://s:1/forecast", with: "")
      .replacingOccurrences(of: "http://s:1", with: "")
      .replacingOccurrences(of: "HTTP", with: "").replacingOccurrences(of: "URL", with: "")
    #expect(!latin.contains(where: { $0.isASCII && $0.isLetter }), "\(message)")
  }

  @Test("with no server to name, a failure still reads as a sentence")
  func unnamedServer() {
    #expect(
      WeatherFailureMessage.reason(for: .transport(URLError(.cannotConnectToHost)), server: nil)
        == "サーバーに接続できません。")
  }

  @Test("a server that never answers fails the fetch after the client's timeout, and says so")
  func timeout() async throws {
    let server = try SilentServer()
    defer { server.stop() }
    let viewModel = UncheckedBox(
      WeatherViewModel(client: WeatherAPIClient(baseURL: server.url, timeout: 0.5)))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { !viewModel.value.isLoading })
    #expect(
      viewModel.value.errorMessage.contains("サーバー (\(server.url.absoluteString)) が時間内に応答しませんでした。"))
    #expect(viewModel.value.address == "未取得")
  }

  @Test("a server that has no forecast route is not taken for a place without a forecast")
  func wrongServerPath() async throws {
    let backend = try LocalBackend.start()
    defer { backend.stop() }
    let base = backend.url.appendingPathComponent("api")
    let viewModel = UncheckedBox(WeatherViewModel(client: WeatherAPIClient(baseURL: base)))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { !viewModel.value.isLoading })
    #expect(
      viewModel.value.errorMessage.contains(
        "サーバー (\(base.absoluteString)/forecast) から予期しない応答がありました (HTTP 404)。"),
      "\(viewModel.value.errorMessage)")
    #expect(!viewModel.value.errorMessage.contains("この地点"))
  }

  @Test("the API client names its base URL as the server tried")
  func clientNamesServer() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080"))
    #expect(WeatherAPIClient(baseURL: base).serverDescription == "http://127.0.0.1:8080")
  }

  @Test("against a live server: the default address, an unknown one is a 404")
  func liveServer() async throws {
    let backend = try LocalBackend.start()
    defer { backend.stop() }
    let client = WeatherAPIClient(baseURL: backend.url)
    let forecast = try client.fetchWeatherForecast(address: nil).toBlocking(timeout: 60).first()
    #expect(forecast?.address == "東京都千代田区")
    #expect(forecast?.weathers.count == 24)
    #expect(throws: APIError.self) {
      try client.fetchWeatherForecast(address: "どこにもない町").toBlocking(timeout: 60).first()
    }
    let viewModel = UncheckedBox(WeatherViewModel(client: client, address: "沖縄県那覇市"))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.address == "沖縄県那覇市" })
    #expect(viewModel.value.weathers.count == 24)
  }
}
