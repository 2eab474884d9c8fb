import Dispatch
import Foundation

/// A view drawn again at each date of a schedule: SwiftUI's `TimelineView`.
///
/// The content gets the schedule's current date (`context.date`); when the next date comes,
/// the view is drawn again. `.animation` redraws 30 times a second (or at its
/// `minimumInterval`), `.periodic(from:by:)` and `.everyMinute` at their dates, `.explicit` at
/// the dates given.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date.formatted(date: .omitted, time: .standard))
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let now = Date()
    let (current, next) = Self.dates(schedule.entries(from: now, mode: .normal), around: now)
    let cadence: Context.Cadence = schedule is AnimationTimelineSchedule ? .live : .seconds
    context.resolveChild(
      content(Context(date: current, cadence: cadence)), position: 0, into: &output)
    guard let next else { return }
    let state = context.node.state { TimelineState() }
    // One wake-up at a time: the earliest date asked for.
    if let scheduled = state.scheduled, scheduled > now, scheduled <= next { return }
    state.scheduled = next
    let invalidator = context.graph.invalidator
    let delay = max(0, next.timeIntervalSince(now))
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak state] in
      guard let state, state.scheduled == next else { return }
      state.scheduled = nil
      invalidator.invalidate()
    }
  }

  /// The entry shown at `now` (the latest at or before it, else `now`) and the next one after
  /// it, looking at no more than a thousand entries.
  static func dates<S: Sequence>(_ entries: S, around now: Date) -> (current: Date, next: Date?)
  where S.Element == Date {
    var current: Date?
    var iterator = entries.makeIterator()
    for _ in 0..<1000 {
      guard let date = iterator.next() else { return (current ?? now, nil) }
      if date > now { return (current ?? now, date) }
      current = date
    }
    return (current ?? now, nil)
  }
}

/// What a `TimelineView`'s content is drawn for: the schedule's date, and how often it comes.
public struct TimelineViewDefaultContext: Sendable {
  /// How often the view is being drawn.
  public enum Cadence: Comparable, Sendable {
    case live, seconds, minutes
  }

  /// The schedule's date this drawing is for.
  public let date: Date
  public let cadence: Cadence
}

/// When a timeline view next wakes up.
@MainActor
final class TimelineState {
  var scheduled: Date?
}
