import Foundation
import Streams

extension TestScheduler {
  /// The virtual clock as a Streams scheduler counts it: a date, with strides in seconds
  /// (`.seconds(1)`, `.milliseconds(500)`), like `RunLoop`'s scheduler time.
  ///
  /// It is its own type, not `Date`, so that `Double` needn't pose as a scheduler interval
  /// (which would make `.now() + .milliseconds(200)` ambiguous in every file that imports
  /// Streams).
  public struct StreamsTime: _DateSchedulerTime, Hashable, Sendable {
    /// The date this time stands for.
    public var date: Date

    /// The time at `date`.
    public init(_ date: Date) { self.date = date }

    /// An interval of virtual time, in seconds.
    public struct Stride: _TimeIntervalStride, Hashable, Sendable {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    }
  }
}
