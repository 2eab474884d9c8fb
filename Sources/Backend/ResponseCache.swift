import Foundation
import HTTPServer

/// Encoded answers by key, shared by the loops: read on every request, written rarely, so
/// readers share a read-write lock and never wait for each other.
final class ResponseCache: @unchecked Sendable {
  private let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
  private var responses: [String: HTTPResponse] = [:]

  init() { pthread_rwlock_init(lock, nil) }

  deinit {
    pthread_rwlock_destroy(lock)
    lock.deallocate()
  }

  /// Counts the invalidations: an answer read from the database before one of them may be
  /// stale, so it is stored only if none came in between.
  private var generation = 0

  subscript(key: String) -> HTTPResponse? {
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return responses[key]
  }

  /// The generation to give `store` for an answer about to be read.
  var currentGeneration: Int {
    pthread_rwlock_rdlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    return generation
  }

  /// Keeps `response` for `key` unless something was invalidated since `readGeneration`.
  func store(_ response: HTTPResponse, for key: String, readAt readGeneration: Int) {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    if generation == readGeneration { responses[key] = response }
  }

  /// Drops `key`'s answer, or every answer when `key` is nil.
  func invalidate(_ key: String?) {
    pthread_rwlock_wrlock(lock)
    defer { pthread_rwlock_unlock(lock) }
    generation &+= 1
    if let key { responses[key] = nil } else { responses.removeAll() }
  }
}
