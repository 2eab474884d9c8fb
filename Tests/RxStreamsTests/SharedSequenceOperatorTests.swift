import Foundation
import RxStreams
import StreamsTesting
import Testing

private func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> { .next(time, element) }
private func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
  .completed(time)
}

/// Builds shared sequences with `scheduler` as the sharing scheduler, so that their timers and
/// deliveries run in its virtual time.
private func sharing<Result>(_ scheduler: TestScheduler, _ build: () -> Result) -> Result {
  var result: Result?
  SharingScheduler.mock(scheduler: scheduler) { result = build() }
  guard let result else { preconditionFailure("mock runs its action") }
  return result
}

extension SharedSequenceTests {
  /// `Driver` and `Signal` operators, marble by marble on virtual time. A `TestScheduler` runs
  /// work scheduled for now one tick later, so the one move to the sharing scheduler shows as
  /// one tick: an element sent at 210 is delivered at 211, whatever operators follow.
  @Suite("operators")
  struct Operators {
    @Test("debounce, throttle and delay time themselves on the sharing scheduler")
    func timeOperators() {
      let scheduler = TestScheduler(initialClock: 0)
      let source = scheduler.createHotObservable([
        next(210, 1), next(212, 2), next(240, 3), completed(300, Int.self),
      ])
      let driver = sharing(scheduler) { source.asDriver(onErrorJustReturn: -1) }
      let (debounced, throttled, delayed) = sharing(scheduler) {
        (driver.debounce(.seconds(10)), driver.throttle(.seconds(20)), driver.delay(.seconds(5)))
      }
      let observers = [
        scheduler.createObserver(Int.self), scheduler.createObserver(Int.self),
        scheduler.createObserver(Int.self),
      ]
      scheduler.scheduleAt(200) {
        _ = debounced.drive(observers[0])
        _ = throttled.drive(observers[1])
        _ = delayed.drive(observers[2])
      }
      scheduler.start()
      #expect(observers[0].events == [next(223, 2), next(251, 3), completed(301, Int.self)])
      #expect(
        observers[1].events == [next(211, 1), next(231, 2), next(251, 3), completed(301, Int.self)])
      #expect(
        observers[2].events == [
          next(216, 1), next(218, 2), next(246, 3), completed(306, Int.self),
        ])
    }

    @Test("an error becomes the fallback: a value, a Signal, or what the error recovers to")
    func errorFallbacks() {
      struct Failure: Error {}
      let scheduler = TestScheduler(initialClock: 0)
      let source = scheduler.createHotObservable([next(210, 1), .error(220, Failure())])
      let (justReturn, signalWith, recovered) = sharing(scheduler) {
        let nine = Driver.just(9)
        return (
          source.asSignal(onErrorJustReturn: -1),
          source.asSignal(onErrorSignalWith: Signal.of(7, 8)),
          source.asDriver(onErrorRecover: { _ in nine })
        )
      }
      let observers = [
        scheduler.createObserver(Int.self), scheduler.createObserver(Int.self),
        scheduler.createObserver(Int.self),
      ]
      scheduler.scheduleAt(200) {
        _ = justReturn.emit(to: observers[0])
        _ = signalWith.emit(to: observers[1])
        _ = recovered.drive(observers[2])
      }
      scheduler.start()
      #expect(observers[0].events == [next(211, 1), next(221, -1), completed(221, Int.self)])
      #expect(observers[1].events.map(\.value.element) == [1, 7, 8, nil])
      #expect(observers[2].events.map(\.value.element) == [1, 9, nil])
    }

    @Test("combineLatest and zip of two to eight, and of collections, on one strategy")
    func combining() {
      let scheduler = TestScheduler(initialClock: 0)
      let first = scheduler.createHotObservable([next(210, 1), next(230, 3)])
      let second = scheduler.createHotObservable([next(220, 10), next(240, 30)])
      let (a, b) = sharing(scheduler) {
        (first.asDriver(onErrorJustReturn: 0), second.asDriver(onErrorJustReturn: 0))
      }
      let latest = scheduler.start { Driver.combineLatest(a, b).map { $0 + $1 } }
      #expect(latest.events == [next(221, 11), next(231, 13), next(241, 33)])

      let again = TestScheduler(initialClock: 0)
      let x = again.createHotObservable([next(210, 1), next(230, 3)])
      let y = again.createHotObservable([next(220, 10), next(240, 30)])
      let (c, d) = sharing(again) {
        (x.asSignal(onErrorJustReturn: 0), y.asSignal(onErrorJustReturn: 0))
      }
      let zipped = again.start { Signal.zip([c, d]) { $0.reduce(0, +) } }
      #expect(zipped.events == [next(221, 11), next(241, 33)])

      var combined: [String] = []
      SharingScheduler.mock(scheduler: CountingScheduler()) {
        _ = Driver.zip(
          Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4), Driver.just(5),
          Driver.just(6), Driver.just(7), Driver.just("8")
        ) { "\($0 + $1 + $2 + $3 + $4 + $5 + $6)\($7)" }
        .drive(onNext: { combined.append($0) })
        _ = Driver.combineLatest(Driver.just(1), Driver.just("a"), Driver.just(true))
          .drive(onNext: { combined.append("\($0)\($1)\($2)") })
      }
      #expect(combined == ["288", "1atrue"])
    }

    @Test("flatMapLatest from a Driver to Signals is a Signal, following the latest")
    func flatMapLatestToSignal() {
      let scheduler = TestScheduler(initialClock: 0)
      let selector = scheduler.createHotObservable([next(210, 0), next(240, 1)])
      let inner = [
        scheduler.createHotObservable([next(220, "a"), next(250, "b")]),
        scheduler.createHotObservable([next(230, "c"), next(260, "d")]),
      ]
      let result: Signal<String> = sharing(scheduler) {
        let signals = inner.map { $0.asSignal(onErrorJustReturn: "!") }
        return selector.asDriver(onErrorJustReturn: 0).flatMapLatest { signals[$0] }
      }
      #expect(scheduler.start { result }.events == [next(221, "a"), next(261, "d")])
    }

    @Test("withLatestFrom, startWith, skip and scan")
    func transforms() {
      let scheduler = TestScheduler(initialClock: 0)
      let taps = scheduler.createHotObservable([next(205, ()), next(220, ()), next(240, ())])
      let text = scheduler.createHotObservable([next(210, "a"), next(230, "ab")])
      let result = sharing(scheduler) {
        let words = text.asDriver(onErrorJustReturn: "")
        return taps.asSignal(onErrorJustReturn: ()).withLatestFrom(words)
          .startWith("start").skip(1).scan("") { $0 + $1 }
      }
      #expect(scheduler.start { result }.events == [next(221, "a"), next(241, "aab")])
    }

    @Test("merge, concat and interval")
    func mergeConcatInterval() {
      let scheduler = TestScheduler(initialClock: 0)
      let one = scheduler.createColdObservable([next(10, 1), completed(20, Int.self)])
      let two = scheduler.createColdObservable([next(5, 2), completed(10, Int.self)])
      let merged = sharing(scheduler) {
        Driver.merge(one.asDriver(onErrorJustReturn: 0), two.asDriver(onErrorJustReturn: 0))
      }
      #expect(
        scheduler.start { merged }.events == [next(206, 2), next(211, 1), completed(221, Int.self)])
      let later = TestScheduler(initialClock: 0)
      let three = later.createColdObservable([next(10, 1), completed(20, Int.self)])
      let four = later.createColdObservable([next(5, 2), completed(10, Int.self)])
      let chained = sharing(later) {
        Driver.concat([three.asDriver(onErrorJustReturn: 0), four.asDriver(onErrorJustReturn: 0)])
      }
      #expect(
        later.start { chained }.events == [next(211, 1), next(227, 2), completed(232, Int.self)])
      let clock = TestScheduler(initialClock: 0)
      let interval = sharing(clock) { Driver<Int>.interval(.seconds(30)) }
      #expect(
        clock.start(disposed: 300) { interval }.events == [
          next(230, 0), next(260, 1), next(290, 2),
        ])
    }
  }
}
