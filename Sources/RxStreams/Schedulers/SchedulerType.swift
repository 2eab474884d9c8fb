import Dispatch
import Foundation
import Primitives

/// A time interval, as RxSwift has it.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as RxSwift has it.
public typealias RxTime = Date

/// Schedules units of work to run as soon as possible.
public protocol ImmediateSchedulerType {
  /// Schedules an action to be executed.
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
}

extension ImmediateSchedulerType {
  /// Schedules an action that may schedule itself again through `recurse`.
  ///
  /// On `CurrentThreadScheduler` the recursion is a loop, so a long sequence does not grow
  /// the stack.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    if let trampoline = self as? CurrentThreadScheduler {
      return trampoline.scheduleSteps(state, action: action)
    }
    let group = CompositeDisposable()
    func run(_ state: State) {
      guard !group.isDisposed else { return }
      let scheduled = SingleAssignmentDisposable()
      let key = group.insert(scheduled)
      scheduled.setDisposable(
        schedule(state) { state in
          if let key { group.remove(for: key) }
          action(state) { next in run(next) }
          return Disposables.create()
        })
    }
    run(state)
    return group
  }
}

/// Schedules units of work at points in time.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's notion of the current time.
  var now: RxTime { get }

  /// Schedules an action to be executed after `dueTime`.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Schedules a periodic piece of work.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}

extension SchedulerType {
  /// Periodic work built from relative scheduling; schedulers with timers override it.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let ticks = TimerChain()
    let current = Locked(state)
    func tick(after delay: RxTimeInterval) {
      guard !ticks.isDisposed else { return }
      ticks.schedule {
        scheduleRelative((), dueTime: delay) { _ in
          current.withLock { $0 = action($0) }
          tick(after: period)
          return Disposables.create()
        }
      }
    }
    tick(after: startAfter)
    return ticks
  }
}

extension DispatchTimeInterval {
  /// The interval in seconds.
  var seconds: TimeInterval {
    switch self {
    case .seconds(let value): TimeInterval(value)
    case .milliseconds(let value): TimeInterval(value) / 1e3
    case .microseconds(let value): TimeInterval(value) / 1e6
    case .nanoseconds(let value): TimeInterval(value) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }

  /// An interval of `seconds`, to the nanosecond; `.never` past what that can count.
  static func interval(_ seconds: TimeInterval) -> DispatchTimeInterval {
    let nanoseconds = (seconds * 1e9).rounded()
    guard nanoseconds < Double(Int.max) else { return .never }
    return .nanoseconds(Int(max(nanoseconds, 0)))
  }
}
