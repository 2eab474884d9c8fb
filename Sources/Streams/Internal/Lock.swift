import Synchronization

/// A non-recursive mutual-exclusion lock, stored inline in the class it protects.
///
/// It wraps `Synchronization.Mutex` (a futex on Linux: no heap allocation, no system call
/// when uncontended). Never call into user code or another stream while holding it.
@usableFromInline
struct Lock: ~Copyable, Sendable {
  @usableFromInline let mutex = Mutex<Void>(())

  @inlinable init() {}

  @inlinable @inline(__always)
  borrowing func lock() { mutex._unsafeLock() }

  @inlinable @inline(__always)
  borrowing func unlock() { mutex._unsafeUnlock() }

  @inlinable @inline(__always)
  borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
