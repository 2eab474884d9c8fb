import Streams

/// A scheduler whose clock moves only when a test advances it. It logs what operators ask of
/// it (`now`, `minimumTolerance`, and each kind of `schedule`), so tests can check how an
/// operator uses its scheduler.
final class VirtualScheduler: Scheduler, @unchecked Sendable {
  struct Time: Strideable, Hashable {
    var ticks: Int
    func distance(to other: Time) -> Ticks { Ticks(other.ticks - ticks) }
    func advanced(by n: Ticks) -> Time { Time(ticks: ticks + n.magnitude) }
  }

  struct Ticks: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
    ExpressibleByIntegerLiteral
  {
    var magnitude: Int
    init(_ value: Int) { magnitude = value }
    init(integerLiteral value: Int) { magnitude = value }
    init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int(exactly: source) else { return nil }
      magnitude = value
    }
    static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.magnitude < rhs.magnitude }
    static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.magnitude + rhs.magnitude) }
    static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.magnitude - rhs.magnitude) }
    static func * (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.magnitude * rhs.magnitude) }
    static func *= (lhs: inout Ticks, rhs: Ticks) { lhs = lhs * rhs }
    static func seconds(_ s: Int) -> Ticks { Ticks(s * 1000) }
    static func seconds(_ s: Double) -> Ticks { Ticks(Int(s * 1000)) }
    static func milliseconds(_ ms: Int) -> Ticks { Ticks(ms) }
    static func microseconds(_ us: Int) -> Ticks { Ticks(us / 1000) }
    static func nanoseconds(_ ns: Int) -> Ticks { Ticks(ns / 1_000_000) }
  }

  typealias SchedulerTimeType = Time
  typealias SchedulerOptions = Never

  private var clock = Time(ticks: 0)
  private var queue: [(time: Time, order: Int, action: () -> Void)] = []
  private var order = 0
  /// What was asked of the scheduler: "now", "tolerance", "schedule" (at once),
  /// "schedule(after: t)", "repeat(after: t, every: i)".
  private(set) var calls: [String] = []
  /// Whether cancelling a repeating timer stops it (a scheduler may not honour it).
  var timersStop = true

  var now: Time {
    calls.append("now")
    return clock
  }

  var minimumTolerance: Ticks {
    calls.append("tolerance")
    return 0
  }

  func clearCalls() { calls.removeAll() }

  /// Moves the clock without running anything (backwards too).
  func setClock(to ticks: Int) { clock = Time(ticks: ticks) }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    calls.append("schedule")
    enqueue(at: clock, action)
  }

  func schedule(after date: Time, tolerance: Ticks, options: Never?, _ action: @escaping () -> Void)
  {
    calls.append("schedule(after: \(date.ticks))")
    enqueue(at: date, action)
  }

  func schedule(
    after date: Time, interval: Ticks, tolerance: Ticks, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    calls.append("repeat(after: \(date.ticks), every: \(interval.magnitude))")
    let cancelled = Locked(false)
    func repeating(at time: Time) {
      enqueue(at: time) { [weak self] in
        guard !cancelled.withLock({ $0 }), let self else { return }
        action()
        repeating(at: time.advanced(by: interval))
      }
    }
    repeating(at: date)
    let stops = timersStop
    return AnyCancellable { if stops { cancelled.withLock { $0 = true } } }
  }

  private func enqueue(at time: Time, _ action: @escaping () -> Void) {
    order += 1
    queue.append((max(time, clock), order, action))
  }

  /// Runs everything due up to `ticks` from the start, in time order.
  func advance(to ticks: Int) {
    while let next = queue.indices.min(by: {
      (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order)
    }),
      queue[next].time.ticks <= ticks
    {
      let item = queue.remove(at: next)
      clock = item.time
      item.action()
    }
    clock = Time(ticks: ticks)
  }
}

extension VirtualScheduler.Time: Comparable {
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.ticks < rhs.ticks }
}
