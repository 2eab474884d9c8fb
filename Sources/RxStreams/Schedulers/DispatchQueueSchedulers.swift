import Dispatch
import Foundation
@_spi(MainQueue) import Streams

/// Runs actions on a dispatch queue; the shared machinery of the queue-based schedulers.
struct DispatchQueueConfiguration: @unchecked Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let cancel = CompositeDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    queue.async {
      guard !cancel.isDisposed else { return }
      _ = cancel.insert(action(state))
    }
    return cancel
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancel = CompositeDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + dueTime, leeway: leeway)
    timer.setEventHandler {
      guard !cancel.isDisposed else { return }
      _ = cancel.insert(action(state))
    }
    timer.resume()
    _ = cancel.insert(Disposables.create { timer.cancel() })
    return cancel
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let current = Locked(state)
    nonisolated(unsafe) let action = action
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
    let disposable = BooleanDisposable()
    timer.setEventHandler {
      guard !disposable.isDisposed else { return }
      current.withLock { $0 = action($0) }
    }
    timer.resume()
    return Disposables.create(disposable, Disposables.create { timer.cancel() })
  }
}

/// Runs work on a serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  public var now: RxTime { Date() }

  /// Runs work on `serialQueue`, which must be serial.
  public init(queue serialQueue: DispatchQueue, internalSerialQueueName: String = "rx.serial") {
    let queue = DispatchQueue(label: internalSerialQueueName, target: serialQueue)
    configuration = DispatchQueueConfiguration(queue: queue, leeway: .nanoseconds(0))
  }

  /// Runs work on a new serial queue of this name.
  public init(internalSerialQueueName: String) {
    configuration = DispatchQueueConfiguration(
      queue: DispatchQueue(label: internalSerialQueueName), leeway: .nanoseconds(0))
  }

  /// Runs work on a new serial queue with this quality of service.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial"
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass),
      internalSerialQueueName: internalSerialQueueName)
  }

  init(configuration: DispatchQueueConfiguration) { self.configuration = configuration }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    configuration.schedule(state, action: action)
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}

/// Runs work on the main queue: at once when already on the main thread (`instance`), or
/// always later (`asyncInstance`).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  private let alwaysAsync: Bool

  /// The main scheduler: runs at once when called on the main queue.
  public static let instance = MainScheduler(alwaysAsync: false)

  /// The main scheduler that always schedules, even when called on the main thread.
  public static let asyncInstance = MainScheduler(alwaysAsync: true)

  private init(alwaysAsync: Bool) {
    self.alwaysAsync = alwaysAsync
    super.init(configuration: DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0)))
  }

  /// Traps unless called on the main queue.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(
      MainQueueCheck.isCurrent,
      errorMessage
        ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread."
    )
  }

  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if !alwaysAsync, MainQueueCheck.isCurrent { return action(state) }
    return super.schedule(state, action: action)
  }
}

/// Runs work on a concurrent dispatch queue.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  public var now: RxTime { Date() }

  /// Runs work on `queue`.
  public init(queue: DispatchQueue) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: .nanoseconds(0))
  }

  /// Runs work on the global queue of this quality of service.
  public convenience init(qos: DispatchQoS) {
    self.init(queue: DispatchQueue.global(qos: qos.qosClass))
  }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    configuration.schedule(state, action: action)
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}

/// Runs work on an operation queue.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The queue the work runs on.
  public let operationQueue: OperationQueue

  /// Runs work on `operationQueue`.
  public init(operationQueue: OperationQueue) { self.operationQueue = operationQueue }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let cancel = CompositeDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    operationQueue.addOperation {
      guard !cancel.isDisposed else { return }
      _ = cancel.insert(action(state))
    }
    return cancel
  }
}

/// Runs work at once on the calling thread; work scheduled from inside other work waits in
/// a per-thread queue until that work returns (a trampoline), so recursion never deepens
/// the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared current-thread scheduler.
  public static let instance = CurrentThreadScheduler()

  /// Whether work is running on this thread's trampoline right now.
  public static var isScheduleRequired: Bool { Trampoline.current.isIdle }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let trampoline = Trampoline.current
    guard trampoline.isIdle else {
      let disposable = SingleAssignmentDisposable()
      trampoline.queue.append {
        guard !disposable.isDisposed else { return }
        disposable.setDisposable(action(state))
      }
      return disposable
    }
    trampoline.isIdle = false
    defer { trampoline.isIdle = true }
    let disposable = action(state)
    while !trampoline.queue.isEmpty {
      let next = trampoline.queue.removeFirst()
      next()
    }
    return disposable
  }
}

/// The per-thread queue of `CurrentThreadScheduler`.
private final class Trampoline {
  @exclusivity(unchecked) var isIdle = true
  @exclusivity(unchecked) var queue: [() -> Void] = []

  static var current: Trampoline {
    let dictionary = Thread.current.threadDictionary
    if let existing = dictionary[key] as? Trampoline { return existing }
    let created = Trampoline()
    dictionary[key] = created
    return created
  }

  private static let key = "RxStreams.CurrentThreadScheduler.trampoline"
}
