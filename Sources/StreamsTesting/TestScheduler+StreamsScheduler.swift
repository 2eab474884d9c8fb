import Foundation
import RxStreams
import Streams

/// A test scheduler is also a Streams scheduler, on the same virtual clock: Combine-side
/// `debounce`, `throttle` and `delay` are tested without sleeping.
extension TestScheduler: Streams.Scheduler {
  /// A test scheduler takes no options.
  public typealias SchedulerOptions = Never

  public var minimumTolerance: StreamsTime.Stride { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    scheduleAt(adjustScheduledTime(clock), action: action)
  }

  public func schedule(
    after date: StreamsTime, tolerance: StreamsTime.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    scheduleAt(adjustScheduledTime(converter.convertToVirtualTime(date.date)), action: action)
  }

  public func schedule(
    after date: StreamsTime, interval: StreamsTime.Stride, tolerance: StreamsTime.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let period = max(converter.convertToVirtualTimeInterval(interval.timeInterval), 1)
    let pending = SerialDisposable()
    func tick(at time: TestTime) {
      pending.disposable = scheduleAt(time) { [converter] in
        action()
        tick(at: converter.offsetVirtualTime(time, offset: period))
      }
    }
    tick(at: adjustScheduledTime(converter.convertToVirtualTime(date.date)))
    return AnyCancellable { pending.dispose() }
  }
}

extension Streams.Scheduler where Self: TestScheduler {
  /// The clock as a Streams scheduler reads it. (RxSwift code reads the `Date`-valued
  /// `now` of the scheduler itself.)
  public var now: TestScheduler.StreamsTime {
    let date: RxTime = now
    return TestScheduler.StreamsTime(date)
  }
}
