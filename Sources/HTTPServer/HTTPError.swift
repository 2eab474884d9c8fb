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
