import Foundation
import RxStreams
import Streams

/// A virtual-time scheduler for deterministic tests of time-based code, as RxTest has it:
/// nothing runs until `start()` or `advanceTo(_:)`, and time then jumps from one scheduled
/// action to the next. One tick is `resolution` seconds.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let observer = scheduler.start { source.map { $0 * 10 } }
/// // observer.events == [.next(210, 20), .completed(300)]
/// // source.subscriptions == [RecordedSubscription(200, 300)]
/// ```
///
/// It is also a Streams `Scheduler` (its time is ``StreamsTime``, a date), so Combine-side
/// `debounce`, `throttle` and `delay` are tested on the same clock, and `start` takes a
/// publisher too.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>,
  @unchecked Sendable
{
  /// The times `start` uses unless told otherwise.
  public enum Defaults {
    /// When the sequence under test is created.
    public static let created: TestTime = 100
    /// When it is subscribed to.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed.
    public static let disposed: TestTime = 1000
  }

  /// Turns dates and intervals into ticks and back.
  let converter: TestSchedulerVirtualTimeConverter
  private let simulateProcessingDelay: Bool

  /// Creates a scheduler at `initialClock`, one tick being `resolution` seconds.
  ///
  /// With `simulateProcessingDelay`, work scheduled through `schedule` or `scheduleRelative`
  /// for the current tick or earlier runs one tick after the clock, as if processing took
  /// time; without it, at the clock's tick.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    converter = TestSchedulerVirtualTimeConverter(resolution: resolution)
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(initialClock: initialClock, converter: converter)
  }

  /// Runs `action` at the virtual time `time`, unadjusted; disposing the result first
  /// cancels it.
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
    scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Queues relative work due at the clock's tick or earlier one tick later (with
  /// `simulateProcessingDelay`) or at the clock's tick (without).
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }
}
