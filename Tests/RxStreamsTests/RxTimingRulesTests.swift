import Foundation
import RxStreams
import Streams
import StreamsTesting
import Testing

// When operators end, unsubscribe and send: each test pins one rule on the virtual clock.

private struct Boom: Error, Equatable {}

private typealias Span = RecordedSubscription

private func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> { .next(time, element) }
private func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
  .completed(time)
}
private func failed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
  .error(time, Boom())
}

@Suite("Rx operators: when they end and unsubscribe")
struct RxTimingRulesTests {
  @Test("zip of sources completes only when the last source has, however hopeless the pairing")
  func zipWaitsForEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([completed(205, Int.self)])
    let busy = scheduler.createHotObservable([next(230, 3), next(240, 4), completed(260, Int.self)])
    let observer = scheduler.start { Observable.zip(empty, busy) { $0 * $1 } }
    #expect(observer.events == [completed(260, Int.self)])
    #expect(empty.subscriptions == [Span(200, 205)])
    #expect(busy.subscriptions == [Span(200, 260)])

    let nothing = TestScheduler(initialClock: 0).start { Observable.zip([Observable<Int>]()) }
    #expect(nothing.events == [completed(200, [Int].self)])
  }

  @Test("do unsubscribes its source and runs onDispose as soon as the source ends")
  func doEndsWithItsSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([next(220, 1), completed(240, Int.self)])
    var disposedAt: TestTime?
    let observer = scheduler.start {
      source.do(onDispose: { disposedAt = scheduler.clock })
    }
    #expect(observer.events == [next(220, 1), completed(240, Int.self)])
    #expect(source.subscriptions == [Span(200, 240)])
    #expect(disposedAt == 240)

    var steps: [String] = []
    _ = Observable<Int>.error(Boom())
      .do(
        onError: { _ in steps.append("error") }, onSubscribed: { steps.append("subscribed") },
        onDispose: { steps.append("dispose") }
      )
      .subscribe { _ in }
    #expect(steps == ["error", "subscribed", "dispose"])
  }

  @Test("take(until:) drops a trigger that completes without an element, and keeps going")
  func takeUntilReleasesAnEmptyTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(260, 2), completed(280, Int.self),
    ])
    let trigger = scheduler.createHotObservable([completed(230, String.self)])
    let observer = scheduler.start { source.take(until: trigger) }
    #expect(observer.events == [next(210, 1), next(260, 2), completed(280, Int.self)])
    #expect(trigger.subscriptions == [Span(200, 230)])
    #expect(source.subscriptions == [Span(200, 280)])
  }

  @Test("skip(until:) whose trigger never sends stays silent, and drops the trigger when it ends")
  func skipUntilStaysSilent() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(260, 2), completed(280, Int.self),
    ])
    let trigger = scheduler.createHotObservable([completed(230, String.self)])
    let observer = scheduler.start { source.skip(until: trigger) }
    #expect(observer.events.isEmpty)
    #expect(trigger.subscriptions == [Span(200, 230)])
    #expect(source.subscriptions == [Span(200, 280)])
  }

  @Test("subscribe(on:) unsubscribes a source that ends, on the scheduler, at once")
  func subscribeOnReleasesAnEndedSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([next(230, 1), failed(250, Int.self)])
    let observer = scheduler.start { source.subscribe(on: scheduler) }
    #expect(observer.events == [next(230, 1), failed(250, Int.self)])
    #expect(source.subscriptions == [Span(201, 251)])
  }

  @Test("throttle counts the window from the last element sent; latest waits it out to complete")
  func throttleWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(230, 2), next(250, 3), next(275, 4), next(290, 5),
      completed(300, Int.self),
    ])
    let latest = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
    #expect(
      latest.events == [
        next(210, 1), next(260, 3), next(310, 5), completed(310, Int.self),
      ])
    #expect(source.subscriptions == [Span(200, 300)])

    let other = TestScheduler(initialClock: 0)
    let again = other.createHotObservable([
      next(210, 1), next(230, 2), next(250, 3), next(275, 4), next(290, 5),
      completed(300, Int.self),
    ])
    let first = other.start { again.throttle(.seconds(50), latest: false, scheduler: other) }
    #expect(first.events == [next(210, 1), next(275, 4), completed(300, Int.self)])
  }

  @Test("delay unsubscribes a completed source at once and still sends what waits, in order")
  func delayReleasesItsSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(215, 2), completed(220, Int.self),
    ])
    let observer = scheduler.start { source.delay(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [next(240, 1), next(245, 2), completed(250, Int.self)])
    #expect(source.subscriptions == [Span(200, 220)])
  }

  @Test("delay keeps the order on a scheduler that runs due work in any order")
  func delayKeepsOrder() {
    let scheduler = BackwardsScheduler()
    let subject = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = subject.delay(.seconds(1), scheduler: scheduler)
      .subscribe { received.append($0) }
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    scheduler.run(after: 2)
    #expect(received.map(\.element) == [1, 2, nil])
    #expect(received.last?.isCompleted == true)
    subscription.dispose()
  }

  @Test("a group's late subscriber gets only what arrives after it subscribed")
  func groupsAreHot() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(220, 3), next(240, 5), next(250, 2), completed(270, Int.self),
    ])
    let odd = scheduler.createObserver(Int.self)
    var groups: [GroupedObservable<Int, Int>] = []
    var outer: Disposable?
    var inner: Disposable?
    _ = scheduler.scheduleAt(200) {
      outer = source.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) })
    }
    _ = scheduler.scheduleAt(230) { inner = groups.first?.subscribe(odd) }
    _ = scheduler.scheduleAt(1000) {
      outer?.dispose()
      inner?.dispose()
    }
    scheduler.start()
    #expect(odd.events == [next(240, 5), completed(270, Int.self)])
  }

  @Test("disposing groupBy's outer sequence keeps the source while a group is watched")
  func groupsOutliveTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(240, 2), next(250, 3), next(280, 5), next(300, 7),
    ])
    let odd = scheduler.createObserver(Int.self)
    var keys: [Int] = []
    var outer: Disposable?
    var inner: Disposable?
    _ = scheduler.scheduleAt(200) {
      outer = source.groupBy { $0 % 2 }.subscribe(onNext: { group in
        keys.append(group.key)
        if group.key == 1 { inner = group.subscribe(odd) }
      })
    }
    _ = scheduler.scheduleAt(260) { outer?.dispose() }
    _ = scheduler.scheduleAt(290) { inner?.dispose() }
    scheduler.start()
    #expect(keys == [1, 0])
    #expect(odd.events == [next(210, 1), next(250, 3), next(280, 5)])
    #expect(source.subscriptions == [Span(200, 290)])
  }

  @Test("a throwing key selector ends every open group with its error")
  func keySelectorErrorsTheGroups() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(220, 2), next(230, -1), next(240, 3),
    ])
    let observers = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
    var subscriptions: [Disposable] = []
    let outer = scheduler.start {
      source.groupBy { value -> Int in
        if value < 0 { throw Boom() }
        return value % 2
      }
      .do(onNext: { group in
        subscriptions.append(group.subscribe(observers[subscriptions.count]))
      })
      .map(\.key)
    }
    #expect(outer.events == [next(210, 1), next(220, 0), failed(230, Int.self)])
    #expect(observers[0].events == [next(210, 1), failed(230, Int.self)])
    #expect(observers[1].events == [next(220, 2), failed(230, Int.self)])
    #expect(source.subscriptions == [Span(200, 230)])
    for subscription in subscriptions { subscription.dispose() }
  }
}

/// A scheduler whose clock moves only when told, and which runs the work that has come due
/// newest first, as a concurrent scheduler may.
private final class BackwardsScheduler: SchedulerType, @unchecked Sendable {
  private(set) var now = Date(timeIntervalSince1970: 0)
  private var waiting: [(due: Date, run: () -> Void)] = []

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let cancelled = BooleanDisposable()
    let due = now.addingTimeInterval(Double(dueTime.nanoseconds) / 1e9)
    waiting.append((due, { if !cancelled.isDisposed { _ = action(state) } }))
    return cancelled
  }

  /// Moves the clock `seconds` on, then runs what is due, newest first, until nothing is.
  func run(after seconds: TimeInterval) {
    now = now.addingTimeInterval(seconds)
    while let index = waiting.lastIndex(where: { $0.due <= now }) {
      waiting.remove(at: index).run()
    }
  }
}

extension DispatchTimeInterval {
  fileprivate var nanoseconds: Int {
    switch self {
    case .seconds(let value): value * 1_000_000_000
    case .milliseconds(let value): value * 1_000_000
    case .microseconds(let value): value * 1000
    case .nanoseconds(let value): value
    default: .max
    }
  }
}
