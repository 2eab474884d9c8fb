import Foundation
import Primitives
import Streams

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends `Request`s and decodes their answers, as a publisher, with async/await, or with a
/// completion handler.
///
/// JSON is snake_case on the wire by default; a bearer token, when set, goes with every
/// request. The default session is `URLSession.uncached`, on which cancelling a request at
/// any moment is safe (see there why `URLSession.shared` is not, on Linux).
public final class APIClient: @unchecked Sendable {
  private let session: URLSession
  private let decoder: JSONDecoder
  private let lock = Lock()
  private var token: String?

  public init(session: URLSession = .uncached, decoder: JSONDecoder? = nil) {
    self.session = session
    self.decoder =
      decoder
      ?? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
      }()
  }

  /// The bearer token sent with every request (`nil` for none).
  public var bearerToken: String? {
    get { lock.withLock { token } }
    set { lock.withLock { token = newValue } }
  }

  /// The request as a publisher: `dataTaskPublisher` → check the status → decode.
  public func publisher<R: Request>(for request: R) -> AnyPublisher<R.Response, APIError> {
    let urlRequest: URLRequest
    do {
      urlRequest = try authorized(request.asURLRequest())
    } catch {
      return Fail(error: error as? APIError ?? .invalidRequest("\(error)")).eraseToAnyPublisher()
    }
    let decoder = decoder
    return session.dataTaskPublisher(for: urlRequest)
      .mapError { APIError.transport($0) }
      .tryMap { output in
        try Self.decode(
          R.Response.self, data: output.data, response: output.response, decoder: decoder)
      }
      .mapError { $0 as? APIError ?? .invalidRequest("\($0)") }
      .eraseToAnyPublisher()
  }

  /// Sends the request and calls `completion` with the result, on a background queue.
  public func send<R: Request>(
    _ request: R, completion: @escaping @Sendable (Result<R.Response, APIError>) -> Void
  ) {
    let urlRequest: URLRequest
    do {
      urlRequest = try authorized(request.asURLRequest())
    } catch {
      completion(.failure(error as? APIError ?? .invalidRequest("\(error)")))
      return
    }
    let decoder = decoder
    session.dataTask(with: urlRequest) { data, response, error in
      if let error {
        completion(.failure(.transport(error as? URLError ?? URLError(.unknown))))
        return
      }
      guard let response else {
        completion(.failure(.transport(URLError(.badServerResponse))))
        return
      }
      completion(
        Result {
          try Self.decode(
            R.Response.self, data: data ?? Data(), response: response, decoder: decoder)
        }
        .mapError { $0 as? APIError ?? .invalidRequest("\($0)") })
    }.resume()
  }

  /// Sends the request and returns its decoded answer: the completion-handler API wrapped in
  /// a checked continuation.
  public func send<R: Request>(_ request: R) async throws(APIError) -> R.Response
  where R.Response: Sendable {
    let result = await withCheckedContinuation { continuation in
      send(request) { continuation.resume(returning: $0) }
    }
    return try result.get()
  }

  private func authorized(_ request: URLRequest) -> URLRequest {
    guard let token = bearerToken else { return request }
    var request = request
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return request
  }

  static func decode<T: Decodable>(
    _ type: T.Type, data: Data, response: URLResponse, decoder: JSONDecoder
  )
    throws -> T
  {
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw APIError.forStatus(http.statusCode, body: data)
    }
    if T.self == EmptyResponse.self, let empty = EmptyResponse() as? T { return empty }
    do {
      return try decoder.decode(T.self, from: data)
    } catch let error as DecodingError {
      throw APIError.forDecoding(error)
    }
  }
}

extension APIError {
  /// The error for an answer with an error status, carrying the server's code and message
  /// when its body is the `{"error": {"code", "message"}}` shape.
  public static func forStatus(_ status: Int, body: Data) -> APIError {
    let decoded = try? JSONDecoder().decode(ServerErrorBody.self, from: body)
    return .http(status: status, code: decoded?.error.code, message: decoded?.error.message)
  }

  /// The error for an answer that did not decode, naming the path of the failing field.
  public static func forDecoding(_ error: DecodingError) -> APIError {
    .decoding(path: codingPath(of: error), reason: reason(of: error))
  }
}

/// The response of a request whose answer has no body (204).
public struct EmptyResponse: Decodable, Sendable, Equatable {
  public init() {}
}

private func codingPath(of error: DecodingError) -> String {
  let context: DecodingError.Context? =
    switch error {
    case .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context),
      .dataCorrupted(let context):
      context
    @unknown default: nil
    }
  var path = context?.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } ?? []
  if case .keyNotFound(let key, _) = error { path.append(key.stringValue) }
  return path.isEmpty ? "the top level" : path.joined(separator: ".")
}

private func reason(of error: DecodingError) -> String {
  switch error {
  case .keyNotFound: "missing"
  case .typeMismatch(let type, _): "expected \(type)"
  case .valueNotFound: "null"
  case .dataCorrupted(let context): context.debugDescription
  @unknown default: "invalid"
  }
}

/// The server's error body: `{"error": {"code": "...", "message": "..."}}`.
struct ServerErrorBody: Decodable {
  struct Detail: Decodable {
    var code: String
    var message: String
  }
  var error: Detail
}
