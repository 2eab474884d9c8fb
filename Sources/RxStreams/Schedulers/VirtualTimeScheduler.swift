import Foundation
import Primitives

/// A scheduler whose clock moves only when it is told to, for deterministic tests of
/// anything time-based.
///
/// Scheduling queues an action at a virtual time; nothing runs until ``start()`` or
/// ``advanceTo(_:)``. Running takes the actions in time order — two actions due at the same
/// time run in the order they were scheduled — and moves the clock forward to each one's
/// time before running it, so an action sees ``clock`` and ``now`` at its own time. An
/// action due before the clock runs without moving the clock back.
///
/// The converter says what the virtual units are (`TestScheduler` counts integer ticks,
/// `HistoricalScheduler` uses dates). Subclasses may override ``adjustScheduledTime(_:)`` to
/// change where relative scheduling lands.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now)  // 1970-01-01 00:00:10 +0000
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Schedule from any thread; run the scheduler (``start()``, ``advanceTo(_:)``) from one at a
/// time. The scheduler calls neither actions nor the converter while holding its lock. The
/// class does not declare `Sendable`, so a subclass need not restate it; `TestScheduler` and
/// `HistoricalScheduler` do.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  #if TRACE_RESOURCES
    private let traced = TracedResource()
  #endif
  /// A point on the virtual clock.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A distance on the virtual clock.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private let converter: Converter
  private let lock = Lock()
  @exclusivity(unchecked) private var currentClock: VirtualTime
  @exclusivity(unchecked) private var arrived: [VirtualSchedulerItem<VirtualTime>] = []
  @exclusivity(unchecked) private var nextID = 0
  @exclusivity(unchecked) private var running = false
  @exclusivity(unchecked) private var stopRequested = false
  /// Touched only by the caller of `start` or `advanceTo`, while it runs the scheduler.
  @exclusivity(unchecked) private var queue: VirtualSchedulerQueue<VirtualTime>

  /// Creates a scheduler whose clock reads `initialClock`, in the units of `converter`.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.converter = converter
    currentClock = initialClock
    queue = VirtualSchedulerQueue { converter.compareVirtualTime($0, $1) }
  }

  /// The virtual clock.
  public var clock: VirtualTime { lock.withLock { currentClock } }

  /// The real date the virtual clock stands for.
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  // MARK: Scheduling

  /// Schedules `action` to run as soon as possible: at the clock's current time, as
  /// ``adjustScheduledTime(_:)`` adjusts it.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Schedules `action` to run `dueTime` after ``now``, as ``adjustScheduledTime(_:)``
  /// adjusts it; `.never` means the most distant future.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let date: Date
    if case .never = dueTime {
      date = .distantFuture
    } else {
      date = now.addingTimeInterval(dueTime.seconds)
    }
    let time = adjustScheduledTime(converter.convertToVirtualTime(date))
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` to run `dueTime` after the clock, in virtual units, without
  /// adjustment.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` to run at the virtual time `time`, without adjustment.
  ///
  /// Disposing the result before then keeps the action from running; disposing it after
  /// disposes what the action returned.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    lock.withLock {
      let item = VirtualSchedulerItem(time: time, id: nextID) { action(state) }
      nextID += 1
      arrived.append(item)
      return item
    }
  }

  /// Where an action scheduled with ``schedule(_:action:)`` or
  /// ``scheduleRelative(_:dueTime:action:)`` for `time` is queued; the base class keeps
  /// `time`.
  ///
  /// `TestScheduler` overrides it to queue work due now or earlier one tick later, as if
  /// processing took time.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  // MARK: Running

  /// Runs the scheduled actions, and those they schedule, in time order until none is left
  /// or ``stop()`` is called; the clock stays at the last action's time.
  ///
  /// Called from a running action, it does nothing.
  public func start() {
    guard beginRunning() else { return }
    while let item = takeNext(notAfter: nil) { item.invoke() }
    lock.withLock { running = false }
  }

  /// Runs the actions due up to and including `virtualTime`, in time order, then sets the
  /// clock to `virtualTime`.
  ///
  /// The scheduler must not be running already: calling it from a running action is a
  /// programming error and traps.
  public func advanceTo(_ virtualTime: VirtualTime) {
    guard beginRunning() else {
      fatalError("VirtualTimeScheduler.advanceTo(_:) called while the scheduler is running")
    }
    while let item = takeNext(notAfter: virtualTime) { item.invoke() }
    lock.withLock {
      currentClock = virtualTime
      running = false
    }
  }

  /// Moves the clock forward by `virtualInterval` without running anything, as if the
  /// running action had taken that long.
  ///
  /// Sleeping into the past is a programming error and traps.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let start = clock
    let end = converter.offsetVirtualTime(start, offset: virtualInterval)
    guard converter.compareVirtualTime(end, start) != .lessThan else {
      fatalError("VirtualTimeScheduler.sleep(_:) cannot move the clock back")
    }
    lock.withLock { currentClock = end }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` after the running action; the actions left stay
  /// scheduled for the next run.
  public func stop() {
    lock.withLock { stopRequested = true }
  }

  private func beginRunning() -> Bool {
    lock.withLock {
      guard !running else { return false }
      running = true
      stopRequested = false
      return true
    }
  }

  /// The next action to run, due no later than `limit`, with the clock moved to its time;
  /// `nil` when there is none or the run was stopped.
  private func takeNext(notAfter limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
    let (newItems, stopped, time) = lock.withLock {
      let newItems = arrived
      arrived = []
      return (newItems, stopRequested, currentClock)
    }
    for item in newItems { queue.insert(item) }
    guard !stopped else { return nil }
    while let first = queue.first {
      if first.isDisposed {
        _ = queue.removeFirst()
        continue
      }
      if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
        return nil
      }
      _ = queue.removeFirst()
      if converter.compareVirtualTime(first.time, time) == .greaterThan {
        lock.withLock { currentClock = first.time }
      }
      return first
    }
    return nil
  }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
  public var debugDescription: String { "VirtualTimeScheduler(clock: \(clock))" }
}
