import Foundation
import Testing

@testable import RxStreams

/// A scheduler that runs chosen timers before `scheduleRelative` returns (as a concurrent
/// scheduler may when the thread that scheduled them is preempted) and keeps the others until
/// the test runs them, in order of due time.
private final class PreemptingScheduler: SchedulerType, @unchecked Sendable {
  private var clock = Date(timeIntervalSince1970: 0)
  private var scheduled = 0
  private let preempted: Set<Int>
  private var pending: [(due: Date, action: () -> Void, disposable: BooleanDisposable)] = []

  /// `preempted` numbers the timers, from 1, that run before their scheduling returns.
  init(preempted: Set<Int>) { self.preempted = preempted }

  var now: RxTime { clock }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    action(state)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduled += 1
    let due = clock.addingTimeInterval(dueTime.seconds)
    let disposable = BooleanDisposable()
    if preempted.contains(scheduled) {
      clock = max(clock, due)
      _ = action(state)
    } else {
      pending.append((due, { _ = action(state) }, disposable))
    }
    return disposable
  }

  /// Runs the kept timers that are still wanted, earliest first, until none is left or the
  /// next is due after `limit` seconds.
  func runKeptTimers(until limit: TimeInterval = .infinity) {
    while let index = pending.indices.min(by: { pending[$0].due < pending[$1].due }),
      pending[index].due.timeIntervalSince1970 <= limit
    {
      let timer = pending.remove(at: index)
      if timer.disposable.isDisposed { continue }
      clock = max(clock, timer.due)
      timer.action()
    }
  }
}

@Suite("timer chains on a scheduler that runs timers concurrently")
struct RxTimerChainTests {
  @Test("a timer that fires before its scheduling returns does not cancel the timer it started")
  func preemptedTimerKeepsItsSuccessor() {
    // The second timer fires at once and schedules the third; storing the second afterwards
    // must not cancel the third, or the events after it never come.
    let scheduler = PreemptingScheduler(preempted: [2])
    let source = PublishSubject<Int>()
    var elements: [Int] = []
    var completed = false
    let subscription = source.delay(.seconds(1), scheduler: scheduler)
      .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
    defer { subscription.dispose() }
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    source.onNext(4)
    source.onCompleted()
    scheduler.runKeptTimers()
    #expect(elements == [1, 2, 3, 4])
    #expect(completed)
  }

  @Test("a window rotation that fires before its scheduling returns keeps the rotations going")
  func preemptedWindowRotation() {
    let scheduler = PreemptingScheduler(preempted: [2])
    let source = PublishSubject<Int>()
    var windows = 0
    let subscription = source.window(timeSpan: .seconds(1), count: 100, scheduler: scheduler)
      .subscribe(onNext: { _ in windows += 1 })
    defer { subscription.dispose() }
    scheduler.runKeptTimers(until: 5.5)
    // The first window, then one at each of the seconds 1 to 5.
    #expect(windows == 6)
  }

  @Test("a periodic tick that fires before its scheduling returns keeps the ticks going")
  func preemptedPeriodicTick() {
    let scheduler = PreemptingScheduler(preempted: [2])
    var ticks = 0
    let disposable = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) {
      ticks += 1
      return $0 + 1
    }
    defer { disposable.dispose() }
    scheduler.runKeptTimers(until: 5.5)
    #expect(ticks == 5)
  }
}
