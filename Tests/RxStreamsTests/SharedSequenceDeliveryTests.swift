import Foundation
import RxStreams
import StreamsTesting
import TestSupport
import Testing

/// A scheduler that runs work at once, wherever it is called, and counts how often it was
/// asked: mocked in as the sharing scheduler, it shows how many times a sequence hops.
final class CountingScheduler: SchedulerType, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// How many pieces of work have been scheduled.
  var scheduled: Int { lock.withLock { count } }

  var now: RxTime { Date() }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    lock.withLock { count += 1 }
    return action(state)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    schedule(state, action: action)
  }
}

/// What a test's handlers saw, readable from any thread.
final class Seen<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  func append(_ value: Value) { lock.withLock { storage.append(value) } }
  var values: [Value] { lock.withLock { storage } }
}

/// `Driver` and `Signal`. One serialized suite: its tests mock `SharingScheduler`, which is
/// global, so none of them may run while another has it mocked.
@Suite("Driver and Signal", .serialized)
struct SharedSequenceTests {}

extension SharedSequenceTests {
  /// Where and when `Driver` and `Signal` deliver: moved to the main scheduler once, where the
  /// sequence is made, so on the main thread nothing waits for a later turn of the run loop.
  @Suite("delivery")
  struct Delivery {
    @Test("a Driver's current value has passed through the whole chain when drive returns")
    @MainActor
    func currentValueBeforeDriveReturns() async {
      let relay = BehaviorRelay(value: 1)
      var seen: [String] = []
      let subscription = relay.asDriver()
        .map { $0 * 10 }
        .filter { $0 > 0 }
        .distinctUntilChanged()
        .map { "\($0)" }
        .drive(onNext: { seen.append($0) })
      #expect(seen == ["10"])
      relay.accept(2)
      #expect(seen == ["10", "20"])
      subscription.dispose()
    }

    @Test(
      "a shared sequence made while another delivers (a flatMapLatest's inner one) is not put off")
    @MainActor
    func nestedSequencesDeliverAtOnce() async {
      let state = BehaviorSubject(value: 1)
      var latest: Int?
      let subscription = state.asDriver(onErrorJustReturn: 0)
        .flatMapLatest { Driver.just($0 * 2) }
        .flatMapLatest { Observable.just($0 + 1).asDriver(onErrorJustReturn: -1) }
        .flatMapLatest { value in Signal.just(value * 10) }
        .emit(onNext: { latest = $0 })
      #expect(latest == 30)
      subscription.dispose()
    }

    @Test("subscribed on another thread, a Driver still delivers on the main queue")
    func deliversOnMainQueue() async {
      // Under Swift Testing the main queue may be drained by a thread other than the main
      // thread, so the queue is recognised by a mark of its own.
      let mark = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: mark, value: true)
      let relay = BehaviorRelay(value: 1)
      let driver = relay.asDriver().map { ($0, DispatchQueue.getSpecific(key: mark) == true) }
      let seen = Seen<(Int, Bool)>()
      let subscribed = Seen<Disposable>()
      DispatchQueue.global().async {
        subscribed.append(driver.drive(onNext: { seen.append($0) }))
      }
      #expect(await eventually { seen.values.map(\.0) == [1] })
      relay.accept(2)
      #expect(await eventually { seen.values.map(\.0) == [1, 2] })
      #expect(seen.values.allSatisfy { $0.1 })
      for subscription in subscribed.values { subscription.dispose() }
    }

    @Test(
      "the operators after asDriver run where it delivers: one hop per element, not one per operator"
    )
    func oneHopPerElement() {
      let scheduler = CountingScheduler()
      let subject = PublishSubject<Int>()
      var driver: Driver<Int>!
      SharingScheduler.mock(scheduler: scheduler) {
        driver = subject.asDriver(onErrorJustReturn: 0)
          .map { $0 + 1 }.filter { $0 > 0 }.scan(0, accumulator: +).startWith(0)
      }
      var seen: [Int] = []
      let subscription = driver.drive(onNext: { seen.append($0) })
      for value in 1...3 { subject.onNext(value) }
      #expect(seen == [0, 2, 5, 9])
      #expect(scheduler.scheduled == 3)
      subscription.dispose()
    }

    @Test(
      "one subscription to the source, however many subscribe; a Driver replays, a Signal does not")
    func sharing() {
      let scheduler = TestScheduler(initialClock: 0)
      let source = scheduler.createColdObservable([
        Recorded.next(10, 1), .next(20, 2), .next(30, 3),
      ])
      var driver: Driver<Int>!
      var signal: Signal<Int>!
      SharingScheduler.mock(scheduler: scheduler) {
        driver = source.asDriver(onErrorJustReturn: -1)
        signal = source.asSignal(onErrorJustReturn: -1)
      }
      let driven = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
      let emitted = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
      var bag: [Disposable] = []
      scheduler.scheduleAt(200) {
        bag.append(driver.drive(driven[0]))
        bag.append(signal.emit(to: emitted[0]))
      }
      scheduler.scheduleAt(215) {
        bag.append(driver.drive(driven[1]))
        bag.append(signal.emit(to: emitted[1]))
      }
      scheduler.scheduleAt(300) { for disposable in bag { disposable.dispose() } }
      scheduler.start()
      // The replay is at once; a new element takes the one tick a TestScheduler gives work
      // scheduled for now (the one move to the sharing scheduler).
      #expect(driven[1].events == [.next(215, 1), .next(221, 2), .next(231, 3)])
      #expect(emitted[1].events == [.next(221, 2), .next(231, 3)])
      #expect(driven[0].events == emitted[0].events)
      #expect(
        source.subscriptions == [RecordedSubscription(200, 300), RecordedSubscription(200, 300)])
    }
  }
}
