import Primitives

/// Collects routes: a method and a path with a handler each.
///
/// Paths are literal segments and `:name` parameters (`/users/:id`). A router is a builder:
/// ``HTTPServer`` freezes it into a ``RouterResponder`` when the server is made, so routes
/// added afterwards never reach a server that is already made (as in Hummingbird, where the
/// application builds its responder from the router once).
///
/// ```swift
/// let router = Router()
/// router.get("/hello") { _ in try .json(["message": "hello"]) }
/// let server = HTTPServer(router: router)
/// ```
public final class Router: Sendable {
  /// Handles one request.
  public typealias Handler = @Sendable (HTTPRequest) throws -> HTTPResponse

  private let routes = Locked<[Route]>([])

  public init() {}

  /// Adds a route; servers made before keep the routes they were made with.
  public func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
    let route = Route(method: method, segments: segmentsOf(path), handler: handler)
    routes.withLock { $0.append(route) }
  }

  public func get(_ path: String, _ handler: @escaping Handler) { add(.get, path, handler) }
  public func post(_ path: String, _ handler: @escaping Handler) { add(.post, path, handler) }
  public func put(_ path: String, _ handler: @escaping Handler) { add(.put, path, handler) }
  public func delete(_ path: String, _ handler: @escaping Handler) { add(.delete, path, handler) }

  /// The routes added so far, frozen: adding routes later does not change what it answers.
  public func buildResponder() -> RouterResponder {
    RouterResponder(routes: routes.withLock { $0 })
  }

  /// Answers `request` with the routes added so far (see ``RouterResponder/respond(to:)``).
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    buildResponder().respond(to: request)
  }
}

/// One route of a router.
struct Route: Sendable {
  let method: HTTPRequest.Method
  let segments: [Substring]
  let handler: Router.Handler
}

/// A path's segments, as routes and requests are matched by.
func segmentsOf(_ path: String) -> [Substring] {
  path.split(separator: "/", omittingEmptySubsequences: true)
}
