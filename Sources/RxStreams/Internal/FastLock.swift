import Synchronization

/// A futex lock stored inline, for the hot paths of RxStreams' operators.
///
/// The same construction as `Streams`' internal lock (which another module cannot reach):
/// `Synchronization.Mutex`, plus an acquire/release atomic that costs nothing on x86 and lets
/// the thread sanitizer see the ordering the futex provides.
@usableFromInline
struct FastLock: ~Copyable, Sendable {
  @usableFromInline let mutex = Mutex<Void>(())
  @usableFromInline let order = Atomic<UInt8>(0)

  @inlinable init() {}

  @inlinable @inline(__always)
  borrowing func lock() {
    mutex._unsafeLock()
    _ = order.load(ordering: .acquiring)
  }

  @inlinable @inline(__always)
  borrowing func unlock() {
    order.store(0, ordering: .releasing)
    mutex._unsafeUnlock()
  }
}
