import Foundation

/// A virtual-time scheduler whose clock is a `Date` and whose intervals are seconds: for
/// replaying or testing work against a calendar without waiting for it.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
///   print(scheduler.now.timeIntervalSince1970)  // 105.0
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
  @unchecked Sendable
{
  /// Creates a scheduler whose clock reads `initialClock`, by default the start of 1970.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}
