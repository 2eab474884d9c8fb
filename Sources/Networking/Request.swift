import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An API request: where it goes, what it sends, and the type its answer decodes to.
///
/// ```swift
/// struct ForecastRequest: Request {
///   typealias Response = WeatherForecast
///   let baseURL: URL
///   var path: String { "/forecast" }
///   var method: HTTPMethod { .get }
/// }
/// ```
public protocol Request {
  /// The type the response body decodes to.
  associatedtype Response: Decodable

  var baseURL: URL { get }
  var path: String { get }
  var method: HTTPMethod { get }
  var queryItems: [URLQueryItem] { get }
  var headers: [String: String] { get }
  /// The body, already encoded.
  var body: Data? { get }

  /// The URL request to send.
  func asURLRequest() throws -> URLRequest
}

/// The request methods.
public enum HTTPMethod: String, Sendable {
  case get = "GET"
  case post = "POST"
  case put = "PUT"
  case delete = "DELETE"
  case patch = "PATCH"
}

extension Request {
  public var queryItems: [URLQueryItem] { [] }
  public var headers: [String: String] { [:] }
  public var body: Data? { nil }

  public func asURLRequest() throws -> URLRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw APIError.invalidRequest("'\(baseURL)' is not a valid base URL")
    }
    let basePath =
      components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
    if !queryItems.isEmpty { components.queryItems = queryItems }
    guard let url = components.url else {
      throw APIError.invalidRequest("cannot build a URL from '\(baseURL)' and '\(path)'")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method.rawValue
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let body {
      request.httpBody = body
      if request.value(forHTTPHeaderField: "Content-Type") == nil {
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      }
    }
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }
}

/// Why a request failed, in words a person can read.
public enum APIError: Error, CustomStringConvertible, Sendable {
  /// The request could not be sent or its answer not received.
  case transport(URLError)
  /// The server answered with an error status; `code` and `message` come from its error body
  /// when it sent one.
  case http(status: Int, code: String?, message: String?)
  /// The answer did not decode; `path` names the failing field.
  case decoding(path: String, reason: String)
  /// The request itself could not be built.
  case invalidRequest(String)

  public var description: String {
    switch self {
    case .transport(let error):
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost: "cannot reach the server"
      case .timedOut: "the server did not answer in time"
      case .notConnectedToInternet: "not connected to the network"
      case .cancelled: "the request was cancelled"
      default: "the request failed: \(error.localizedDescription)"
      }
    case .http(let status, _, let message):
      message.map { "the server answered \(status): \($0)" } ?? "the server answered \(status)"
    case .decoding(let path, let reason): "the answer is not as expected at \(path): \(reason)"
    case .invalidRequest(let reason): "the request is invalid: \(reason)"
    }
  }
}
