import Foundation

extension Text {
  /// The dates of a range, formatted as one interval: SwiftUI's `Text(_:)` of a
  /// `ClosedRange<Date>`, as `1/15/27, 8:00 – 8:16 AM` (the day once when it is the same), in
  /// US English: the environment's locale is not applied to it.
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: Self.interval(from: dates.lowerBound, to: dates.upperBound))
  }

  /// A date interval, formatted from its start to its end: SwiftUI's `Text(_:)` of a
  /// `DateInterval`.
  public init(_ interval: DateInterval) {
    self.init(verbatim: Self.interval(from: interval.start, to: interval.end))
  }

  private static func interval(from start: Date, to end: Date) -> String {
    let formatter = DateIntervalFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.dateStyle = .short
    formatter.timeStyle = .short
    return formatter.string(from: start, to: end)
  }
}
