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
///
/// A server that accepts the connection but never answers fails the fetch after `timeout`
/// seconds (10 by default) with `URLError.timedOut`, instead of URLSession's minute.
public struct WeatherAPIClient: WeatherFetching {
  let baseURL: URL
  let session: URLSession
  let timeout: TimeInterval

  public init(baseURL: URL, session: URLSession = .uncached, timeout: TimeInterval = 10) {
    self.baseURL = baseURL
    self.session = session
    self.timeout = timeout
  }

  public var serverDescription: String? { baseURL.absoluteString }

  public func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError> {
    var request: URLRequest
    do {
      request = try WeatherRequest(baseURL: baseURL, address: address).asURLRequest()
      request.timeoutInterval = timeout
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
