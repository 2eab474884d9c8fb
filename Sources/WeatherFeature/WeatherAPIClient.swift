import Foundation
import Networking
import Streams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches forecasts; a protocol so a view model can be given a test double.
public protocol WeatherFetching: Sendable {
  /// The server asked, as a message names it (its URL), or nil when there is none to name.
  var serverDescription: String? { get }

  func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError>
}

extension WeatherFetching {
  public var serverDescription: String? { nil }
}

/// The articles' client: `dataTaskPublisher(for:)` → the data → `decode(type:decoder:)` →
/// `receive(on: DispatchQueue.main)` → `eraseToAnyPublisher()`, with the status checked
/// and every failure turned into an `APIError` a person can read. The article's session is
/// `URLSession.shared`; ours is `URLSession.uncached`, on which dropping a request while it
/// completes cannot trap FoundationNetworking (see there).
public struct WeatherAPIClient: WeatherFetching {
  let baseURL: URL
  let session: URLSession

  public init(baseURL: URL, session: URLSession = .uncached) {
    self.baseURL = baseURL
    self.session = session
  }

  public var serverDescription: String? { baseURL.absoluteString }

  public func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError> {
    let request: URLRequest
    do {
      request = try WeatherRequest(baseURL: baseURL, address: address).asURLRequest()
    } catch {
      return Fail(error: error as? APIError ?? .invalidRequest("\(error)")).eraseToAnyPublisher()
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return session.dataTaskPublisher(for: request)
      .mapError { APIError.transport($0) }
      .tryMap { data, response -> Data in
        guard let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode)
        else { return data }
        throw APIError.forStatus(http.statusCode, body: data)
      }
      .decode(type: WeatherForecast.self, decoder: decoder)
      .mapError(Self.apiError)
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
  }

  /// Any failure along the chain as an `APIError`, with Networking's readable messages.
  static func apiError(_ error: any Error) -> APIError {
    if let error = error as? APIError { return error }
    if let error = error as? DecodingError { return .forDecoding(error) }
    return .invalidRequest("\(error)")
  }
}
