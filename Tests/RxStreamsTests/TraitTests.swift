import Foundation
import RxStreams
import StreamsTesting
import Testing

private enum TraitFailure: Error { case boom, again }

private typealias Span = RecordedSubscription

/// A resource that records the virtual times it was made and disposed at.
private final class Resource: Disposable {
  private let scheduler: TestScheduler
  private(set) var ticks: [TestTime]
  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
    ticks = [scheduler.clock]
  }
  func dispose() { ticks.append(scheduler.clock) }
}

@Suite("Observable operators the traits stand on")
struct TraitOperatorTests {
  @Test("using disposes the resource right after the terminal event, and unsubscribes")
  func usingEndsWithTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: Resource?
    var source: TestableObservable<Int>?
    let observer = scheduler.start {
      Observable.using {
        let made = Resource(scheduler)
        resource = made
        return made
      } observableFactory: { _ in
        let cold = scheduler.createColdObservable([.next(50, 1), .completed(100, Int.self)])
        source = cold
        return cold.asObservable()
      }
    }
    #expect(observer.events == [.next(250, 1), .completed(300, Int.self)])
    #expect(resource?.ticks == [200, 300])
    #expect(source?.subscriptions == [Span(200, 300)])
  }

  @Test("using sends the factory's error and disposes the resource at once")
  func usingFactoryThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: Resource?
    let observer = scheduler.start {
      Observable<Int>.using {
        let made = Resource(scheduler)
        resource = made
        return made
      } observableFactory: { _ in
        throw TraitFailure.boom
      }
    }
    #expect(observer.events == [.error(200, TraitFailure.boom, Int.self)])
    #expect(resource?.ticks == [200, 200])
  }

  @Test("delaySubscription subscribes late and lets a finished source go at once")
  func delaySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([
      .next(10, "a"), .completed(20, String.self),
    ])
    let observer = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
    #expect(observer.events == [.next(240, "a"), .completed(250, String.self)])
    #expect(source.subscriptions == [Span(230, 250)])
  }

  @Test("delaySubscription disposed before its time never subscribes")
  func delaySubscriptionCancelled() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(disposed: 220) {
      source.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events.isEmpty)
    #expect(source.subscriptions.isEmpty)
  }

  @Test("ifEmpty(default:) only fills in for an empty sequence")
  func ifEmptyDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let filled = scheduler.start { empty.ifEmpty(default: 7) }
    #expect(filled.events == [.next(210, 7), .completed(210, Int.self)])

    let other = TestScheduler(initialClock: 0)
    let some = other.createHotObservable([.next(205, 1), .completed(210, Int.self)])
    let kept = other.start { some.ifEmpty(default: 7) }
    #expect(kept.events == [.next(205, 1), .completed(210, Int.self)])
  }

  @Test("ifEmpty(switchTo:) lets the source go before it subscribes the fallback")
  func ifEmptySwitch() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.completed(210, Int.self)])
    let fallback = scheduler.createColdObservable([.next(10, 5), .completed(20, Int.self)])
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback.asObservable()) }
    #expect(observer.events == [.next(220, 5), .completed(230, Int.self)])
    #expect(source.subscriptions == [Span(200, 210)])
    #expect(fallback.subscriptions == [Span(210, 230)])
  }

  @Test("ifEmpty(switchTo:) never subscribes the fallback after an element")
  func ifEmptySwitchNotNeeded() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(205, 1), .completed(210, Int.self)])
    let fallback = scheduler.createColdObservable([.next(10, 5)])
    let observer = scheduler.start { source.ifEmpty(switchTo: fallback.asObservable()) }
    #expect(observer.events == [.next(205, 1), .completed(210, Int.self)])
    #expect(fallback.subscriptions.isEmpty)
  }

  @Test("debug passes every event on and unsubscribes when the source ends")
  func debugForwards() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 0), .error(600, TraitFailure.boom, Int.self),
    ])
    let observer = scheduler.start { source.debug("trait-tests", trimOutput: true) }
    #expect(observer.events == [.next(210, 0), .error(600, TraitFailure.boom, Int.self)])
    #expect(source.subscriptions == [Span(200, 600)])
  }
}

@Suite("Single, Maybe and Completable")
struct PrimitiveSequenceTests {
  @Test("Single.create takes the first result and disposes its resource then")
  func singleCreate() {
    let scheduler = TestScheduler(initialClock: 0)
    var report: ((SingleEvent<Int>) -> Void)?
    var disposedAt: TestTime?
    scheduler.scheduleAt(210) { report?(.success(1)) }
    scheduler.scheduleAt(220) { report?(.failure(TraitFailure.boom)) }
    let observer = scheduler.start {
      Single<Int>.create { single in
        report = single
        return Disposables.create { disposedAt = scheduler.clock }
      }.asObservable()
    }
    #expect(observer.events == [.next(210, 1), .completed(210, Int.self)])
    #expect(disposedAt == 210)
  }

  @Test("the handlers of a Single see one event, and onDisposed right after it")
  func singleHandlers() {
    var log: [String] = []
    Single.just(1).subscribe(
      onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
      onDisposed: { log.append("disposed") })
    Single<Int>.error(TraitFailure.boom).subscribe(
      onFailure: { _ in log.append("failure") }, onDisposed: { log.append("disposed") })
    #expect(log == ["success 1", "disposed", "failure", "disposed"])

    var events: [String] = []
    Maybe<Int>.empty().subscribe { event in
      if case .completed = event { events.append("completed") }
    }
    Completable.error(TraitFailure.boom).subscribe { event in
      if case .error = event { events.append("error") }
    }
    #expect(events == ["completed", "error"])
  }

  @Test("disposing a Maybe before its event runs onDisposed once and no other handler")
  func maybeDisposedFirst() {
    var log: [String] = []
    let subscription = Maybe<Int>.never().subscribe(
      onSuccess: { _ in log.append("success") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    subscription.dispose()
    #expect(log == ["disposed"])
  }

  @Test("subscribe(with:) stops calling back once the object is gone")
  func subscribeWithObject() {
    final class Owner {}
    weak var gone: Owner?
    var calls = 0
    let subject = PublishSubject<Int>()
    do {
      let owner = Owner()
      gone = owner
      subject.asSingle().subscribe(with: owner, onSuccess: { _, _ in calls += 1 })
    }
    subject.onNext(1)
    subject.onCompleted()
    #expect(gone == nil)
    #expect(calls == 0)
  }

  @Test("catch, catchAndReturn and retry keep the trait")
  func recovery() throws {
    let caught: Single<Int> = Single.error(TraitFailure.boom).catch { _ in .just(2) }
    #expect(try caught.asObservable().toBlocking(timeout: 1).single() == 2)
    let returned: Maybe<Int> = Maybe.error(TraitFailure.boom).catchAndReturn(3)
    #expect(try returned.asObservable().toBlocking(timeout: 1).single() == 3)

    var attempts = 0
    let retried = Single<Int>.deferred {
      attempts += 1
      return attempts < 2 ? .error(TraitFailure.again) : .just(attempts)
    }.retry(2)
    #expect(try retried.asObservable().toBlocking(timeout: 1).single() == 2)
  }

  @Test("retry(when:) resubscribes at each notification and ends when the notifier does")
  func retryWhen() throws {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TraitFailure.again) : .just(attempts)
    }
    #expect(
      try flaky.retry { errors in errors }.asObservable().toBlocking(timeout: 1).single() == 3)

    var typed: [TraitFailure] = []
    let failing = Maybe<Int>.error(TraitFailure.boom).retry { (errors: Observable<TraitFailure>) in
      errors.do(onNext: { typed.append($0) }).take(2)
    }
    #expect(try failing.asObservable().toBlocking(timeout: 1).toArray() == [])
    #expect(typed == [.boom, .boom])

    let other = Single<Int>.error(RxError.unknown).retry { (errors: Observable<TraitFailure>) in
      errors
    }
    #expect(throws: RxError.self) { try other.asObservable().toBlocking(timeout: 1).single() }
  }

  @Test("a Single narrows to a Maybe with filter and compactMap, and widens back with ifEmpty")
  func narrowing() throws {
    let none: Maybe<Int> = Single.just("x").compactMap { Int($0) }
    #expect(try none.asObservable().toBlocking(timeout: 1).toArray() == [])
    let some: Maybe<Int> = Single.just(4).filter { $0 > 3 }
    #expect(try some.asObservable().toBlocking(timeout: 1).toArray() == [4])
    let filled: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 9)
    #expect(try filled.asObservable().toBlocking(timeout: 1).single() == 9)
    let switched: Single<Int> = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(8))
    #expect(try switched.asObservable().toBlocking(timeout: 1).single() == 8)
    let flat = Single.just(1).flatMapMaybe { Maybe.just($0 + 1) }.asObservable()
    #expect(try flat.toBlocking(timeout: 1).toArray() == [2])
  }

  @Test("Single.using disposes its resource when the Single succeeds")
  func singleUsing() {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: Resource?
    let observer = scheduler.start {
      Single.using {
        let made = Resource(scheduler)
        resource = made
        return made
      } primitiveSequenceFactory: { _ in
        scheduler.createColdObservable([.next(100, 5), .completed(100, Int.self)]).asSingle()
      }.asObservable()
    }
    #expect(observer.events == [.next(300, 5), .completed(300, Int.self)])
    #expect(resource?.ticks == [200, 300])
  }

  @Test("timer, timeout and timeout(other:) on virtual time")
  func time() {
    let scheduler = TestScheduler(initialClock: 0)
    let timer = scheduler.start {
      Single<Int>.timer(.seconds(5), scheduler: scheduler).asObservable()
    }
    #expect(timer.events == [.next(205, 0), .completed(205, Int.self)])

    let slow = TestScheduler(initialClock: 0)
    let late = slow.createColdObservable([.next(10, 1), .completed(20, Int.self)]).asSingle()
    let fallback = slow.createColdObservable([.next(5, 2), .completed(5, Int.self)]).asSingle()
    let switched = slow.start {
      late.timeout(.seconds(5), other: fallback, scheduler: slow).asObservable()
    }
    #expect(switched.events == [.next(210, 2), .completed(210, Int.self)])

    let strict = TestScheduler(initialClock: 0)
    let tooLate = strict.createColdObservable([.next(10, 1), .completed(20, Int.self)]).asSingle()
    let failed = strict.start { tooLate.timeout(.seconds(5), scheduler: strict).asObservable() }
    #expect(failed.events == [.error(205, RxError.timeout, Int.self)])
  }

  @Test("Single.zip waits for every element; Maybe.zip completes when one is empty")
  func zip() throws {
    let sum = Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }
    #expect(try sum.asObservable().toBlocking(timeout: 1).single() == 6)
    let pair: Single<(Int, String)> = Single.zip(Single.just(1), Single.just("a"))
    #expect(
      try pair.map { "\($0.0)\($0.1)" }.asObservable().toBlocking(timeout: 1).single() == "1a")
    let one: Single<Int> = .just(1)
    let eight: Single<[Int]> = Single.zip(one, one, one, one, one, one, one, one) {
      (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> [Int] in
      [a, b, c, d, e, f, g, h]
    }
    #expect(
      try eight.asObservable().toBlocking(timeout: 1).single() == Array(repeating: 1, count: 8))

    let maybe = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
    #expect(try maybe.asObservable().toBlocking(timeout: 1).toArray() == [])

    let none: [Single<Int>] = []
    #expect(try Single.zip(none).asObservable().toBlocking(timeout: 1).single() == [])
    let counted = Single.zip(none) { $0.count + 10 }
    #expect(try counted.asObservable().toBlocking(timeout: 1).single() == 10)
    let all = Single.zip([Single.just(1), Single.just(2)])
    #expect(try all.asObservable().toBlocking(timeout: 1).single() == [1, 2])
  }

  @Test("andThen subscribes the second once the first completes, and lets the first go")
  func andThen() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.completed(210, Never.self)])
    let second = scheduler.createHotObservable([.next(250, 4), .completed(290, Int.self)])
    let observer = scheduler.start {
      first.asCompletable().andThen(second.asObservable())
    }
    #expect(observer.events == [.next(250, 4), .completed(290, Int.self)])
    #expect(first.subscriptions == [Span(200, 210)])
    #expect(second.subscriptions == [Span(210, 290)])
  }

  @Test("andThen never subscribes the second after an error")
  func andThenError() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.error(210, TraitFailure.boom, Never.self)])
    let second = scheduler.createHotObservable([.completed(290, Never.self)])
    let observer = scheduler.start {
      first.asCompletable().andThen(second.asCompletable()).asObservable()
    }
    #expect(observer.events == [.error(210, TraitFailure.boom, Never.self)])
    #expect(second.subscriptions.isEmpty)
  }

  @Test("Completable.concat runs one after another, zip all at once")
  func completableCombining() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.completed(10, Never.self)])
    let b = scheduler.createColdObservable([.completed(20, Never.self)])
    let concat = scheduler.start {
      Completable.concat(a.asCompletable(), b.asCompletable()).asObservable()
    }
    #expect(concat.events == [.completed(230, Never.self)])

    let other = TestScheduler(initialClock: 0)
    let c = other.createColdObservable([.completed(10, Never.self)])
    let d = other.createColdObservable([.completed(20, Never.self)])
    let zipped = other.start {
      Completable.zip(c.asCompletable(), d.asCompletable()).asObservable()
    }
    #expect(zipped.events == [.completed(220, Never.self)])
  }

  @Test("value awaits a Single, a Maybe and a Completable")
  func values() async throws {
    #expect(try await Single.just("a").value == "a")
    #expect(try await Maybe<Int>.empty().value == nil)
    #expect(try await Maybe.just(2).value == 2)
    try await Completable.empty().value
    await #expect(throws: TraitFailure.self) {
      try await Single<Int>.error(TraitFailure.boom).value
    }
    #expect(try await Single.create { 40 + 2 }.value == 42)
  }

  @Test("value throws CancellationError when its task is cancelled first")
  func valueCancelled() async {
    let disposed = SharedValue(false)
    let never = Single<Int>.never().do(onDispose: { disposed.set(true) })
    let task = Task { try await never.value }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(disposed.get())
  }
}

/// A value shared with a task in a test.
private final class SharedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
