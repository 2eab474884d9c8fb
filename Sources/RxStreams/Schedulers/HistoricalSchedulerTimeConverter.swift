import Foundation

/// The converter of `HistoricalScheduler`: virtual time is a `Date` and virtual intervals are
/// seconds, so every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// A point on the virtual clock: a date.
  public typealias VirtualTimeUnit = RxTime
  /// A distance on the virtual clock: seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// The date itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

  /// The date itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

  /// The seconds themselves.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval)
    -> TimeInterval
  {
    virtualTimeInterval
  }

  /// The seconds themselves.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
    timeInterval
  }

  /// `time` plus `offset` seconds.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }

  /// The dates' chronological order.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}
