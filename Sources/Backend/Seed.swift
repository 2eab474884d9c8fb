import Primitives

/// Forecasts a new database starts with: a few Japanese addresses, generated
/// deterministically so every install shows the same, plausible weather (rain probability
/// follows the weather type).
public enum Seed {
  /// The address `GET /forecast` answers for when none is given.
  public static let defaultAddress = "東京都千代田区"

  /// The seeded addresses.
  public static let addresses = [
    "東京都千代田区", "大阪府大阪市北区", "北海道札幌市中央区", "福岡県福岡市博多区", "沖縄県那覇市",
  ]

  /// The seeded forecasts.
  public static var forecasts: [Forecast] {
    addresses.enumerated().map { index, address in
      var generator = SplitMix64(seed: UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15)
      var weatherType = HourlyWeather.Kind(rawValue: Int(generator.next() % 3)) ?? .sunny
      let weathers = (0..<24).map { hour -> HourlyWeather in
        // The weather changes now and then, as weather does.
        if generator.next() % 5 == 0 {
          weatherType = HourlyWeather.Kind(rawValue: Int(generator.next() % 3)) ?? .sunny
        }
        let band: ClosedRange<Int> =
          switch weatherType {
          case .sunny: 0...20
          case .cloudy: 20...60
          case .rain: 60...100
          }
        let percent = band.lowerBound + Int(generator.next() % UInt64(band.count))
        return HourlyWeather(time: hour, weatherType: weatherType, rainyPercent: percent / 10 * 10)
      }
      return Forecast(address: address, weathers: weathers)
    }
  }

  /// Saves the seeded forecasts where none exist yet.
  public static func seed(_ repository: any ForecastRepository) throws {
    let existing = Set(try repository.addresses())
    for forecast in forecasts where !existing.contains(forecast.address) {
      try repository.save(forecast)
    }
  }
}
