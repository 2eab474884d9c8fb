import Foundation

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
