import Foundation
import Networking
import Streams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches forecasts; a protocol so a view model can be given a test double.
public protocol WeatherFetching: Sendable {
  func fetchWeatherForecast(address: String?) -> AnyPublisher<WeatherForecast, APIError>
}

/// The articles' client: `dataTaskPublisher(for:)` → the data → `decode(type:decoder:)` →
/// `receive(on: DispatchQueue.main)` → `eraseToAnyPublisher()`, with the status checked
/// and every failure turned into an `APIError` a person can read.
public struct WeatherAPIClient: WeatherFetching {
  let baseURL: URL
  let session: URLSession

  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

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
        throw Self.statusError(http.statusCode, data)
      }
      .decode(type: WeatherForecast.self, decoder: decoder)
      .mapError(Self.apiError)
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
  }

  private struct ErrorBody: Decodable {
    struct Detail: Decodable {
      let code: String
      let message: String
    }
    let error: Detail
  }

  static func statusError(_ status: Int, _ data: Data) -> APIError {
    let body = try? JSONDecoder().decode(ErrorBody.self, from: data)
    return .http(status: status, code: body?.error.code, message: body?.error.message)
  }

  static func apiError(_ error: any Error) -> APIError {
    if let error = error as? APIError { return error }
    if let error = error as? DecodingError {
      switch error {
      case .keyNotFound(let key, let context):
        return .decoding(path: path(context.codingPath + [key]), reason: "missing")
      case .typeMismatch(_, let context), .valueNotFound(_, let context),
        .dataCorrupted(let context):
        return .decoding(path: path(context.codingPath), reason: context.debugDescription)
      @unknown default:
        return .decoding(path: "", reason: "\(error)")
      }
    }
    return .invalidRequest("\(error)")
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
}
