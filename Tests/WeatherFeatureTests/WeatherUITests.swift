import Foundation
import Networking
import TerminalUI
import TerminalUITesting
import TestSupport
import Testing

@testable import WeatherFeature

@Suite("Weather screen UI")
struct WeatherUITests {
  @Test("nothing is fetched on appear; 取得 fetches and shows N時 / 天気 / 降水確率 rows")
  func rows() throws {
    let backend = try LocalBackend.start()
    defer { backend.stop() }
    let app = TUIApplication(
      rootView: WeatherView(
        viewModel: WeatherViewModel(client: WeatherAPIClient(baseURL: backend.url))))
    app.launch()
    let address = app.staticTexts["weatherAddressLabel"]
    #expect(address.label == "取得中")
    #expect(app.cells.count == 0)
    #expect(!app.activityIndicators["weatherProgress"].exists)
    let fetch = app.buttons["weatherFetchButton"]
    #expect(fetch.label == "取得")
    #expect(fetch.isEnabled)
    fetch.tap()
    #expect(address.wait(timeout: 10) { $0.label == "東京都千代田区" })
    #expect(app.tables["weatherList"].exists)
    #expect(app.cells.count > 10)
    #expect(app.staticTexts["0時"].exists)
    #expect(app.screenText.contains("降水確率:"))
  }

  @Test("the screen asks for nothing until 取得 is pressed")
  func noFetchOnAppear() {
    let client = ScriptedWeatherClient(.success(osaka))
    let app = TUIApplication(rootView: WeatherView(viewModel: WeatherViewModel(client: client)))
    app.launch()
    #expect(app.buttons["weatherFetchButton"].waitForExistence(timeout: 5))
    #expect(client.fetches == 0)
    app.typeKey(.return)
    #expect(app.staticTexts["weatherAddressLabel"].wait(timeout: 5) { $0.label == "大阪府大阪市" })
    #expect(client.fetches == 1)
  }

  @Test("a failure shows a Japanese error, 未取得 as the address, and 取得 as the one retry")
  func failure() {
    let client = ScriptedWeatherClient(
      answers: [.failure(.transport(URLError(.cannotConnectToHost))), .success(osaka)])
    let app = TUIApplication(rootView: WeatherView(viewModel: WeatherViewModel(client: client)))
    app.launch()
    app.buttons["weatherFetchButton"].tap()
    let error = app.staticTexts["weatherErrorLabel"]
    #expect(error.waitForExistence(timeout: 5))
    #expect(error.label.contains("サーバー (http://weather.test:8080) に接続できません。"))
    #expect(error.label.contains("「取得」を押すともう一度取得します。"))
    #expect(app.staticTexts["weatherAddressLabel"].label == "未取得")
    #expect(app.buttons.count == 1)
    #expect(!app.buttons["weatherRetryButton"].exists)
    let fetch = app.buttons["weatherFetchButton"]
    #expect(fetch.wait(timeout: 5) { $0.isEnabled })
    fetch.tap()
    #expect(app.staticTexts["weatherAddressLabel"].wait(timeout: 5) { $0.label == "大阪府大阪市" })
    #expect(error.waitForNonExistence(timeout: 5))
    #expect(client.fetches == 2)
  }

  @Test("while a fetch runs 取得 is disabled and the progress shows; pressing again sends nothing")
  func whileFetching() {
    let client = ScriptedWeatherClient(answers: [])
    let app = TUIApplication(rootView: WeatherView(viewModel: WeatherViewModel(client: client)))
    app.launch()
    let fetch = app.buttons["weatherFetchButton"]
    fetch.tap()
    #expect(app.activityIndicators["weatherProgress"].waitForExistence(timeout: 5))
    #expect(!fetch.isEnabled)
    app.typeKey(.return)
    app.typeKey(.return)
    #expect(app.staticTexts["weatherAddressLabel"].label == "取得中")
    #expect(client.fetches == 1)
  }
}
