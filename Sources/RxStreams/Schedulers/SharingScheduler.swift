import Foundation
import Primitives

/// The scheduler `Driver` and `Signal` deliver on: the main scheduler, unless a test mocks
/// it.
///
/// Each shared sequence gets a main scheduler of its own, as in RxSwift: a main scheduler
/// runs work at once on the main thread unless its own earlier work is still pending, so a
/// sequence made inside another's delivery (a `flatMapLatest`'s inner `Driver.just`) is not
/// put off behind it.
public enum SharingScheduler {
  private static let factory = Locked<() -> SchedulerType>({ MainScheduler() })

  /// Makes the scheduler to deliver on.
  public static var make: () -> SchedulerType { factory.withLock { $0 } }

  /// Runs `action` with `scheduler` as the sharing scheduler, then restores the previous one
  /// (also when `action` throws).
  public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with schedulers made by `makeScheduler`, then restores the previous
  /// factory (also when `action` throws).
  public static func mock(
    makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void
  ) rethrows {
    let previous = factory.withLock { current in
      defer { current = makeScheduler }
      return current
    }
    defer { factory.withLock { $0 = previous } }
    try action()
  }
}
