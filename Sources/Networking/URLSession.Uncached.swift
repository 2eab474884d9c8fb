import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// A shared session like `URLSession.shared` but with no URL cache: the default session of
  /// `APIClient` and the apps' clients.
  ///
  /// With a URL cache (the default configuration has `URLCache.shared`), FoundationNetworking
  /// (swift-corelibs-foundation) makes a task's URL protocol only after looking the request
  /// up in the cache on a background queue; a `cancel()` that arrives before that lookup has
  /// answered waits behind `resume()`, and runs after the lookup hands the task its protocol.
  /// If the answer comes back and the completion handler runs first (a cached answer, or
  /// just a slow background thread), the task has left the session's registry by the time
  /// the waiting cancel reports its failure, and FoundationNetworking traps ("Trying to
  /// access a behaviour for a task that in not in the registry"). Without a cache the
  /// protocol is made at once and a cancel is queued ahead of any completion, so cancelling
  /// a request at any moment is safe. (It also means an answer is never served stale from a
  /// cache FoundationNetworking fills for any GET without caching headers.)
  public static let uncached: URLSession = {
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()
}
