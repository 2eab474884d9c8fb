import Foundation
import Primitives
@_spi(MainQueue) import Streams

extension ObservableType {
  /// Delivers events on `scheduler`, one at a time and in order, even when the scheduler
  /// runs work concurrently.
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
      // A serial queue keeps the order itself: each event is one piece of work.
      return Observable.make { downstream in
        let serial = SerialObserver(downstream)
        _ = serial.subscriptions.insert(
          source.subscribe { event in
            _ = serialScheduler.schedule(()) { _ in
              serial.on(event)
              return Disposables.create()
            }
          })
        return serial.subscriptions
      }
    }
    return Observable.make { downstream in
      let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.setUpstream(source.subscribe { sink.enqueue($0) })
      return sink
    }
  }

  /// Subscribes (and disposes) on `scheduler`. A source that ends is unsubscribed right
  /// away, on `scheduler` too.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialDisposable()
      let unsubscribe = Disposables.create {
        _ = scheduler.schedule(()) { _ in
          serial.dispose()
          return Disposables.create()
        }
      }
      let scheduled = scheduler.schedule(()) { _ in
        serial.disposable = source.subscribe(
          AnyObserver<Element> { event in
            downstream.on(event)
            if event.isStopEvent { unsubscribe.dispose() }
          })
        return Disposables.create()
      }
      return Disposables.create(scheduled, unsubscribe)
    }
  }

  /// Sends an element only after `dueTime` passes without another one; a pending element is
  /// sent when the sequence completes.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked((generation: 0, pending: Element?.none))
      let timer = SerialDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          switch event {
          case .next(let value):
            let generation = state.withLock { state -> Int in
              state.generation += 1
              state.pending = value
              return state.generation
            }
            timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
              let due = state.withLock { state -> Element? in
                guard state.generation == generation else { return nil }
                defer { state.pending = nil }
                return state.pending
              }
              if let due { serial.on(.next(due)) }
              return Disposables.create()
            }
          case .error: serial.on(event)
          case .completed:
            let pending = state.withLock { state -> Element? in
              defer { state.pending = nil }
              return state.pending
            }
            if let pending { serial.on(.next(pending)) }
            serial.on(.completed)
          }
        })
      return serial.subscriptions
    }
  }

  /// Sends the first element, then at most one element per `dueTime`, measured from the
  /// last one sent. With `latest`, the newest element that arrived too early is sent when the
  /// window closes, and a completion waits for it; without, such elements are dropped. A
  /// source that ends is unsubscribed at once.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked(
        (lastSent: RxTime?.none, pending: Element?.none, completed: false))
      let timer = SerialDisposable()
      let upstream = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(upstream)
      // Sends the pending element (and a completion that waited for it) when the window
      // closes.
      func closeWindow() {
        let now = scheduler.now
        let (next, completed) = state.withLock { state -> (Element?, Bool) in
          defer { state.pending = nil }
          if state.pending != nil { state.lastSent = now }
          return (state.pending, state.completed)
        }
        if let next { serial.on(.next(next)) }
        if completed { serial.on(.completed) }
      }
      upstream.setDisposable(
        source.subscribe { event in
          switch event {
          case .next(let value):
            let now = scheduler.now
            let decision = state.withLock { state -> ThrottleDecision in
              let wait =
                state.lastSent.map { dueTime.seconds - now.timeIntervalSince($0) } ?? 0
              if wait <= 0 {
                state.lastSent = now
                state.pending = nil
                return .send
              }
              guard latest else { return .drop }
              defer { state.pending = value }
              return state.pending == nil ? .hold(wait: wait) : .replace
            }
            switch decision {
            case .send: serial.on(event)
            case .hold(let wait):
              timer.disposable = scheduler.scheduleRelative((), dueTime: .interval(wait)) { _ in
                closeWindow()
                return Disposables.create()
              }
            case .replace, .drop: break
            }
          case .error:
            serial.on(event)
          case .completed:
            upstream.dispose()
            let waits = state.withLock { state -> Bool in
              state.completed = state.pending != nil
              return state.completed
            }
            if !waits { serial.on(.completed) }
          }
        })
      return serial.subscriptions
    }
  }

  /// Shifts every element and the completion by `dueTime`, in order, even on a scheduler
  /// that runs work concurrently; an error is sent at once, dropping what is still waiting.
  /// A source that ends is unsubscribed at once.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      // Events wait with the time they arrived; one timer at a time sends those that are due.
      let state = Locked((waiting: [(arrived: RxTime, event: Event<Element>)](), timing: false))
      let timer = SerialDisposable()
      let upstream = SingleAssignmentDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(upstream)
      func wait(_ interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { _ in
          sendDue()
          return Disposables.create()
        }
      }
      // Each firing sends one event; the next, even if already due, gets a timer of its own
      // (as RxSwift's delay does, so on virtual time it goes out a tick later).
      func sendDue() {
        var sent = false
        while true {
          let now = scheduler.now
          let step = state.withLock { state -> DelayStep<Element> in
            guard let first = state.waiting.first else {
              state.timing = false
              return .idle
            }
            let remaining = dueTime.seconds - now.timeIntervalSince(first.arrived)
            if remaining > 0 || sent { return .wait(max(remaining, 0)) }
            state.waiting.removeFirst()
            return .send(first.event)
          }
          switch step {
          case .send(let event):
            sent = true
            serial.on(event)
          case .wait(let remaining): return wait(.interval(remaining))
          case .idle: return
          }
        }
      }
      upstream.setDisposable(
        source.subscribe { event in
          if case .error = event {
            serial.on(event)
            return
          }
          if event.isStopEvent { upstream.dispose() }
          let now = scheduler.now
          let start = state.withLock { state -> Bool in
            state.waiting.append((now, event))
            defer { state.timing = true }
            return !state.timing
          }
          if start { wait(dueTime) }
        })
      return serial.subscriptions
    }
  }

  /// Errors with `RxError.timeout` when no element arrives within `dueTime` of the
  /// subscription or the previous element.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when no element arrives within `dueTime`.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    let source = asObservable()
    let fallback = other.asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let generation = Locked(0)
      let timer = SerialDisposable()
      let main = SerialDisposable()
      _ = serial.subscriptions.insert(timer)
      _ = serial.subscriptions.insert(main)
      func arm() {
        let armed = generation.withLock { value -> Int in
          value += 1
          return value
        }
        timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          guard generation.withLock({ $0 }) == armed else { return Disposables.create() }
          generation.withLock { $0 += 1 }
          main.disposable = fallback.subscribe(serial)
          return Disposables.create()
        }
      }
      arm()
      main.disposable = source.subscribe { event in
        guard generation.withLock({ $0 }) > 0 else { return }
        if case .next = event { arm() } else { timer.dispose() }
        serial.on(event)
      }
      return serial.subscriptions
    }
  }

  /// Groups elements into arrays, sent every `timeSpan` or when `count` have arrived.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    window(timeSpan: timeSpan, count: count, scheduler: scheduler)
      .flatMap { $0.toArray().asObservable() }
  }

  /// Groups elements into windows (inner sequences), a new one every `timeSpan` or when
  /// `count` have arrived.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    precondition(count > 0, "window/buffer: the count must be positive")
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let state = Locked((window: PublishSubject<Element>(), count: 0))
      let timer = SerialDisposable()
      _ = serial.subscriptions.insert(timer)
      func rotate() {
        let fresh = PublishSubject<Element>()
        let previous = state.withLock { state -> PublishSubject<Element> in
          defer { state = (fresh, 0) }
          return state.window
        }
        previous.on(.completed)
        serial.on(.next(fresh))
        schedule()
      }
      func schedule() {
        let window = state.withLock { $0.window }
        timer.disposable = scheduler.scheduleRelative((), dueTime: timeSpan) { _ in
          if state.withLock({ $0.window === window }) { rotate() }
          return Disposables.create()
        }
      }
      serial.on(.next(state.withLock { $0.window }))
      schedule()
      _ = serial.subscriptions.insert(
        source.subscribe { event in
          switch event {
          case .next:
            let (window, full) = state.withLock { state -> (PublishSubject<Element>, Bool) in
              state.count += 1
              return (state.window, state.count >= count)
            }
            window.on(event)
            if full { rotate() }
          case .error, .completed:
            state.withLock { $0.window }.on(event)
            serial.on(event.terminal())
          }
        })
      return serial.subscriptions
    }
  }
}

/// An observable sequence of elements that share a key.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The common key.
  public let key: Key
  private let source: Observable<Element>

  /// Creates a group.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
  /// Groups elements by key; each group is a sequence, sent when its first element arrives.
  ///
  /// A group is hot: a subscriber gets the elements that arrive after it subscribed, and the
  /// group's end whenever it subscribes. Disposing the outer sequence stops new groups but
  /// keeps the source subscribed while any group has a subscriber. When the source ends, or
  /// `keySelector` throws, every open group and the outer sequence end the same way.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Observable.make { downstream in
      let serial = SerialObserver(downstream)
      let groups = Locked([Key: PublishSubject<Element>]())
      let upstream = SingleAssignmentDisposable()
      // Held by the outer subscription and by each group subscription.
      let shared = RefCountDisposable(disposable: upstream)
      _ = serial.subscriptions.insert(shared)
      func end(_ event: Event<Element>) {
        upstream.dispose()
        for group in groups.withLock({ Array($0.values) }) { group.on(event) }
        if !serial.subscriptions.isDisposed { serial.on(event.terminal()) }
      }
      upstream.setDisposable(
        source.subscribe { event in
          guard case .next(let value) = event else { return end(event) }
          let key: Key
          do { key = try keySelector(value) } catch { return end(.error(error)) }
          let (group, isNew) = groups.withLock { groups -> (PublishSubject<Element>, Bool) in
            if let existing = groups[key] { return (existing, false) }
            let created = PublishSubject<Element>()
            groups[key] = created
            return (created, true)
          }
          if isNew, !serial.subscriptions.isDisposed {
            let members = Observable<Element>.make { observer in
              let hold = shared.retain()
              return Disposables.create(group.subscribe(observer), hold)
            }
            serial.on(.next(GroupedObservable(key: key, source: members)))
          }
          group.on(.next(value))
        })
      return serial.subscriptions
    }
  }
}

extension Event {
  /// A terminal event as an event of another element type; `.next` has no counterpart and
  /// becomes `.completed`, which callers never ask for.
  func terminal<Other>() -> Event<Other> {
    switch self {
    case .error(let error): .error(error)
    case .next, .completed: .completed
    }
  }
}

/// What `throttle` does with an element: send it, hold it until the window closes (starting
/// the timer), hold it instead of the one already held, or drop it.
private enum ThrottleDecision {
  case send
  case hold(wait: TimeInterval)
  case replace, drop
}

/// What `delay` does next: send the first waiting event, wait the seconds until it is due, or
/// stop timing, nothing waiting.
private enum DelayStep<Element> {
  case send(Event<Element>)
  case wait(TimeInterval)
  case idle
}

/// `observe(on:)` for schedulers that may run work concurrently: events wait in a queue that
/// one piece of scheduled work at a time drains.
private final class ObserveOnSink<Element>: Cancelable, @unchecked Sendable {
  private let scheduler: ImmediateSchedulerType
  private let downstream: AnyObserver<Element>
  private let lock = Lock()
  @exclusivity(unchecked) private var queue: [Event<Element>] = []
  @exclusivity(unchecked) private var head = 0
  @exclusivity(unchecked) private var draining = false
  private let upstream = SingleAssignmentDisposable()
  private let drain = SerialDisposable()
  private let disposed = Locked(false)

  init(scheduler: ImmediateSchedulerType, downstream: AnyObserver<Element>) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func setUpstream(_ disposable: Disposable) { upstream.setDisposable(disposable) }

  func enqueue(_ event: Event<Element>) {
    let start = lock.withLock { () -> Bool in
      queue.append(event)
      defer { draining = true }
      return !draining
    }
    guard start else { return }
    drain.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
      guard let next = dequeue(), !isDisposed else { return }
      downstream.on(next)
      if next.isStopEvent {
        dispose()
        return
      }
      let more = lock.withLock { () -> Bool in
        if head == queue.count { draining = false }
        return draining
      }
      if more { recurse(()) }
    }
  }

  /// The next event, or `nil` (and no longer draining) when the queue is empty.
  private func dequeue() -> Event<Element>? {
    lock.withLock {
      guard head < queue.count else {
        draining = false
        return nil
      }
      let next = queue[head]
      head += 1
      if head == queue.count {
        queue.removeAll(keepingCapacity: true)
        head = 0
      }
      return next
    }
  }

  var isDisposed: Bool { disposed.withLock { $0 } }

  func dispose() {
    let first = disposed.withLock { disposed in
      defer { disposed = true }
      return !disposed
    }
    guard first else { return }
    upstream.dispose()
    drain.dispose()
  }
}
