import Foundation
import RxStreams

/// The converter of `TestScheduler`: virtual time and intervals are integer ticks of
/// `resolution` seconds, counted from the start of 1970.
///
/// Seconds become ticks as RxTest makes them (half a tick added, the fraction dropped), and
/// saturate at `Int.min`/`Int.max` instead of trapping; `.never` is the most distant future,
/// a huge but finite number of ticks.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// A point on the virtual clock, in ticks.
  public typealias VirtualTimeUnit = Int
  /// A distance on the virtual clock, in ticks.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  /// Creates a converter whose tick is `resolution` seconds.
  public init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date `virtualTime` ticks after the start of 1970.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick `time` falls on.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    ticks(time.timeIntervalSince1970)
  }

  /// The seconds in `virtualTimeInterval` ticks.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The ticks in `timeInterval` seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    ticks(timeInterval)
  }

  /// `time` plus `offset` ticks, saturating.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    guard overflow else { return sum }
    return offset > 0 ? .max : .min
  }

  /// The ticks' order.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }

  private func ticks(_ seconds: TimeInterval) -> Int {
    let shifted = seconds / resolution + 0.5
    if shifted.isNaN { return 0 }
    if shifted >= Double(Int.max) { return .max }
    if shifted <= Double(Int.min) { return .min }
    return Int(shifted)
  }
}
