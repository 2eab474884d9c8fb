import Foundation

/// Counts a host's state changes, so another thread can wait for the next one.
@_spi(Engine) public struct ChangeCounter: Sendable {
  let invalidator: Invalidator

  /// The number of changes so far.
  public var count: Int { invalidator.changes }

  /// Waits until the count passes `count` or `deadline` comes; true when it passed.
  public func wait(after count: Int, until deadline: Date) -> Bool {
    invalidator.waitForChange(after: count, until: deadline)
  }
}
