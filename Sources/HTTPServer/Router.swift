import Primitives

/// Collects routes: a method and a path with a handler each.
///
/// Paths are literal segments and `:name` parameters (`/users/:id`). A router is a builder:
/// ``HTTPServer`` freezes it into a ``RouterResponder`` when the server is made, so routes
/// added afterwards never reach a server that is already made (as in Hummingbird, where the
/// application builds its responder from the router once).
///
/// A handler runs on the event loop that read the request, so it must be quick; slow work (a
/// password hash, a database query) goes to a ``WorkerPool`` with `on:`, or, when only some
/// requests need it, with a ``Reply``.
///
/// ```swift
/// let router = Router()
/// router.get("/hello") { _ in try .json(["message": "hello"]) }
/// router.post("/login", on: hashing) { request in try login(request) }
/// let server = HTTPServer(router: router)
/// ```
public final class Router: Sendable {
  /// Handles one request.
  public typealias Handler = @Sendable (HTTPRequest) throws -> HTTPResponse
  /// Handles one request on the event loop, answering at once or handing work to a pool.
  public typealias ReplyHandler = @Sendable (HTTPRequest) throws -> Reply

  private let routes = Locked<[Route]>([])

  public init() {}

  /// Adds a route whose handler decides, request by request, whether to answer at once or
  /// from a pool; servers made before keep the routes they were made with.
  public func add(
    _ method: HTTPRequest.Method, _ path: String, replying handler: @escaping ReplyHandler
  ) {
    let route = Route(method: method, segments: segmentsOf(path), handler: handler)
    routes.withLock { $0.append(route) }
  }

  /// Adds a route answered on the event loop; servers made before keep the routes they were
  /// made with.
  public func add(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
    add(method, path, replying: { request in .now(try handler(request)) })
  }

  /// Adds a route answered on one of `pool`'s threads.
  public func add(
    _ method: HTTPRequest.Method, _ path: String, on pool: WorkerPool,
    _ handler: @escaping Handler
  ) {
    add(method, path, replying: { request in .later(on: pool) { try handler(request) } })
  }

  public func get(_ path: String, _ handler: @escaping Handler) { add(.get, path, handler) }
  public func post(_ path: String, _ handler: @escaping Handler) { add(.post, path, handler) }
  public func put(_ path: String, _ handler: @escaping Handler) { add(.put, path, handler) }
  public func delete(_ path: String, _ handler: @escaping Handler) { add(.delete, path, handler) }

  public func get(_ path: String, on pool: WorkerPool, _ handler: @escaping Handler) {
    add(.get, path, on: pool, handler)
  }
  public func post(_ path: String, on pool: WorkerPool, _ handler: @escaping Handler) {
    add(.post, path, on: pool, handler)
  }
  public func put(_ path: String, on pool: WorkerPool, _ handler: @escaping Handler) {
    add(.put, path, on: pool, handler)
  }
  public func delete(_ path: String, on pool: WorkerPool, _ handler: @escaping Handler) {
    add(.delete, path, on: pool, handler)
  }

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
  let handler: Router.ReplyHandler

  /// Whether every segment is literal (no `:name`).
  var isLiteral: Bool { !segments.contains { $0.hasPrefix(":") } }
}

/// A path's segments, as routes and requests are matched by.
func segmentsOf(_ path: String) -> [Substring] {
  path.split(separator: "/", omittingEmptySubsequences: true)
}
