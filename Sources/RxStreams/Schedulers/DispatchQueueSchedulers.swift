import Dispatch
import Foundation
import Primitives
@_spi(MainQueue) import Streams
import Synchronization

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

  /// Runs work on `serialQueue`, through a serial queue of this name that targets it; timers
  /// may fire up to `leeway` late.
  public init(
    queue serialQueue: DispatchQueue, internalSerialQueueName: String = "rx.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName, target: serialQueue)
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Runs work on a new serial queue of this name, which `serialQueueConfiguration` may
  /// configure first.
  public init(
    internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName)
    serialQueueConfiguration?(queue)
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Runs work on a new serial queue with this quality of service.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass),
      internalSerialQueueName: internalSerialQueueName, leeway: leeway)
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
  /// Work scheduled and not yet finished: work scheduled on the main thread runs at once
  /// only when nothing else is pending, so nested work runs after its parent, in order.
  private let pending = Atomic<Int>(0)

  /// The main scheduler: runs at once when called on the main queue.
  public static let instance = MainScheduler(alwaysAsync: false)

  /// The main scheduler that always schedules, even when called on the main thread.
  public static let asyncInstance = MainScheduler(alwaysAsync: true)

  /// A main scheduler that runs at once when called on the main queue with nothing pending.
  public convenience init() { self.init(alwaysAsync: false) }

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

  /// Traps unless called on the main thread.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    precondition(
      Thread.isMainThread,
      errorMessage ?? "Running on a background thread where the main thread is required.")
  }

  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let before = pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
    if !alwaysAsync, before == 0, MainQueueCheck.isCurrent {
      defer { pending.wrappingSubtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    let cancel = SingleAssignmentDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    configuration.queue.async { [self] in
      if !cancel.isDisposed { cancel.setDisposable(action(state)) }
      pending.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
    return cancel
  }
}

/// Runs work on a concurrent dispatch queue.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  let configuration: DispatchQueueConfiguration

  public var now: RxTime { Date() }

  /// Runs work on `queue`; timers may fire up to `leeway` late.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Runs work on the global queue of this quality of service.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
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
  /// The priority of the operations it adds.
  public let queuePriority: Operation.QueuePriority

  /// Runs work on `operationQueue`, as operations of `queuePriority`.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let cancel = CompositeDisposable()
    nonisolated(unsafe) let state = state
    nonisolated(unsafe) let action = action
    let operation = BlockOperation {
      guard !cancel.isDisposed else { return }
      _ = cancel.insert(action(state))
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return cancel
  }
}

/// Runs work at once on the calling thread; work scheduled from inside other work waits in
/// a per-thread queue until that work returns (a trampoline), so recursion never deepens
/// the stack.
///
/// Subscribing to an observable runs on the trampoline too, as in RxSwift: work that a
/// subscription schedules here (`Observable.from` and `of` do) waits until the outermost
/// subscription has been set up, so an operator is ready before a synchronous source sends,
/// and two synchronous sources merged interleave.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared current-thread scheduler.
  public static let instance = CurrentThreadScheduler()

  /// Whether scheduling would run the work at once: no trampoline is running on this thread.
  public static var isScheduleRequired: Bool { Trampoline.current.isIdle }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let trampoline = Trampoline.current
    guard trampoline.isIdle else {
      let disposable = SingleAssignmentDisposable()
      trampoline.queue.append(
        TrampolineWork {
          guard !disposable.isDisposed else { return }
          disposable.setDisposable(action(state))
        })
      return disposable
    }
    return trampoline.run { action(state) }
  }

  /// Runs `subscribe` on this thread's trampoline, starting one if none is running.
  @usableFromInline
  static func subscribing(_ subscribe: () -> Disposable) -> Disposable {
    let trampoline = Trampoline.current
    guard trampoline.isIdle else { return subscribe() }
    return trampoline.run(subscribe)
  }
}

extension CurrentThreadScheduler {
  /// `scheduleRecursive` on the trampoline: each step is queued behind the work already
  /// waiting, as scheduling it anew would be, but the steps share one object instead of
  /// allocating a disposable, a group entry and closures each time.
  func scheduleSteps<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let steps = RecursiveSteps(state, action)
    return CompositeDisposable(
      steps,
      schedule(()) { _ in
        steps.runNext()
        return Disposables.create()
      })
  }
}

/// The steps of one `scheduleRecursive` on the trampoline. Steps run only on the thread
/// that scheduled them; disposing may come from any thread.
///
/// The queued state is kept with a flag rather than as an optional: code generic over the
/// state would otherwise look up the optional's type on every step.
private final class RecursiveSteps<State>: Disposable, @unchecked Sendable {
  let action: (State, (State) -> Void) -> Void
  let disposed = Atomic<Bool>(false)
  /// The state of the step queued with `step`, when `isQueued`; a second recursion in one
  /// step queues a closure of its own.
  @exclusivity(unchecked) var next: State
  @exclusivity(unchecked) var isQueued = true
  /// Made once and queued for every step. It holds this object while steps go on; the
  /// last step, or the first one after disposal, lets go of it.
  @exclusivity(unchecked) var step: TrampolineWork?

  init(_ first: State, _ action: @escaping (State, (State) -> Void) -> Void) {
    self.next = first
    self.action = action
  }

  func runNext() {
    guard isQueued else { return }
    isQueued = false
    run(next)
  }

  func run(_ state: State) {
    if !disposed.load(ordering: .acquiring) {
      action(state) { following in
        let trampoline = Trampoline.current
        if !isQueued {
          next = following
          isQueued = true
          if step == nil { step = TrampolineWork { self.runNext() } }
          if let step { trampoline.queue.append(step) }
        } else {
          trampoline.queue.append(TrampolineWork { self.run(following) })
        }
      }
    }
    if !isQueued { step = nil }
  }

  func dispose() { disposed.store(true, ordering: .releasing) }
}

/// One piece of work waiting on a trampoline. Kept in a struct so that an array of them
/// holds each closure as it is: an array (or optional) of bare closures would wrap every one
/// in a conversion thunk, an allocation per queued step.
private struct TrampolineWork {
  let run: () -> Void
}

/// The per-thread queue of `CurrentThreadScheduler`.
private final class Trampoline {
  @exclusivity(unchecked) var isIdle = true
  @exclusivity(unchecked) var queue: [TrampolineWork] = []

  /// Runs `body`, then everything it queued, with the trampoline marked busy.
  func run(_ body: () -> Disposable) -> Disposable {
    isIdle = false
    defer { isIdle = true }
    let disposable = body()
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      next.run()
      // Work that keeps queueing more (a long recursion) would otherwise keep every piece
      // that already ran; dropping the ran half once it is the larger costs O(1) per piece.
      if index >= 256, index * 2 >= queue.count {
        queue.removeFirst(index)
        index = 0
      }
    }
    queue.removeAll(keepingCapacity: queue.capacity <= 64)
    return disposable
  }

  static var current: Trampoline {
    if let existing = pthread_getspecific(key) {
      return Unmanaged<Trampoline>.fromOpaque(existing).takeUnretainedValue()
    }
    let created = Trampoline()
    pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
    return created
  }

  /// The thread-local slot; a thread's trampoline is released when the thread exits.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<Trampoline>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "CurrentThreadScheduler: no thread-local storage left")
    return key
  }()
}
