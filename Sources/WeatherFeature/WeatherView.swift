import TerminalUI

/// The weather screen: a blue 取得 button, the address, and one row per hour. The forecast
/// is fetched when 取得 is pressed; after a failure the error line says what happened, and
/// 取得 (the one control) tries again. The button is disabled while a fetch runs.
public struct WeatherView: View {
  @ObservedObject var viewModel: WeatherViewModel

  public init(viewModel: WeatherViewModel) { self.viewModel = viewModel }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button {
          viewModel.fetchWeatherForecast()
        } label: {
          Text("取得").foregroundColor(.white).padding(.horizontal, 8).background(Color.blue)
        }
        .disabled(viewModel.isLoading)
        .accessibilityIdentifier("weatherFetchButton")
        Text(viewModel.address).bold().accessibilityIdentifier("weatherAddressLabel")
        if viewModel.isLoading { ProgressView().accessibilityIdentifier("weatherProgress") }
      }
      if !viewModel.errorMessage.isEmpty {
        Text(viewModel.errorMessage).foregroundColor(.red)
          .accessibilityIdentifier("weatherErrorLabel")
      }
      Divider()
      List(viewModel.weathers) { weather in
        WeatherRow(weather: weather)
      }
      .accessibilityIdentifier("weatherList")
    }
    .padding(.horizontal, 8)
    .navigationTitle("天気予報 (SwiftUI + Combine)")
  }
}

/// One hour: N時 (large), 天気: …, 降水確率: N%.
struct WeatherRow: View {
  let weather: Weather

  var body: some View {
    HStack(spacing: 16) {
      Text("\(weather.time)時").font(.title).frame(width: 48, alignment: .trailing)
      Text("天気: \(weather.weatherType.label)").frame(width: 96, alignment: .leading)
      Text("降水確率: \(weather.rainyPercent)%")
    }
  }
}
