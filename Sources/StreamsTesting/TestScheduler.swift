import Foundation
import RxStreams
import Streams

/// When a test observable was subscribed and unsubscribed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
  /// When the subscription started.
  public let subscribe: TestTime
  /// When it ended; `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription still running.
  public init(_ subscribe: TestTime) { self.init(subscribe, Int.max) }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  public var debugDescription: String {
    "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}

/// A virtual-time scheduler for deterministic tests of time-based operators, in the style of
/// RxTest: nothing runs until `start()` or `advanceTo(_:)`, and time then jumps from one
/// scheduled action to the next.
///
/// It is both an RxStreams `SchedulerType` and a Streams `Scheduler` (its time type is
/// `Date`), so Combine-side `debounce`, `throttle` and `delay` are tested without sleeping.
/// One tick is `resolution` seconds.
public final class TestScheduler: SchedulerType, Streams.Scheduler, @unchecked Sendable {
  public typealias SchedulerTimeType = Date
  public typealias SchedulerOptions = Never

  private struct Item {
    let time: TestTime
    let order: Int
    let action: () -> Void
    let disposable: BooleanDisposable
  }

  private let lock = NSRecursiveLock()
  @exclusivity(unchecked) private var items: [Item] = []
  @exclusivity(unchecked) private var order = 0
  @exclusivity(unchecked) private var running = false
  private let resolution: Double
  private let simulateProcessingDelay: Bool

  /// The current virtual time.
  @exclusivity(unchecked) public private(set) var clock: TestTime

  /// Creates a scheduler at `initialClock`, one tick being `resolution` seconds.
  ///
  /// With `simulateProcessingDelay`, work scheduled for "now" from inside running work runs
  /// one tick later, as RxTest does.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    clock = initialClock
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  // MARK: Clock

  public var now: Date { date(of: clock) }

  public var minimumTolerance: TimeInterval { 0 }

  private func date(of time: TestTime) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(time) * resolution)
  }

  private func ticks(_ interval: RxTimeInterval) -> TestTime {
    let seconds: Double
    switch interval {
    case .seconds(let value): seconds = Double(value)
    case .milliseconds(let value): seconds = Double(value) / 1e3
    case .microseconds(let value): seconds = Double(value) / 1e6
    case .nanoseconds(let value): seconds = Double(value) / 1e9
    case .never: return .max
    @unknown default: return .max
    }
    return Int((seconds / resolution).rounded())
  }

  private func ticks(until date: Date) -> TestTime {
    Int((date.timeIntervalSinceReferenceDate / resolution).rounded())
  }

  // MARK: Scheduling

  /// Runs `action` at virtual time `time`.
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
    lock.lock()
    defer { lock.unlock() }
    order += 1
    let disposable = BooleanDisposable()
    items.append(Item(time: time, order: order, action: action, disposable: disposable))
    return disposable
  }

  private func scheduleSoon(_ action: @escaping () -> Void) -> Disposable {
    scheduleAt(clock + (simulateProcessingDelay && running ? 1 : 0), action: action)
  }

  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    let result = SerialDisposable()
    let scheduled = scheduleSoon { result.disposable = action(state) }
    return Disposables.create(scheduled, result)
  }

  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let result = SerialDisposable()
    let scheduled = scheduleAt(clock + max(ticks(dueTime), 0)) { result.disposable = action(state) }
    return Disposables.create(scheduled, result)
  }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    _ = scheduleSoon(action)
  }

  public func schedule(
    after date: Date, tolerance: TimeInterval, options: Never?, _ action: @escaping () -> Void
  ) {
    scheduleAt(max(ticks(until: date), clock), action: action)
  }

  public func schedule(
    after date: Date, interval: TimeInterval, tolerance: TimeInterval, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let period = max(Int((interval / resolution).rounded()), 1)
    let cancelled = BooleanDisposable()
    func repeating(at time: TestTime) {
      scheduleAt(time) {
        guard !cancelled.isDisposed else { return }
        action()
        repeating(at: time + period)
      }
    }
    repeating(at: max(ticks(until: date), clock))
    return AnyCancellable { cancelled.dispose() }
  }

  // MARK: Running

  /// Runs every scheduled action in time order, until none is left.
  public func start() { advanceTo(.max) }

  /// Runs the actions scheduled up to and including `time`, then sets the clock there.
  public func advanceTo(_ time: TestTime) {
    lock.lock()
    running = true
    lock.unlock()
    while let next = takeNext(upTo: time) {
      if !next.disposable.isDisposed { next.action() }
    }
    lock.lock()
    running = false
    if time != .max, clock < time { clock = time }
    lock.unlock()
  }

  /// Stops running: the actions left stay scheduled.
  public func stop() {
    lock.withLock { items.removeAll() }
  }

  private func takeNext(upTo time: TestTime) -> Item? {
    lock.lock()
    defer { lock.unlock() }
    guard
      let index = items.indices.min(by: {
        (items[$0].time, items[$0].order) < (items[$1].time, items[$1].order)
      }), items[index].time <= time
    else { return nil }
    let item = items.remove(at: index)
    clock = max(clock, item.time)
    return item
  }

  // MARK: Test observables and observers

  /// Creates a hot observable: its events happen at their absolute times, whoever listens.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    let observable = TestableObservable<Element>(scheduler: self, events: events, hot: true)
    for recorded in events {
      scheduleAt(recorded.time) { observable.broadcast(recorded.value) }
    }
    return observable
  }

  /// Creates a cold observable: each subscriber gets the events at their times relative to
  /// its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, hot: false)
  }

  /// Creates an observer that records events with their virtual times.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
  /// runs the scheduler, and returns what was recorded.
  public func start<Element>(
    created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    let observer = createObserver(Element.self)
    var source: Observable<Element>?
    var subscription: Disposable?
    scheduleAt(created) { source = create() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// The same, for a publisher: records its events as Rx events.
  public func start<P: Publisher>(
    created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
    create: @escaping () -> P
  ) -> TestableObserver<P.Output> {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      create().asObservable()
    }
  }
}

/// An observable made of recorded events, which records its subscriptions.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// The recorded events.
  public let recordedEvents: [Recorded<Event<Element>>]
  private unowned let scheduler: TestScheduler
  private let hot: Bool
  private let lock = NSLock()
  @exclusivity(unchecked) private var observers: [Int: AnyObserver<Element>] = [:]
  @exclusivity(unchecked) private var nextKey = 0
  @exclusivity(unchecked) private var recordedSubscriptions: [Subscription] = []

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], hot: Bool) {
    self.scheduler = scheduler
    self.recordedEvents = events
    self.hot = hot
  }

  /// When each subscription started and ended.
  public var subscriptions: [Subscription] { lock.withLock { recordedSubscriptions } }

  fileprivate func broadcast(_ event: Event<Element>) {
    for observer in lock.withLock({ Array(observers.values) }) { observer.on(event) }
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let start = scheduler.clock
    let (key, index) = lock.withLock { () -> (Int, Int) in
      let key = nextKey
      nextKey += 1
      recordedSubscriptions.append(Subscription(start))
      return (key, recordedSubscriptions.count - 1)
    }
    var scheduled: [Disposable] = []
    if hot {
      lock.withLock { observers[key] = AnyObserver(observer) }
    } else {
      for recorded in recordedEvents {
        scheduled.append(
          scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) })
      }
    }
    return Disposables.create { [weak self] in
      for disposable in scheduled { disposable.dispose() }
      guard let self else { return }
      let end = self.scheduler.clock
      self.lock.withLock {
        self.observers.removeValue(forKey: key)
        let started = self.recordedSubscriptions[index]
        if started.unsubscribe == .max {
          self.recordedSubscriptions[index] = Subscription(started.subscribe, end)
        }
      }
    }
  }
}

/// An observer that records every event with the virtual time it arrived at.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private unowned let scheduler: TestScheduler
  private let lock = NSLock()
  @exclusivity(unchecked) private var recorded: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  /// The events received so far.
  public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    lock.withLock { recorded.append(Recorded(time: time, value: event)) }
  }
}
