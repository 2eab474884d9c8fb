import Foundation
import Networking

/// `GET /forecast[?address=]`: the forecast for an address, or for the server's default.
public struct WeatherRequest: Request {
  public typealias Response = WeatherForecast

  public let baseURL: URL
  public let address: String?

  public init(baseURL: URL, address: String? = nil) {
    self.baseURL = baseURL
    self.address = address
  }

  /// Where the forecast is asked for, under the server's URL.
  public static let path = "/forecast"

  public var path: String { Self.path }
  public var method: HTTPMethod { .get }
  public var queryItems: [URLQueryItem] {
    address.map { [URLQueryItem(name: "address", value: $0)] } ?? []
  }
}
