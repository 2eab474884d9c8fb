import Foundation

/// One line of the access log.
public struct AccessLogEntry: Sendable, CustomStringConvertible {
  public var method: String
  public var path: String
  public var status: Int
  public var milliseconds: Double

  public init(method: String, path: String, status: Int, milliseconds: Double) {
    self.method = method
    self.path = path
    self.status = status
    self.milliseconds = milliseconds
  }

  /// `GET /forecast 200 0.12ms`.
  public var description: String {
    var bytes: [UInt8] = []
    appendLine(to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }

  /// The entry for a request answered with `status`, timed from `started` (seconds on the
  /// monotonic clock) to now: every answer the loops send is logged through this.
  init(method: String, path: String, status: HTTPStatus, startedAt started: Double) {
    self.init(
      method: method, path: path, status: status.code,
      milliseconds: (monotonicSeconds() - started) * 1000)
  }

  /// The entry for bytes that were not a request and were refused with `status`:
  /// `- - 400 0.00ms`.
  init(unparsedRequestAnsweredWith status: HTTPStatus) {
    self.init(method: "-", path: "-", status: status.code, milliseconds: 0)
  }
}
