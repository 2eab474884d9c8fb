extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the
  /// subscription.
  ///
  /// Demand is either `.unlimited` or a finite count. Arithmetic saturates: adding to
  /// `.unlimited` stays `.unlimited`, overflow becomes `.unlimited`, and subtraction stops at
  /// `.none`.
  @frozen
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    @usableFromInline let rawValue: UInt

    @inlinable init(rawValue: UInt) {
      self.rawValue = Swift.min(UInt(Int.max) + 1, rawValue)
    }

    /// A request for as many values as the publisher can produce.
    ///
    /// Computed rather than stored, so that reading it costs no lazy-initialization check.
    @inlinable public static var unlimited: Demand { Demand(rawValue: UInt(Int.max) + 1) }

    /// A request for no elements from the publisher.
    @inlinable public static var none: Demand { Demand(rawValue: 0) }

    /// Creates a demand for the given maximum number of elements. `value` must not be
    /// negative.
    @inlinable
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "API Violation: a demand cannot be negative (max(\(value)))")
      return Demand(rawValue: UInt(value))
    }

    /// The number of requested values, or `nil` if unlimited.
    @inlinable
    public var max: Int? { rawValue > UInt(Int.max) ? nil : Int(rawValue) }

    public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

    // MARK: Arithmetic

    @inlinable
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited || rhs == .unlimited { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow ? .unlimited : Demand(rawValue: sum)
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// Adds a count; a sum past `Int.max` is `.unlimited`, one below zero is `.none`.
    @inlinable
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return sum < 0 ? .none : Demand(rawValue: UInt(sum))
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    @inlinable
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "API Violation: a demand cannot be multiplied by a negative number")
      if lhs == .unlimited { return .unlimited }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow ? .unlimited : Demand(rawValue: product)
    }

    @inlinable
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    @inlinable
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs == .unlimited { return .none }
      return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
    }

    @inlinable
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    /// Subtracts a count; a difference that leaves `0...Int.max` (either way) is `.none`, as in
    /// Combine.
    @inlinable
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
      return overflow || difference < 0 ? .none : Demand(rawValue: UInt(difference))
    }

    @inlinable
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    // MARK: Comparison

    @inlinable
    public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

    @inlinable
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue == UInt(rhs)
    }

    @inlinable
    public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }

    @inlinable
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }

    @inlinable
    public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }

    @inlinable
    public static func < (lhs: Demand, rhs: Int) -> Bool {
      rhs > 0 && lhs.rawValue < UInt(rhs)
    }

    @inlinable
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs.rawValue > UInt(rhs)
    }

    @inlinable
    public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }

    @inlinable
    public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }

    @inlinable
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }

    @inlinable
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }

    @inlinable
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }

    @inlinable
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

    // MARK: Codable

    /// Decodes a count; one past `Int.max` or more is `.unlimited`.
    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}

extension Subscribers.Demand {
  /// Traps when a subscriber requests no elements, as Combine does.
  @inlinable
  func assertNonZero(file: StaticString = #file, line: UInt = #line) {
    precondition(
      self != .none, "API Violation: a subscriber requested .none; demand must not be zero",
      file: file, line: line)
  }
}
