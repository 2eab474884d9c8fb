import Foundation
import Networking
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing

@testable import WeatherFeature

@Suite("Weather screen UI")
struct WeatherUITests {
  @Test("fetches on appear and shows N時 / 天気 / 降水確率 rows from a live server")
  func rows() throws {
    let backend = try LocalBackend.start()
    defer { backend.stop() }
    let app = TUIApplication(
      rootView: WeatherView(
        viewModel: WeatherViewModel(client: WeatherAPIClient(baseURL: backend.url))))
    app.launch()
    let address = app.staticTexts["weatherAddressLabel"]
    #expect(address.wait(timeout: 10) { $0.label == "東京都千代田区" })
    #expect(app.tables["weatherList"].exists)
    #expect(app.cells.count > 10)
    #expect(app.staticTexts["0時"].exists)
    #expect(app.screenText.contains("降水確率:"))
    #expect(app.buttons["weatherFetchButton"].label == "取得")
  }

  @Test("a failing server shows the error and a retry button")
  func failure() {
    let app = TUIApplication(
      rootView: WeatherView(
        viewModel: WeatherViewModel(
          client: StubWeatherClient(result: .failure(.transport(URLError(.cannotConnectToHost)))))))
    app.launch()
    #expect(app.staticTexts["weatherErrorLabel"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["weatherErrorLabel"].label.contains("cannot reach the server"))
    #expect(app.buttons["weatherRetryButton"].exists)
    #expect(app.staticTexts["weatherAddressLabel"].label == "取得中")
  }
}
