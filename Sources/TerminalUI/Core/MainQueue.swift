import Dispatch
import Primitives
@_spi(MainQueue) import Streams

/// Whether the caller runs on the main queue (the main thread, or the worker that drains the
/// main queue after `dispatchMain()`, as under Swift Testing).
@_spi(Engine) public enum MainQueue {
  public static var isCurrent: Bool { MainQueueCheck.isCurrent }

  /// Runs `body` on the main actor: at once when already there, otherwise synchronously on
  /// the main queue.
  public static func run<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { escapable in
      // The body runs on the main queue while its caller waits: never two at once.
      let box = UncheckedBox(escapable)
      if isCurrent { return try MainActor.assumeIsolated { try UncheckedBox(box.value()) }.value }
      let result = try DispatchQueue.main.sync {
        try MainActor.assumeIsolated { try UncheckedBox(box.value()) }
      }
      return result.value
    }
  }
}
