/// A day's forecast for an address, as the server sends it (snake_case on the wire).
public struct WeatherForecast: Decodable, Equatable, Sendable {
  public let address: String
  public let weathers: [Weather]

  public init(address: String, weathers: [Weather]) {
    self.address = address
    self.weathers = weathers
  }
}

/// The weather at one hour.
public struct Weather: Decodable, Equatable, Sendable, Identifiable {
  public let time: Int
  public let weatherType: WeatherType
  public let rainyPercent: Int

  public init(time: Int, weatherType: WeatherType, rainyPercent: Int) {
    self.time = time
    self.weatherType = weatherType
    self.rainyPercent = rainyPercent
  }

  public var id: Int { time }
}

/// Sunny, cloudy or rain: 0, 1, 2 on the wire.
public enum WeatherType: Int, Decodable, Equatable, Sendable {
  case sunny = 0
  case cloudy = 1
  case rain = 2

  /// What the screen says: 晴れ, 曇り, 雨.
  public var label: String {
    switch self {
    case .sunny: "晴れ"
    case .cloudy: "曇り"
    case .rain: "雨"
    }
  }
}
