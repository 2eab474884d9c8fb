import Foundation
import Networking
import Primitives
import Streams
import StreamsTesting
import TestSupport
import Testing

@testable import WeatherFeature

/// A weather client that answers with a fixed result.
struct StubWeatherClient: WeatherFetching {
  let result: Result<WeatherForecast, APIError>

  func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError> {
    result.publisher.receive(on: DispatchQueue.main).eraseToAnyPublisher()
  }
}

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

  @Test("the view model starts as 取得中 and shows the forecast, hours in order")
  func viewModelSuccess() async {
    let forecast = WeatherForecast(
      address: "大阪府大阪市",
      weathers: [
        Weather(time: 1, weatherType: .cloudy, rainyPercent: 30),
        Weather(time: 0, weatherType: .sunny, rainyPercent: 0),
      ])
    let viewModel = UncheckedBox(
      WeatherViewModel(client: StubWeatherClient(result: .success(forecast))))
    #expect(viewModel.value.address == "取得中")
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.address == "大阪府大阪市" })
    #expect(viewModel.value.weathers.map(\.time) == [0, 1])
    #expect(!viewModel.value.isLoading)
  }

  @Test("a failure shows a message and keeps the address as it was")
  func viewModelFailure() async {
    let viewModel = UncheckedBox(
      WeatherViewModel(
        client: StubWeatherClient(
          result: .failure(.http(status: 404, code: "not_found", message: "no forecast")))))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { !viewModel.value.errorMessage.isEmpty })
    #expect(viewModel.value.errorMessage.contains("404"))
    #expect(viewModel.value.address == "取得中")
  }

  @Test("against a live server: the default address, an unknown one is a 404")
  func liveServer() async throws {
    let backend = try LocalBackend.start()
    defer { backend.stop() }
    let client = WeatherAPIClient(baseURL: backend.url)
    let forecast = try client.fetchWeatherForecast(address: nil).toBlocking(timeout: 10).first()
    #expect(forecast?.address == "東京都千代田区")
    #expect(forecast?.weathers.count == 24)
    #expect(throws: APIError.self) {
      try client.fetchWeatherForecast(address: "どこにもない町").toBlocking(timeout: 10).first()
    }
    let viewModel = UncheckedBox(WeatherViewModel(client: client, address: "沖縄県那覇市"))
    viewModel.value.fetchWeatherForecast()
    #expect(await eventually { viewModel.value.address == "沖縄県那覇市" })
    #expect(viewModel.value.weathers.count == 24)
  }
}
