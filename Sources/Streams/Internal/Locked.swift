/// A value guarded by a lock, for operator state touched from more than one thread.
final class Locked<State>: @unchecked Sendable {
  private let lock = Lock()
  @exclusivity(unchecked) private var state: State

  init(_ state: State) { self.state = state }

  /// Runs `body` with exclusive access to the state. `body` must not call out.
  func withLock<R>(_ body: (inout State) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }
}
