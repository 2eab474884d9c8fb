import Streams

/// A scheduler whose clock moves only when a test advances it.
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

  private(set) var now = Time(ticks: 0)
  var minimumTolerance: Ticks { 0 }
  private var queue: [(time: Time, order: Int, action: () -> Void)] = []
  private var order = 0

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    enqueue(at: now, action)
  }

  func schedule(after date: Time, tolerance: Ticks, options: Never?, _ action: @escaping () -> Void)
  {
    enqueue(at: date, action)
  }

  func schedule(
    after date: Time, interval: Ticks, tolerance: Ticks, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    var cancelled = false
    func repeating(at time: Time) {
      enqueue(at: time) { [weak self] in
        guard !cancelled, let self else { return }
        action()
        repeating(at: time.advanced(by: interval))
      }
    }
    repeating(at: date)
    return AnyCancellable { cancelled = true }
  }

  private func enqueue(at time: Time, _ action: @escaping () -> Void) {
    order += 1
    queue.append((max(time, now), order, action))
  }

  /// Runs everything due up to `ticks` from the start, in time order.
  func advance(to ticks: Int) {
    while let next = queue.indices.min(by: {
      (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order)
    }),
      queue[next].time.ticks <= ticks
    {
      let item = queue.remove(at: next)
      now = item.time
      item.action()
    }
    now = Time(ticks: ticks)
  }
}

extension VirtualScheduler.Time: Comparable {
  static func < (lhs: Self, rhs: Self) -> Bool { lhs.ticks < rhs.ticks }
}
