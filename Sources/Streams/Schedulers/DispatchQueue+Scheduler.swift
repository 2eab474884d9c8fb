import Dispatch

extension DispatchQueue: Scheduler {
  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions: @unchecked Sendable {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, that should be used for performing actions.
    public var group: DispatchGroup?

    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(
        .nanoseconds(
          Int(other.dispatchTime.uptimeNanoseconds) - Int(dispatchTime.uptimeNanoseconds)))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(
        DispatchTime(
          uptimeNanoseconds: UInt64(max(0, Int(dispatchTime.uptimeNanoseconds) + n.magnitude))))
    }

    public init(from decoder: any Decoder) throws {
      let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
      dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// A type that represents the distance between two values, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The value of this time interval in nanoseconds.
      public var magnitude: Int

      /// A dispatch time interval with the same length.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s):
          magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let ms):
          magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let us):
          magnitude = us.multipliedReportingOverflow(by: 1000).partialValue
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
      /// Creates a dispatch queue time interval from an integer seconds value.
      public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value * 1_000_000_000
      }
      private init(nanoseconds: Int) { magnitude = nanoseconds }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride {
        Stride(nanoseconds: Int(s * 1_000_000_000))
      }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let options = options ?? SchedulerOptions()
    nonisolated(unsafe) let action = action
    async(group: options.group, qos: options.qos, flags: options.flags) { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let options = options ?? SchedulerOptions()
    nonisolated(unsafe) let action = action
    asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    nonisolated(unsafe) let action = action
    timer.setEventHandler { action() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
