import Foundation

/// An HTTP request method.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let get = HTTPMethod(rawValue: "GET")
  public static let head = HTTPMethod(rawValue: "HEAD")
  public static let post = HTTPMethod(rawValue: "POST")
  public static let put = HTTPMethod(rawValue: "PUT")
  public static let delete = HTTPMethod(rawValue: "DELETE")
  public static let patch = HTTPMethod(rawValue: "PATCH")
  public static let options = HTTPMethod(rawValue: "OPTIONS")

  public var description: String { rawValue }
}

/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
  public let code: Int
  public let reason: String

  public init(_ code: Int, _ reason: String) {
    self.code = code
    self.reason = reason
  }

  public static let ok = HTTPStatus(200, "OK")
  public static let created = HTTPStatus(201, "Created")
  public static let noContent = HTTPStatus(204, "No Content")
  public static let badRequest = HTTPStatus(400, "Bad Request")
  public static let unauthorized = HTTPStatus(401, "Unauthorized")
  public static let forbidden = HTTPStatus(403, "Forbidden")
  public static let notFound = HTTPStatus(404, "Not Found")
  public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
  public static let requestTimeout = HTTPStatus(408, "Request Timeout")
  public static let lengthRequired = HTTPStatus(411, "Length Required")
  public static let payloadTooLarge = HTTPStatus(413, "Content Too Large")
  public static let uriTooLong = HTTPStatus(414, "URI Too Long")
  public static let unsupportedMediaType = HTTPStatus(415, "Unsupported Media Type")
  public static let tooManyRequests = HTTPStatus(429, "Too Many Requests")
  public static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
  public static let internalServerError = HTTPStatus(500, "Internal Server Error")
  public static let notImplemented = HTTPStatus(501, "Not Implemented")
  public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
  public static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

  public var description: String { "\(code) \(reason)" }
}

/// Header fields: case-insensitive names, order kept.
public struct HTTPHeaders: Sendable, Sequence {
  private var fields: [(name: String, value: String)] = []

  public init(_ fields: [(String, String)] = []) {
    for (name, value) in fields { add(name, value) }
  }

  public mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

  /// Replaces every field of this name.
  public mutating func set(_ name: String, _ value: String) {
    remove(name)
    add(name, value)
  }

  public mutating func remove(_ name: String) {
    fields.removeAll { equalIgnoringASCIICase($0.name, name) }
  }

  /// The first value of the named field.
  public subscript(name: String) -> String? {
    fields.first { equalIgnoringASCIICase($0.name, name) }?.value
  }

  /// Every value of the named field.
  public func values(_ name: String) -> [String] {
    fields.filter { equalIgnoringASCIICase($0.name, name) }.map(\.value)
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }
}

/// A parsed request.
public struct HTTPRequest: Sendable {
  public var method: HTTPMethod
  /// The path, percent-decoded, without the query.
  public var path: String
  /// The query items, percent-decoded, in order.
  public var query: [(name: String, value: String)]
  public var headers: HTTPHeaders
  public var body: Data
  /// Path parameters bound by the router (`/users/:id`).
  public var parameters: [String: String] = [:]

  public init(
    method: HTTPMethod, path: String, query: [(name: String, value: String)] = [],
    headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
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

/// A response to send.
public struct HTTPResponse: Sendable {
  public var status: HTTPStatus
  public var headers: HTTPHeaders
  public var body: Data

  public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON response of `value`.
  public static func json<T: Encodable>(
    _ value: T, status: HTTPStatus = .ok, encoder: JSONEncoder = JSONEncoder()
  ) throws -> HTTPResponse {
    var headers = HTTPHeaders()
    headers.set("Content-Type", "application/json; charset=utf-8")
    return HTTPResponse(status: status, headers: headers, body: try encoder.encode(value))
  }

  /// The project's error body: `{"error": {"code": "...", "message": "..."}}`.
  public static func error(_ status: HTTPStatus, code: String, message: String) -> HTTPResponse {
    let body = ErrorBody(error: .init(code: code, message: message))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding two strings cannot fail; fall back to an empty body rather than trap.
    let data = (try? encoder.encode(body)) ?? Data()
    var headers = HTTPHeaders()
    headers.set("Content-Type", "application/json; charset=utf-8")
    return HTTPResponse(status: status, headers: headers, body: data)
  }
}

/// The JSON shape of every error the server sends.
public struct ErrorBody: Codable, Sendable, Equatable {
  public struct Detail: Codable, Sendable, Equatable {
    public var code: String
    public var message: String
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }

  public var error: Detail

  public init(error: Detail) { self.error = error }
}

/// An error a handler throws to answer with a status and the error body.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
  public var status: HTTPStatus
  public var code: String
  public var message: String
  public var headers: HTTPHeaders

  public init(
    _ status: HTTPStatus, code: String, message: String, headers: HTTPHeaders = HTTPHeaders()
  ) {
    self.status = status
    self.code = code
    self.message = message
    self.headers = headers
  }

  public var description: String { "\(status): \(code): \(message)" }

  public var response: HTTPResponse {
    var response = HTTPResponse.error(status, code: code, message: message)
    for (name, value) in headers { response.headers.set(name, value) }
    return response
  }
}

/// Compares header names, which are ASCII, ignoring case (cheaper than Foundation's
/// locale-aware comparison).
func equalIgnoringASCIICase(_ lhs: String, _ rhs: String) -> Bool {
  var left = lhs.utf8.makeIterator()
  var right = rhs.utf8.makeIterator()
  while true {
    switch (left.next(), right.next()) {
    case (nil, nil): return true
    case (let a?, let b?):
      if a == b { continue }
      let lowerA = a >= 65 && a <= 90 ? a | 0x20 : a
      let lowerB = b >= 65 && b <= 90 ? b | 0x20 : b
      if lowerA != lowerB { return false }
    default: return false
    }
  }
}
