import Foundation

/// A parsed request.
public struct HTTPRequest: Sendable {
  public var method: Method
  /// The path, percent-decoded, without the query.
  public var path: String
  /// The query items, percent-decoded, in order.
  public var query: [(name: String, value: String)]
  public var headers: HTTPHeaders
  public var body: Data
  /// The request target as it came on the request line (percent-encoded, with the query).
  public var target: String
  /// The protocol version the request is treated as: "1.1" or "1.0".
  public var version = "1.1"
  /// Path parameters bound by the router (`/users/:id`).
  public var parameters: [String: String] = [:]
  /// The client's IP address as the server's socket saw it (`127.0.0.1`); nil for a request
  /// made in process.
  public var remoteAddress: String?

  public init(
    method: Method, path: String, query: [(name: String, value: String)] = [],
    headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    target = path
  }

  /// The first value of a query item.
  public func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

  /// Decodes the body as JSON; a body that is not valid JSON of this shape is an
  /// `HTTPError` with status 400.
  public func decodeJSON<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws
    -> T
  {
    do {
      return try decoder.decode(T.self, from: body)
    } catch let error as DecodingError {
      var snakeCase = false
      if case .convertFromSnakeCase = decoder.keyDecodingStrategy { snakeCase = true }
      throw HTTPError(
        .badRequest, code: "invalid_json", message: describe(error, snakeCase: snakeCase))
    } catch {
      throw HTTPError(.badRequest, code: "invalid_json", message: "the body is not valid JSON")
    }
  }
}

/// Describes a decoding error for a client: what is wrong and where, naming fields as the
/// wire does (snake_case when the decoder converts from it).
func describe(_ error: DecodingError, snakeCase: Bool = false) -> String {
  func wireName(_ name: String) -> String {
    guard snakeCase else { return name }
    return name.reduce(into: "") { result, character in
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
  }
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? wireName($0.stringValue) }
      .joined(separator: ".")
    return path.isEmpty ? "the body" : "'\(path)'"
  }
  switch error {
  case .keyNotFound(let key, let context):
    let parent = path(context)
    return "missing field '\(wireName(key.stringValue))'"
      + (parent == "the body" ? "" : " in \(parent)")
  case .typeMismatch(_, let context): return "\(path(context)) has the wrong type"
  case .valueNotFound(_, let context): return "\(path(context)) is null"
  case .dataCorrupted(let context):
    return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context)) is invalid"
  @unknown default: return "the body could not be decoded"
  }
}
