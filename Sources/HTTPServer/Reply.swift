/// What a route answers: a response at once, on the event loop, or work for a
/// ``WorkerPool`` whose result is the response, sent when it is ready.
///
/// A route whose answer is usually at hand but sometimes needs slow work (a cache in front of
/// a database) answers `.now` when it can and `.later` when it cannot:
///
/// ```swift
/// router.add(.get, "/forecast", replying: { request in
///   if let cached = cache[request.path] { return .now(cached) }
///   return .later(on: database) { try load(request) }
/// })
/// ```
public struct Reply: Sendable {
  enum Kind: Sendable {
    case now(HTTPResponse)
    case later(WorkerPool, @Sendable () throws -> HTTPResponse)
  }

  let kind: Kind

  /// Answers with `response` at once.
  public static func now(_ response: HTTPResponse) -> Reply { Reply(kind: .now(response)) }

  /// Answers with what `work` returns (or throws) on one of `pool`'s threads. When the pool's
  /// queue is full the answer is 503 with `Retry-After`, and `work` never runs.
  public static func later(
    on pool: WorkerPool, _ work: @escaping @Sendable () throws -> HTTPResponse
  ) -> Reply {
    Reply(kind: .later(pool, work))
  }
}
