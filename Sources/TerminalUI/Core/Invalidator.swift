import Dispatch
import Foundation
import Primitives
@_spi(MainQueue) import Streams

/// Tells the host that something a view shows has changed. Safe from any thread: a change
/// made off the main queue is handed to it; changes are coalesced until the next frame.
final class Invalidator: @unchecked Sendable {
  private let dirty = Locked(true)
  private let condition = NSCondition()
  private var changeCount = 0
  /// Called on the main actor after the first change since the last frame.
  nonisolated(unsafe) var onInvalidate: (@MainActor () -> Void)?

  func invalidate() {
    let first = dirty.withLock { dirty in
      defer { dirty = true }
      return !dirty
    }
    condition.lock()
    changeCount += 1
    condition.broadcast()
    condition.unlock()
    guard first else { return }
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { onInvalidate?() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.onInvalidate?() } }
    }
  }

  /// Whether anything changed since the last call; clears the flag.
  func takeDirty() -> Bool {
    dirty.withLock { dirty in
      defer { dirty = false }
      return dirty
    }
  }

  var isDirty: Bool { dirty.withLock { $0 } }

  /// The number of changes so far, to wait for the next one.
  var changes: Int {
    condition.lock()
    defer { condition.unlock() }
    return changeCount
  }

  /// Waits until a change after `count` or until `deadline`; true when one came.
  func waitForChange(after count: Int, until deadline: Date) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while changeCount == count {
      if !condition.wait(until: deadline) { return changeCount != count }
    }
    return true
  }
}
