import Foundation
import HTTPServer

#if canImport(Glibc)
  import Glibc
#endif

/// Occupies every thread of a worker pool until `open()`: a pool saturated on purpose, without
/// sleeping or timing anything.
///
/// ```swift
/// let blocker = PoolBlocker(hashing)   // every hashing thread is busy from here
/// // … a login now waits in the queue; reads must still answer …
/// blocker.open()
/// ```
package final class PoolBlocker: Sendable {
  private let started = DispatchSemaphore(value: 0)
  private let release = DispatchSemaphore(value: 0)
  private let count: Int

  /// Returns once every thread of `pool` runs one of the blocker's jobs.
  package init(_ pool: WorkerPool) {
    count = pool.threads
    for _ in 0..<count {
      let started = started
      let release = release
      _ = pool.submit {
        started.signal()
        release.wait()
      }
    }
    for _ in 0..<count { started.wait() }
  }

  /// Lets the pool's threads go.
  package func open() {
    for _ in 0..<count { release.signal() }
  }
}

/// Whether `condition` holds within `timeout`, checked every millisecond on the calling
/// thread: for state another thread changes (a pool's queue), where a test has no event to
/// wait on.
package func waitUntil(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if condition() { return true }
    usleep(1000)
  }
  return condition()
}
