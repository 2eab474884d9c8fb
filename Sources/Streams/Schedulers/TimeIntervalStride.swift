import Foundation

/// What `RunLoop`'s and `OperationQueue`'s scheduler strides share: an interval in seconds.
///
/// The two schedulers have distinct stride and time types, as in Combine; this protocol
/// gives both the same arithmetic. It is an implementation detail (hence the underscore):
/// use the concrete `SchedulerTimeType.Stride` types.
public protocol _TimeIntervalStride: ExpressibleByFloatLiteral, Comparable, SignedNumeric,
  SchedulerTimeIntervalConvertible
where
  FloatLiteralType == TimeInterval, IntegerLiteralType == TimeInterval,
  Magnitude == TimeInterval
{
  /// The value of this time interval in seconds.
  var magnitude: TimeInterval { get set }
  /// Creates a stride of the given number of seconds.
  init(_ timeInterval: TimeInterval)
}

extension _TimeIntervalStride {
  /// The value of this time interval in seconds.
  public var timeInterval: TimeInterval { magnitude }

  public init(integerLiteral value: TimeInterval) { self.init(value) }
  public init(floatLiteral value: TimeInterval) { self.init(value) }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = TimeInterval(exactly: source) else { return nil }
    self.init(value)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

  public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
  public static func seconds(_ s: Double) -> Self { Self(s) }
  public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
  public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }
}

/// What `RunLoop`'s and `OperationQueue`'s scheduler times share: a date. An implementation
/// detail, as ``_TimeIntervalStride`` is.
public protocol _DateSchedulerTime: Strideable where Stride: _TimeIntervalStride {
  /// The date represented by this type.
  var date: Date { get set }
  /// Creates a value of this type with the given date.
  init(_ date: Date)
}

extension _DateSchedulerTime {
  /// The interval from this time to `other`.
  public func distance(to other: Self) -> Stride {
    Stride(other.date.timeIntervalSince(date))
  }

  /// The time `n` later than this one.
  public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
}
