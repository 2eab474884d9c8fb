import Foundation

/// A router's routes, frozen: what a running ``HTTPServer`` answers requests with.
///
/// An unknown path is 404, a known path with another method 405 (with `Allow`); a handler's
/// `HTTPError` becomes its status and error body, any other error a 500 that does not leak
/// details. `HEAD` is served by the `GET` route, without the body. Make one with
/// ``Router/buildResponder()``.
public struct RouterResponder: Sendable {
  private let routes: [Route]
  /// For each literal route's path (`/a/b`), the routes that can match it, in order: those with
  /// that path and every route with parameters. A request's path in that form finds its
  /// candidates with one lookup, without splitting it.
  private let candidatesByPath: [String: [Int]]
  /// The routes with parameters, in order: the candidates for any other path.
  private let patterned: [Int]

  init(routes: [Route]) {
    self.routes = routes
    patterned = routes.indices.filter { !routes[$0].isLiteral }
    var candidates: [String: [Int]] = [:]
    for index in routes.indices where routes[index].isLiteral {
      candidates["/" + routes[index].segments.joined(separator: "/"), default: []].append(index)
    }
    for key in candidates.keys {
      candidates[key] = (candidates[key, default: []] + patterned).sorted()
    }
    candidatesByPath = candidates
  }

  /// Answers `request`; work a route hands to a pool runs here, on the caller's thread.
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    switch dispatch(request) {
    case .now(let response): response
    case .later(_, let work): work()
    }
  }

  /// What the event loop does with a request: send a response, or have a pool make it.
  enum Dispatch {
    case now(HTTPResponse)
    /// `work` never throws: errors are already turned into responses, and `HEAD`'s body is
    /// already dropped.
    case later(WorkerPool, @Sendable () -> HTTPResponse)
  }

  /// Routes `request` and runs its handler.
  func dispatch(_ request: HTTPRequest) -> Dispatch {
    var allowed: [HTTPRequest.Method] = []
    let method = request.method == .head ? HTTPRequest.Method.get : request.method
    let canonical = isCanonical(request.path)
    let candidates =
      canonical ? candidatesByPath[request.path] ?? patterned : routes.indices.map { $0 }
    var segments: [Substring]?
    for index in candidates {
      let route = routes[index]
      // A literal route found by its path binds nothing: the request goes to it as it is.
      var parameters: [String: String]?
      if !canonical || !route.isLiteral {
        if segments == nil { segments = segmentsOf(request.path) }
        guard let matched = match(route.segments, segments ?? []) else { continue }
        parameters = matched
      }
      guard route.method == method else {
        allowed.append(route.method)
        continue
      }
      let isHead = request.method == .head
      let reply: Reply
      do {
        if let parameters {
          var bound = request
          bound.parameters = parameters
          reply = try route.handler(bound)
        } else {
          reply = try route.handler(request)
        }
      } catch {
        return .now(Self.finish(Self.response(for: error), head: isHead))
      }
      switch reply.kind {
      case .now(let response):
        return .now(Self.finish(response, head: isHead))
      case .later(let pool, let work):
        return .later(
          pool,
          {
            do {
              return Self.finish(try work(), head: isHead)
            } catch {
              return Self.finish(Self.response(for: error), head: isHead)
            }
          })
      }
    }
    if !allowed.isEmpty {
      var response = HTTPResponse.error(
        .methodNotAllowed, code: "method_not_allowed",
        message: "\(request.method) is not allowed on \(request.path)")
      response.headers.set("Allow", allowed.map(\.rawValue).joined(separator: ", "))
      return .now(response)
    }
    return .now(.error(.notFound, code: "not_found", message: "no route for \(request.path)"))
  }

  /// A handler's error as a response: its own for an `HTTPError`, a 500 without details for
  /// any other (the details go to standard error, for the operator).
  private static func response(for error: any Error) -> HTTPResponse {
    if let error = error as? HTTPError { return error.response }
    FileHandle.standardError.write(Data("error: a handler failed: \(error)\n".utf8))
    return .error(
      .internalServerError, code: "internal_error", message: "the server failed to answer")
  }

  /// `HEAD`'s answer is `GET`'s without the body.
  private static func finish(_ response: HTTPResponse, head: Bool) -> HTTPResponse {
    guard head else { return response }
    var response = response
    response.headers.set("Content-Length", String(response.body.count))
    response.body = Data()
    return response
  }

  /// Whether `path` is `/` or `/segment/…/segment` with no empty segment: the form the literal
  /// routes are looked up by.
  private func isCanonical(_ path: String) -> Bool {
    var utf8 = path.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "/") else { return false }
    var previousWasSlash = true
    var count = 1
    while let byte = utf8.next() {
      count += 1
      let slash = byte == UInt8(ascii: "/")
      if slash, previousWasSlash { return false }
      previousWasSlash = slash
    }
    return count == 1 || !previousWasSlash
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
