/// Virtual time, in ticks.
public typealias TestTime = Int

/// A value recorded at a virtual time: an event a test observable sends or a test observer
/// received.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When the value was recorded.
  public let time: TestTime
  /// The value.
  public let value: Value

  /// Records `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  public var debugDescription: String { "\(value) @ \(time)" }
}

/// Two recordings are equal when their times and values are.
extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}
