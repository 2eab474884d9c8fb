import Synchronization

/// A non-recursive mutual-exclusion lock, stored inline in the class it protects: the one lock
/// every library in this package uses.
///
/// It wraps `Synchronization.Mutex` (a futex on Linux: no heap allocation, no system call
/// when uncontended). Never call into user code or another stream while holding it.
///
/// The thread sanitizer cannot see the futex inside `Mutex` on Linux, so every critical
/// section also passes through an atomic with acquire and release ordering. On x86 those
/// are plain loads and stores, free at run time, and they give the sanitizer the
/// happens-before edge the mutex really provides.
@usableFromInline
package struct Lock: ~Copyable, Sendable {
  @usableFromInline let mutex = Mutex<Void>(())
  @usableFromInline let order = Atomic<UInt8>(0)

  @inlinable package init() {}

  @inlinable @inline(__always)
  package borrowing func lock() {
    mutex._unsafeLock()
    _ = order.load(ordering: .acquiring)
  }

  @inlinable @inline(__always)
  package borrowing func unlock() {
    order.store(0, ordering: .releasing)
    mutex._unsafeUnlock()
  }

  /// Runs `body` with the lock held. `body` must not call out to user code.
  @inlinable @inline(__always)
  package borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
