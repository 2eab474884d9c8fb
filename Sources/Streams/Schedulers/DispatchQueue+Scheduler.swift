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

    /// The nanoseconds from this time to `other`, saturating: a distance too long for `Int`
    /// (either way) is `Int.max`, as in Combine.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.rawValue
      let end = other.dispatchTime.rawValue
      if end >= start {
        let distance = end - start
        return .nanoseconds(distance <= UInt64(Int.max) ? Int(distance) : .max)
      }
      let distance = start - end
      return .nanoseconds(distance <= UInt64(Int.max) ? -Int(distance) : .max)
    }

    /// This time moved by `n`, as Dispatch adds: past the end is `distantFuture`, before the
    /// start is the earliest time (never "now", which a raw value of 0 means).
    public func advanced(by n: Stride) -> SchedulerTimeType {
      if n.magnitude == .max { return SchedulerTimeType(.distantFuture) }
      return SchedulerTimeType(dispatchTime + DispatchTimeInterval.nanoseconds(n.magnitude))
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
      lhs.dispatchTime.rawValue == rhs.dispatchTime.rawValue
    }

    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.rawValue < rhs.dispatchTime.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.rawValue) }

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
        case .seconds(let s): magnitude = Self.saturating(s, times: 1_000_000_000)
        case .milliseconds(let ms): magnitude = Self.saturating(ms, times: 1_000_000)
        case .microseconds(let us): magnitude = Self.saturating(us, times: 1000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// Creates a dispatch queue time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) { self = .seconds(value) }
      /// Creates a dispatch queue time interval from an integer seconds value.
      public init(integerLiteral value: Int) { self = .seconds(value) }
      /// An integer number of seconds, if it fits in `Int`.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self = .seconds(value)
      }
      private init(nanoseconds: Int) { magnitude = nanoseconds }

      private static func saturating(_ value: Int, times factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return value < 0 ? .min : .max
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
      }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// The product as seconds times seconds (so nanosecond-sized operands give 0), as in
      /// Combine; it never overflows.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        let product = lhs.magnitude.multipliedFullWidth(by: rhs.magnitude)
        let (quotient, _) = Int.dividingFullWidthSaturating(product, by: 1_000_000_000)
        return Stride(nanoseconds: quotient)
      }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride {
        let nanoseconds = s * 1_000_000_000
        if nanoseconds >= Double(Int64.max) { return Stride(nanoseconds: .max) }
        if nanoseconds <= Double(Int64.min) { return Stride(nanoseconds: .min) }
        guard nanoseconds.isFinite else { return Stride(nanoseconds: 0) }
        return Stride(nanoseconds: Int(nanoseconds))
      }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      private enum CodingKeys: String, CodingKey {
        case nanoseconds = "_nanoseconds"
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        magnitude = try container.decode(Int.self, forKey: .nanoseconds)
      }

      public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(magnitude, forKey: .nanoseconds)
      }
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

extension Int {
  /// `dividend / divisor` for a double-width dividend, clamped to `Int`'s range.
  fileprivate static func dividingFullWidthSaturating(
    _ dividend: (high: Int, low: UInt), by divisor: Int
  ) -> (quotient: Int, remainder: Int) {
    let negative = dividend.high < 0
    // |dividend| as an unsigned double-width number.
    var high = UInt(bitPattern: dividend.high)
    var low = dividend.low
    if negative {
      low = ~low &+ 1
      high = ~high &+ (low == 0 ? 1 : 0)
    }
    let divisorMagnitude = UInt(divisor.magnitude)
    guard high < divisorMagnitude else { return (negative ? .min : .max, 0) }
    let (quotient, remainder) = divisorMagnitude.dividingFullWidth((high, low))
    guard quotient <= UInt(Int.max) else { return (negative ? .min : .max, 0) }
    let signed = Int(quotient)
    return (negative != (divisor < 0) ? -signed : signed, Int(remainder))
  }
}
