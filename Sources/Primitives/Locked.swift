/// A value guarded by a `Lock`, for state touched from more than one thread.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
  @usableFromInline let lock = Lock()
  @usableFromInline @exclusivity(unchecked) var state: State

  @inlinable package init(_ state: State) { self.state = state }

  /// Runs `body` with exclusive access to the state. `body` must not call out to user code.
  @inlinable
  package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
