import Foundation
import Streams
import StreamsTesting

/// StreamsTesting's `TestScheduler` seen through a log of what operators ask of it: `now`,
/// `minimumTolerance`, and each kind of `schedule`, so tests can check how an operator uses
/// its scheduler. The clock, the queue and the order of due work are the `TestScheduler`'s;
/// the spy only records and forwards.
///
/// Times in the log and in `advance(to:)` are the test scheduler's ticks; a tick is
/// `resolution` seconds, so `.milliseconds(100)` is 100 ticks at a resolution of 0.001.
final class SchedulerSpy: Scheduler, @unchecked Sendable {
  typealias SchedulerTimeType = TestScheduler.StreamsTime
  typealias SchedulerOptions = Never
  /// The scheduler's interval type: what `measureInterval` reports.
  typealias Stride = TestScheduler.StreamsTime.Stride

  /// The virtual clock, run by `advance(to:)`.
  let clock: TestScheduler
  private let resolution: Double
  /// What was asked of the scheduler: "now", "tolerance", "schedule" (at once),
  /// "schedule(after: t)", "repeat(after: t, every: i)".
  private(set) var calls: [String] = []
  /// Whether cancelling a repeating timer stops it (a scheduler may not honour it).
  var timersStop = true
  /// Timers whose cancel was not passed on, kept alive so they keep firing.
  private var unstoppable: [any Cancellable] = []
  /// When set, the tick `now` reports instead of the clock's: a clock that jumps, even
  /// backwards, as a wall clock may. Nothing scheduled runs because of it.
  var reportedNow: Int?

  /// A spy on a new test scheduler at tick 0 that runs due work at its own tick, one tick
  /// being `resolution` seconds.
  init(resolution: Double = 1) {
    self.resolution = resolution
    clock = TestScheduler(
      initialClock: 0, resolution: resolution, simulateProcessingDelay: false)
  }

  var now: SchedulerTimeType {
    calls.append("now")
    if let reportedNow {
      return SchedulerTimeType(Date(timeIntervalSince1970: Double(reportedNow) * resolution))
    }
    return clock.now
  }

  var minimumTolerance: Stride {
    calls.append("tolerance")
    return clock.minimumTolerance
  }

  func clearCalls() { calls.removeAll() }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    calls.append("schedule")
    clock.schedule(options: nil, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    calls.append("schedule(after: \(ticks(date)))")
    clock.schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: Stride, tolerance: Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    calls.append("repeat(after: \(ticks(date)), every: \(ticks(interval)))")
    let timer = clock.schedule(
      after: date, interval: interval, tolerance: tolerance, options: nil, action)
    guard timersStop else {
      unstoppable.append(timer)
      return AnyCancellable {}
    }
    return timer
  }

  /// Runs everything due up to tick `ticks`, in time order, and leaves the clock there.
  func advance(to ticks: Int) { clock.advanceTo(ticks) }

  /// `time` in ticks.
  func ticks(_ time: SchedulerTimeType) -> Int {
    Int((time.date.timeIntervalSince1970 / resolution).rounded())
  }

  /// `interval` in ticks.
  func ticks(_ interval: Stride) -> Int { Int((interval.magnitude / resolution).rounded()) }
}
