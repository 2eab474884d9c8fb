import Foundation
import RxStreams
import Streams
import StreamsTesting
import Testing

private struct Failure: Error {}

/// A sequence that is both an Rx sequence and a publisher, each side with its own element.
private struct TwoFaced: ObservableConvertibleType, Publisher {
  typealias Output = String
  typealias Failure = Never

  func asObservable() -> Observable<String> { .just("rx") }

  func receive<S: Streams.Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
    Just("combine").receive(subscriber: subscriber)
  }
}

@Suite("TestScheduler")
struct TestSchedulerTests {
  @Test("a hot observable sends at absolute times to whoever is subscribed, and records when")
  func hot() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(
      Recorded.events(.next(150, "early"), .next(210, "a"), .next(250, "b"), .completed(400)))
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    var firstSubscription: Disposable?
    var order: [String] = []
    func logger(_ name: String) -> AnyObserver<String> {
      AnyObserver { event in order.append("\(name):\(event.element ?? "end")") }
    }
    scheduler.scheduleAt(200) {
      firstSubscription = source.subscribe(first)
      _ = source.subscribe(logger("one"))
    }
    scheduler.scheduleAt(220) {
      _ = source.subscribe(second)
      _ = source.subscribe(logger("two"))
    }
    scheduler.scheduleAt(300) { firstSubscription?.dispose() }
    scheduler.start()
    #expect(first.events == Recorded.events(.next(210, "a"), .next(250, "b")))
    #expect(second.events == Recorded.events(.next(250, "b"), .completed(400)))
    #expect(order == ["one:a", "one:b", "two:b", "one:end", "two:end"])
    #expect(
      source.subscriptions == [
        Subscription(200, 300), Subscription(200), Subscription(220), Subscription(220),
      ])
  }

  @Test("a cold observable replays its events relative to each subscription")
  func cold() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable(
      Recorded.events(.next(10, 1), .next(20, 2), .completed(30)))
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var lateSubscription: Disposable?
    scheduler.scheduleAt(100) { _ = source.subscribe(early) }
    scheduler.scheduleAt(105) { lateSubscription = source.subscribe(late) }
    scheduler.scheduleAt(120) { lateSubscription?.dispose() }
    scheduler.start()
    #expect(early.events == Recorded.events(.next(110, 1), .next(120, 2), .completed(130)))
    #expect(late.events == Recorded.events(.next(115, 1)))
    #expect(source.subscriptions == [Subscription(100), Subscription(105, 120)])
    #expect(source.recordedEvents == Recorded.events(.next(10, 1), .next(20, 2), .completed(30)))
  }

  @Test("start creates, subscribes and disposes at the times it is given")
  func startTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(
      Recorded.events(.next(40, 0), .next(60, 1), .next(90, 2), .next(130, 3)))
    var createdAt: TestTime?
    let observer = scheduler.start(created: 50, subscribed: 55, disposed: 100) {
      createdAt = scheduler.clock
      return source.asObservable()
    }
    #expect(createdAt == 50)
    #expect(observer.events == Recorded.events(.next(60, 1), .next(90, 2)))
    #expect(source.subscriptions == [Subscription(55, 100)])
  }

  @Test("start's defaults: created at 100, subscribed at 200, disposed at 1000")
  func startDefaults() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>]())
    var createdAt: TestTime?
    _ = scheduler.start { () -> TestableObservable<Int> in
      createdAt = scheduler.clock
      return source
    }
    #expect(createdAt == 100)
    #expect(source.subscriptions == [Subscription(200, 1000)])
    let other = TestScheduler(initialClock: 0)
    let quiet = other.createHotObservable([Recorded<Event<Int>>]())
    _ = other.start(disposed: 450) { quiet }
    #expect(quiet.subscriptions == [Subscription(200, 450)])
  }

  @Test("start takes any observable-convertible sequence: Single, Maybe, Completable, Infallible")
  func startTraits() {
    let single = TestScheduler(initialClock: 0).start { Single.just(1) }
    #expect(single.events == Recorded.events(.next(200, 1), .completed(200)))
    let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(Failure()) }
    #expect(failed.events.map(\.time) == [200])
    #expect(failed.events.first?.value.error is Failure)
    let maybe = TestScheduler(initialClock: 0).start { Maybe<String>.empty() }
    #expect(maybe.events == Recorded.events(.completed(200)))
    let completable = TestScheduler(initialClock: 0).start(disposed: 300) { Completable.empty() }
    #expect(completable.events == [Recorded.completed(200, Never.self)])
    let infallible = TestScheduler(initialClock: 0).start { Infallible.just("ok") }
    #expect(infallible.events == Recorded.events(.next(200, "ok"), .completed(200)))
  }

  @Test("start takes a publisher, and runs a type that is both as its Rx sequence")
  func startPublisher() {
    let publisher = TestScheduler(initialClock: 0).start { Just(5) }
    #expect(publisher.events == Recorded.events(.next(200, 5), .completed(200)))
    let both = TestScheduler(initialClock: 0).start { TwoFaced() }
    #expect(both.events == Recorded.events(.next(200, "rx"), .completed(200)))
    let bothDisposed = TestScheduler(initialClock: 0).start(disposed: 500) { TwoFaced() }
    #expect(bothDisposed.events.first?.value.element == "rx")
    let bothTimed = TestScheduler(initialClock: 0).start(
      created: 1, subscribed: 2, disposed: 3
    ) { TwoFaced() }
    #expect(bothTimed.events == Recorded.events(.next(2, "rx"), .completed(2)))
  }

  @Test("work scheduled for now runs a tick later, unless processing delay is off")
  func processingDelay() {
    for (delay, expected) in [(true, [11, 12, 30]), (false, [10, 10, 30])] {
      let scheduler = TestScheduler(initialClock: 10, simulateProcessingDelay: delay)
      var times: [TestTime] = []
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
          times.append(scheduler.clock)
          return Disposables.create()
        }
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      scheduler.start()
      #expect(times == expected, "simulateProcessingDelay: \(delay)")
    }
  }

  @Test("scheduleAt runs at exactly its time, and its result cancels it")
  func scheduleAt() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran: [TestTime] = []
    scheduler.scheduleAt(0) { ran.append(scheduler.clock) }
    let cancelled = scheduler.scheduleAt(5) { ran.append(-1) }
    scheduler.scheduleAt(7) { ran.append(scheduler.clock) }
    cancelled.dispose()
    scheduler.start()
    #expect(ran == [0, 7])
  }

  @Test("a tick's length is the resolution, in now and in relative scheduling")
  func resolution() {
    let scheduler = TestScheduler(initialClock: 4, resolution: 0.5)
    #expect(scheduler.now == Date(timeIntervalSince1970: 2))
    var ranAt: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
      ranAt = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    #expect(ranAt == 10)
  }

  @Test("the converter rounds to the nearest tick and saturates instead of trapping")
  func converter() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 0.1)
    #expect(converter.convertToVirtualTimeInterval(0.26) == 3)
    #expect(converter.convertToVirtualTimeInterval(0.24) == 2)
    #expect(converter.convertToVirtualTime(.distantFuture) > 0)
    #expect(converter.convertToVirtualTimeInterval(.infinity) == .max)
    #expect(converter.convertToVirtualTimeInterval(-.infinity) == .min)
    #expect(converter.offsetVirtualTime(.max - 1, offset: 5) == .max)
    #expect(converter.offsetVirtualTime(.min + 1, offset: -5) == .min)
    #expect(converter.offsetVirtualTime(10, offset: -3) == 7)
  }

  @Test("as a Streams scheduler, a repeating action runs each interval until cancelled")
  func repeating() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [TestTime] = []
    let start: TestScheduler.StreamsTime = scheduler.now
    let cancellable = scheduler.schedule(
      after: start.advanced(by: .seconds(10)), interval: 5, tolerance: 0, options: nil
    ) { ticks.append(scheduler.clock) }
    scheduler.scheduleAt(22) { cancellable.cancel() }
    scheduler.start()
    #expect(ticks == [10, 15, 20])
    #expect(scheduler.clock == 22)
  }
}

@Suite("Streams' scheduler intervals")
struct SchedulerIntervalTests {
  @Test("Double is not a scheduler interval, so Dispatch's .now() + .milliseconds(n) stays one")
  func dispatchArithmeticIsUnambiguous() {
    // With `Double: SchedulerTimeIntervalConvertible`, `.milliseconds(200)` here also named
    // `Double.milliseconds(_:)`, and the expression did not compile.
    let deadline: DispatchTime = .now() + .milliseconds(200)
    #expect(deadline > .now())
    let start: TestScheduler.StreamsTime = TestScheduler(initialClock: 0).now
    #expect(start.advanced(by: .milliseconds(1500)).date == Date(timeIntervalSince1970: 1.5))
  }
}
