import Foundation
@_spi(MainQueue) import Streams

/// Runs work on the main queue: at once when called there, else as soon as the main queue
/// gets to it. Unlike `MainScheduler`, work scheduled from inside main-queue work runs at once
/// too, so it suits `subscribe(on:)`: a subscription made on the main thread is made there and
/// then, one made elsewhere moves to the main thread.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
  private let mainScheduler: MainScheduler

  /// The concurrent main scheduler.
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  private init(mainScheduler: MainScheduler) { self.mainScheduler = mainScheduler }

  public var now: RxTime { mainScheduler.now }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    if MainQueueCheck.isCurrent { return action(state) }
    let cancel = SingleAssignmentDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    DispatchQueue.main.async {
      if !cancel.isDisposed { cancel.setDisposable(action(state)) }
    }
    return cancel
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
