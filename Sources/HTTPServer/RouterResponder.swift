import Foundation

/// A router's routes, frozen: what a running ``HTTPServer`` answers requests with.
///
/// An unknown path is 404, a known path with another method 405 (with `Allow`); a handler's
/// `HTTPError` becomes its status and error body, any other error a 500 that does not leak
/// details. `HEAD` is served by the `GET` route, without the body. Make one with
/// ``Router/buildResponder()``.
public struct RouterResponder: Sendable {
  private let routes: [Route]

  init(routes: [Route]) { self.routes = routes }

  /// Answers `request`.
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    let segments = segmentsOf(request.path)
    var allowed: [HTTPRequest.Method] = []
    let method = request.method == .head ? HTTPRequest.Method.get : request.method
    for route in routes {
      guard let parameters = match(route.segments, segments) else { continue }
      guard route.method == method else {
        allowed.append(route.method)
        continue
      }
      var bound = request
      bound.parameters = parameters
      var response: HTTPResponse
      do {
        response = try route.handler(bound)
      } catch let error as HTTPError {
        response = error.response
      } catch {
        response = .error(
          .internalServerError, code: "internal_error", message: "the server failed to answer")
      }
      if request.method == .head {
        response.headers.set("Content-Length", String(response.body.count))
        response.body = Data()
      }
      return response
    }
    if !allowed.isEmpty {
      var response = HTTPResponse.error(
        .methodNotAllowed, code: "method_not_allowed",
        message: "\(request.method) is not allowed on \(request.path)")
      response.headers.set("Allow", allowed.map(\.rawValue).joined(separator: ", "))
      return response
    }
    return .error(.notFound, code: "not_found", message: "no route for \(request.path)")
  }

  private func match(_ pattern: [Substring], _ path: [Substring]) -> [String: String]? {
    guard pattern.count == path.count else { return nil }
    var parameters: [String: String] = [:]
    for (expected, actual) in zip(pattern, path) {
      if expected.hasPrefix(":") {
        parameters[String(expected.dropFirst())] = String(actual)
      } else if expected != actual {
        return nil
      }
    }
    return parameters
  }
}
