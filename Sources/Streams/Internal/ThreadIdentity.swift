import Primitives
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A number that names the calling thread while it runs, never 0.
///
/// Operators that let a call re-enter on the thread already delivering (as Combine's
/// recursive locks do) but hand work from other threads to that one compare these.
@inlinable @inline(__always)
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}

/// A lock the thread holding it can take again, for serialising calls to a downstream that
/// may re-enter (Combine's operators use one where a child can send from inside the
/// downstream's `receive`). Never hold it while taking an operator's state lock from
/// another path that then waits for it.
@usableFromInline
struct RecursiveLock: ~Copyable, Sendable {
  @usableFromInline let mutex = Lock()
  @usableFromInline let owner = Atomic<UInt>(0)
  @usableFromInline let depth = Atomic<Int>(0)

  @inlinable init() {}

  @inlinable
  borrowing func lock() {
    let thread = currentThreadID()
    // Only this thread can have stored its own number, so the relaxed read is exact.
    if owner.load(ordering: .relaxed) == thread {
      depth.add(1, ordering: .relaxed)
      return
    }
    mutex.lock()
    owner.store(thread, ordering: .relaxed)
    depth.store(1, ordering: .relaxed)
  }

  @inlinable
  borrowing func unlock() {
    if depth.subtract(1, ordering: .relaxed).newValue == 0 {
      owner.store(0, ordering: .relaxed)
      mutex.unlock()
    }
  }

  @inlinable
  borrowing func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
