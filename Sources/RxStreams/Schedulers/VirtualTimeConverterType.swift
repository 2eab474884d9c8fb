import Foundation

/// How a `VirtualTimeScheduler` reads its clock: the units of its virtual time and intervals,
/// and how they map to real dates and seconds.
///
/// A converter should be a pure value: the scheduler calls it whenever it orders, offsets or
/// reports times.
///
/// ```swift
/// struct TenthsConverter: VirtualTimeConverterType {
///   func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
///     Date(timeIntervalSince1970: Double(virtualTime) / 10)
///   }
///   func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 * 10) }
///   func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { Double(interval) / 10 }
///   func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval * 10) }
///   func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///   func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///     lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
///   }
/// }
/// ```
public protocol VirtualTimeConverterType {
  /// A point on the virtual clock.
  associatedtype VirtualTimeUnit

  /// The distance between two points on the virtual clock.
  associatedtype VirtualTimeIntervalUnit

  /// The real date a virtual time stands for.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time that stands for a real date.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The seconds a virtual interval stands for.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// The virtual interval that stands for a number of seconds.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// `time` moved on by `offset`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// How two virtual times are ordered.
  ///
  /// The converter orders times itself because a time unit such as `Date` need not be
  /// `Comparable` in every code base that uses it.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
}

/// The order of two virtual times, as `VirtualTimeConverterType.compareVirtualTime` gives it.
public enum VirtualTimeComparison: Sendable {
  /// The left time comes first.
  case lessThan
  /// Both times are the same.
  case equal
  /// The left time comes later.
  case greaterThan
}
