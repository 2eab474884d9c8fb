import Foundation

/// When a `TimelineView` draws its content again: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates to draw at, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update: a terminal is always `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal, lowFrequency
}

/// Dates `interval` apart, aligned to `startDate`: the first entry from a date is the latest
/// aligned one at or before it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(first: aligned(startDate), interval: interval)
  }

  private func aligned(_ date: Date) -> Date {
    guard interval > 0, interval.isFinite else { return date }
    let steps = (date.timeIntervalSince(startDate) / interval).rounded(.down)
    guard steps.isFinite else { return date }
    return startDate.addingTimeInterval(steps * interval)
  }

  /// The schedule's dates, one `interval` after another.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    init(first: Date, interval: TimeInterval) {
      upcoming = first
      self.interval = interval
    }

    public mutating func next() -> Date? {
      let date = upcoming
      // A zero or negative interval would never move on: go at least a frame's length.
      upcoming = upcoming.addingTimeInterval(Swift.max(interval.isFinite ? interval : 1, 1.0 / 30))
      return date
    }
  }
}

/// The start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(
      first: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
  }
}

/// The dates given, and no others.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the screen can be redrawn: in a terminal, a frame every `minimumInterval`
/// (a thirtieth of a second when none is given) unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    var next = startDate
    let interval = max(minimumInterval ?? 1.0 / 30, 1.0 / 30)
    let paused = paused
    var first = true
    return AnyIterator {
      if paused && !first { return nil }
      first = false
      defer { next = next.addingTimeInterval(interval) }
      return next
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At each of `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> Self
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// As often as the terminal is redrawn (30 times a second).
  public static var animation: Self { AnimationTimelineSchedule() }

  /// At most every `minimumInterval` seconds; not at all while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
