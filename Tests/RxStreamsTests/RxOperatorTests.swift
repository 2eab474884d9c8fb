import Foundation
import RxCombine
import RxStreams
import Streams
import StreamsTesting
import Testing

/// Shorthand for the recorded events of the tests.
private func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> { .next(time, element) }
private func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
  .completed(time)
}

@Suite("Rx operators on virtual time")
struct RxOperatorTests {
  @Test("map and filter on a hot observable, as RxTest records them")
  func mapFilter() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(150, 1), next(210, 2), next(220, 3), next(230, 4), completed(300, Int.self),
    ])
    let observer = scheduler.start { source.map { $0 * 10 }.filter { $0 != 30 } }
    #expect(observer.events == [next(210, 20), next(230, 40), completed(300, Int.self)])
    #expect(source.subscriptions == [RecordedSubscription(200, 300)])
  }

  @Test("a cold observable replays relative to each subscription")
  func cold() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([next(10, "a"), completed(20, String.self)])
    let observer = scheduler.start { source.asObservable() }
    #expect(observer.events == [next(210, "a"), completed(220, String.self)])
  }

  @Test("debounce and throttle in virtual seconds")
  func debounceThrottle() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(215, 2), next(240, 3), completed(300, Int.self),
    ])
    let debounced = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
    #expect(debounced.events == [next(235, 2), next(260, 3), completed(300, Int.self)])

    let second = TestScheduler(initialClock: 0)
    let burst = second.createHotObservable([
      next(210, 1), next(212, 2), next(214, 3), next(250, 4), completed(300, Int.self),
    ])
    let throttled = second.start { burst.throttle(.seconds(10), scheduler: second) }
    #expect(
      throttled.events == [next(210, 1), next(220, 3), next(250, 4), completed(300, Int.self)])
  }

  @Test("delay, timeout and interval")
  func timeBased() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([next(210, 1), completed(220, Int.self)])
    let delayed = scheduler.start { source.delay(.seconds(5), scheduler: scheduler) }
    #expect(delayed.events == [next(215, 1), completed(225, Int.self)])

    let quiet = TestScheduler(initialClock: 0)
    let silent = quiet.createHotObservable([next(250, 1)])
    let timedOut = quiet.start { silent.timeout(.seconds(30), scheduler: quiet) }
    #expect(timedOut.events == [.error(230, RxError.timeout, Int.self)])

    let clock = TestScheduler(initialClock: 0)
    let ticks = clock.start(disposed: 235) {
      Observable<Int>.interval(.seconds(10), scheduler: clock)
    }
    #expect(ticks.events == [next(210, 0), next(220, 1), next(230, 2)])
  }

  @Test("flatMapLatest drops the previous inner sequence")
  func flatMapLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([next(220, "a1"), next(240, "a2")])
    let second = scheduler.createHotObservable([next(235, "b1"), next(245, "b2")])
    let outer = scheduler.createHotObservable([next(210, 0), next(230, 1)])
    let observer = scheduler.start {
      outer.flatMapLatest { $0 == 0 ? first.asObservable() : second.asObservable() }
    }
    #expect(observer.events == [next(220, "a1"), next(235, "b1"), next(245, "b2")])
  }

  @Test("combineLatest, zip, merge, concat, startWith and withLatestFrom")
  func combining() throws {
    #expect(
      try Observable.combineLatest(Observable.of(1, 2), Observable.just(10)) { $0 + $1 }
        .toBlocking(timeout: 1).toArray() == [11, 12])
    #expect(
      try Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
        .toBlocking(timeout: 1).toArray() == ["1a", "2b"])
    #expect(
      try Observable.merge(Observable.of(1, 2), Observable.of(3)).toBlocking(timeout: 1).toArray()
        .sorted() == [1, 2, 3])
    #expect(
      try Observable.of(1).concat(Observable.of(2, 3)).startWith(0).toBlocking(timeout: 1)
        .toArray() == [0, 1, 2, 3])
    let relay = BehaviorRelay(value: "x")
    #expect(
      try Observable.of(1, 2).withLatestFrom(relay) { "\($0)\($1)" }.toBlocking(timeout: 1)
        .toArray() == ["1x", "2x"])
  }

  @Test("take, skip, distinctUntilChanged, scan, reduce, enumerated and element(at:)")
  func filtering() throws {
    let numbers = Observable.of(1, 1, 2, 3, 3, 4)
    #expect(try numbers.take(2).toBlocking(timeout: 1).toArray() == [1, 1])
    #expect(try numbers.skip(4).toBlocking(timeout: 1).toArray() == [3, 4])
    #expect(try numbers.take(while: { $0 < 3 }).toBlocking(timeout: 1).toArray() == [1, 1, 2])
    #expect(try numbers.skip(while: { $0 < 3 }).toBlocking(timeout: 1).toArray() == [3, 3, 4])
    #expect(try numbers.distinctUntilChanged().toBlocking(timeout: 1).toArray() == [1, 2, 3, 4])
    #expect(try numbers.scan(0, accumulator: +).toBlocking(timeout: 1).last() == 14)
    #expect(try numbers.reduce(0, accumulator: +).toBlocking(timeout: 1).single() == 14)
    #expect(try numbers.enumerated().map(\.index).toBlocking(timeout: 1).last() == 5)
    #expect(try numbers.element(at: 3).toBlocking(timeout: 1).single() == 3)
    #expect(
      try numbers.toArray().asObservable().toBlocking(timeout: 1).single() == [1, 1, 2, 3, 3, 4])
  }

  @Test("catch, catchAndReturn, retry and materialize")
  func errors() throws {
    var attempts = 0
    let flaky = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError(code: attempts)) : .just(attempts)
    }
    #expect(try flaky.retry(5).toBlocking(timeout: 1).single() == 3)
    #expect(
      try Observable<Int>.error(TestError()).catchAndReturn(7).toBlocking(timeout: 1).single() == 7)
    let result = Observable.of(1).concat(Observable<Int>.error(TestError())).toBlocking(timeout: 1)
      .materialize()
    guard case .failed(let elements, let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(elements == [1])
    #expect(error as? TestError == TestError())
    #expect(
      try Observable.of(1).materialize().toBlocking(timeout: 1).toArray() == [.next(1), .completed])
  }

  @Test("Single, Maybe and Completable keep their grammar")
  func traits() throws {
    #expect(try Observable.just(1).asSingle().asObservable().toBlocking(timeout: 1).single() == 1)
    #expect(throws: RxError.noElements) {
      try Observable<Int>.empty().asSingle().asObservable().toBlocking(timeout: 1).single()
    }
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(1, 2).asSingle().asObservable().toBlocking(timeout: 1).first()
    }
    var completed = false
    Completable.empty().subscribe(onCompleted: { completed = true })
    #expect(completed)
    var maybe: [String] = []
    Maybe<Int>.empty().subscribe(
      onSuccess: { maybe.append("\($0)") }, onCompleted: { maybe.append("done") })
    #expect(maybe == ["done"])
  }

  @Test("groupBy, window and buffer")
  func grouping() throws {
    let groups = try Observable.of(1, 2, 3, 4).groupBy { $0 % 2 }
      .flatMap { group in group.toArray().asObservable().map { (group.key, $0) } }
      .toBlocking(timeout: 1).toArray()
    #expect(groups.sorted { $0.0 < $1.0 }.map(\.1) == [[2, 4], [1, 3]])
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      next(210, 1), next(220, 2), next(230, 3), next(260, 4), completed(270, Int.self),
    ])
    let buffers = scheduler.start {
      source.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler)
    }
    #expect(buffers.events.compactMap(\.value.element) == [[1, 2, 3], [4]])
  }
}

@Suite("Bridges and blocking")
struct BridgeTests {
  @Test("an observable is a publisher, and a publisher an observable")
  func bridges() throws {
    var received: [Int] = []
    let cancellable = Observable.of(1, 2, 3).asPublisher().sink(
      receiveCompletion: { _ in }, receiveValue: { received.append($0) })
    #expect(received == [1, 2, 3])
    cancellable.cancel()
    #expect(try [4, 5].publisher.asObservable().toBlocking(timeout: 1).toArray() == [4, 5])
  }

  @Test("RxCombine's spellings: observable.publisher, and a relay's publisher that never fails")
  func rxCombineSpellings() {
    var received: [Int] = []
    let cancellable = Observable.of(1, 2).publisher.sink(
      receiveCompletion: { _ in }, receiveValue: { received.append($0) })
    let relay = BehaviorRelay(value: 10)
    let relayed = relay.publisher.sink { received.append($0) }
    relay.accept(11)
    let events = PublishRelay<Int>()
    let evented = events.publisher.sink { received.append($0) }
    events.accept(20)
    #expect(received == [1, 2, 10, 11, 20])
    cancellable.cancel()
    relayed.cancel()
    evented.cancel()
  }

  @Test("RxSwift's names: ReplaySubject.createUnbounded, RxTest's subscriptions print (a: b)")
  func rxSwiftNames() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...5 { subject.onNext(value) }
    var replayed: [Int] = []
    let disposable = subject.subscribe(onNext: { replayed.append($0) })
    #expect(replayed == [1, 2, 3, 4, 5])
    disposable.dispose()
    #expect(RecordedSubscription(100, 200).debugDescription == "(100: 200)")
    #expect(RecordedSubscription(100).debugDescription == "(100: Infinity)")
  }

  @Test("toBlocking works on publishers, and a timeout is an error, never a hang")
  func blockingPublisher() throws {
    #expect(try Just(3).toBlocking(timeout: 1).first() == 3)
    #expect(throws: RxError.timeout) {
      try PassthroughSubject<Int, Never>().toBlocking(timeout: 0.05).first()
    }
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()
    }
  }

  @Test("values turns an observable into an async sequence")
  func values() async throws {
    var collected: [Int] = []
    for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }

  @Test("the test scheduler drives Combine-side time operators too")
  func combineDebounce() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PassthroughSubject<Int, Never>()
    var received: [(TestTime, Int)] = []
    let cancellable = subject.debounce(for: .seconds(10), scheduler: scheduler).sink {
      received.append((scheduler.clock, $0))
    }
    scheduler.scheduleAt(100) { subject.send(1) }
    scheduler.scheduleAt(105) { subject.send(2) }
    scheduler.scheduleAt(130) { subject.send(3) }
    scheduler.start()
    #expect(received.map(\.0) == [115, 140])
    #expect(received.map(\.1) == [2, 3])
    cancellable.cancel()
  }

  @Test("bind(to:) feeds relays and observers")
  func binding() {
    let relay = PublishRelay<Int>()
    let target = BehaviorRelay(value: 0)
    let bag = DisposeBag()
    relay.bind(to: target).disposed(by: bag)
    relay.accept(4)
    #expect(target.value == 4)
  }
}
