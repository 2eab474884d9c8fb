import Foundation
import Primitives

/// The weather of one hour.
public struct HourlyWeather: Codable, Equatable, Sendable {
  /// The kind of weather in an hour, as the wire format numbers it (`weather_type`: 0, 1, 2).
  ///
  /// The backend's own type, nested so that it never meets WeatherFeature's `WeatherType` (the
  /// app's model of the same wire values) in code that imports both.
  public enum Kind: Int, Codable, Sendable, CaseIterable {
    case sunny = 0
    case cloudy = 1
    case rain = 2
  }

  /// The hour, 0–23.
  public var time: Int
  public var weatherType: Kind
  /// The chance of rain, 0–100.
  public var rainyPercent: Int

  public init(time: Int, weatherType: Kind, rainyPercent: Int) {
    self.time = time
    self.weatherType = weatherType
    self.rainyPercent = rainyPercent
  }
}

/// An address's forecast: the `GET /forecast` body (snake_case on the wire).
public struct Forecast: Codable, Equatable, Sendable {
  public var address: String
  public var weathers: [HourlyWeather]

  public init(address: String, weathers: [HourlyWeather]) {
    self.address = address
    self.weathers = weathers
  }

  /// Checks the forecast as `PUT /forecast` must; returns the reason it is refused.
  public func validationError() -> String? {
    let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "the address is empty" }
    if address.count > 200 { return "the address is longer than 200 characters" }
    var seen = Set<Int>()
    for weather in weathers {
      guard (0...23).contains(weather.time) else {
        return "time \(weather.time) is not within 0...23"
      }
      guard seen.insert(weather.time).inserted else { return "time \(weather.time) appears twice" }
      guard (0...100).contains(weather.rainyPercent) else {
        return "rainy_percent \(weather.rainyPercent) at time \(weather.time) is not within 0...100"
      }
    }
    return nil
  }
}

/// Where forecasts are kept.
public protocol ForecastRepository: Sendable {
  /// The forecast for `address`, or `nil` when there is none.
  func forecast(for address: String) throws -> Forecast?
  /// Creates or replaces the forecast of its address.
  func save(_ forecast: Forecast) throws
  /// Every address with a forecast, sorted.
  func addresses() throws -> [String]
  /// Throws when the storage cannot be read (for a health check).
  func checkHealth() throws
}

extension ForecastRepository {
  public func checkHealth() throws { _ = try addresses() }
}

/// Forecasts in memory, for tests and previews.
public final class InMemoryForecastRepository: ForecastRepository, @unchecked Sendable {
  private let lock = Lock()
  private var forecasts: [String: Forecast] = [:]

  public init(_ forecasts: [Forecast] = []) {
    for forecast in forecasts { self.forecasts[forecast.address] = forecast }
  }

  public func forecast(for address: String) throws -> Forecast? {
    lock.withLock { forecasts[address] }
  }

  public func save(_ forecast: Forecast) throws {
    lock.withLock { forecasts[forecast.address] = forecast }
  }

  public func addresses() throws -> [String] { lock.withLock { forecasts.keys.sorted() } }
}
