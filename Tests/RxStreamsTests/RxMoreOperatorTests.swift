import Foundation
import RxStreams
import StreamsTesting
import Testing

/// single, first, takeLast, retry(when:), catch(sequence:), generate, withUnretained,
/// decode, time-based take and skip, Hooks and the extra disposables.
@Suite("Rx operators: the rest of RxSwift's list", .serialized)
struct RxMoreOperatorTests {
  private struct Failure: Error, Equatable { let code: Int }

  @Test("single errors at a second element without waiting for the end, and on none")
  func single() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      Recorded.next(210, 1), .next(220, 2), .completed(300),
    ])
    let res = scheduler.start { xs.single() }
    #expect(res.events == [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    #expect(xs.subscriptions == [RecordedSubscription(200, 220)])
    let none = TestScheduler(initialClock: 0).start { Observable<Int>.empty().single() }
    #expect(none.events == [.error(200, RxError.noElements)])
  }

  @Test("first is a Single of an optional; takeLast sends the last elements at the end")
  func firstAndTakeLast() throws {
    #expect(try Observable.of(4, 5).first().toBlocking(timeout: 1).toArray() == [4])
    #expect(try Observable<Int>.empty().first().toBlocking(timeout: 1).toArray() == [nil])
    #expect(try Observable.from(1...10).takeLast(3).toBlocking(timeout: 1).toArray() == [8, 9, 10])
    #expect(try Observable.of(1, 2).takeLast(0).toBlocking(timeout: 1).toArray() == [])
  }

  @Test("retry(when:) resubscribes at each notification and ends with the notifier")
  func retryWhen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      Recorded.next(10, 1), .error(20, Failure(code: 1)),
    ])
    let res = scheduler.start {
      // Two retries; the third error ends the notifier, and with it the result.
      xs.retry { (errors: Observable<Failure>) in
        errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 3 })
      }
    }
    #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
    #expect(
      xs.subscriptions == [
        RecordedSubscription(200, 220), RecordedSubscription(220, 240),
        RecordedSubscription(240, 260),
      ])
  }

  @Test("retry(when:) passes an error of another type straight on")
  func retryWhenOtherError() {
    let res = TestScheduler(initialClock: 0).start {
      Observable<Int>.error(RxError.timeout).retry { (errors: Observable<Failure>) in errors }
    }
    #expect(res.events == [.error(200, RxError.timeout)])
  }

  @Test("catch(sequence:) moves to the next sequence at each error, and keeps the last error")
  func catchSequence() throws {
    let recovered = Observable.catch(sequence: [
      Observable<Int>.error(Failure(code: 1)), Observable.of(1, 2), Observable.of(3),
    ])
    #expect(try recovered.toBlocking(timeout: 1).toArray() == [1, 2])
    let failing = Observable.catch(sequence: [
      Observable<Int>.error(Failure(code: 1)), Observable.error(Failure(code: 2)),
    ])
    #expect(throws: Failure(code: 2)) { try failing.toBlocking(timeout: 1).toArray() }
  }

  @Test("generate iterates while the condition holds; a throwing step ends with its error")
  func generate() throws {
    let powers = Observable.generate(
      initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
    #expect(try powers.toBlocking(timeout: 1).toArray() == [1, 3, 9, 27, 81])
    let failing = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        if state == 2 { throw Failure(code: state) }
        return state + 1
      })
    #expect(throws: Failure(code: 2)) { try failing.toBlocking(timeout: 1).toArray() }
  }

  @Test("withUnretained completes once the object is gone")
  func withUnretained() {
    final class Owner {}
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    var seen: [Int] = []
    var completed = false
    _ = subject.withUnretained(owner ?? Owner()).subscribe(
      onNext: { seen.append($0.1) }, onCompleted: { completed = true })
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    #expect(seen == [1])
    #expect(completed)
  }

  @Test("decode turns data into values and fails on bad data")
  func decode() throws {
    struct Point: Decodable, Equatable { let x: Int }
    let good = Observable.just(Data(#"{"x": 3}"#.utf8)).decode(
      type: Point.self, decoder: JSONDecoder())
    #expect(try good.toBlocking(timeout: 1).toArray() == [Point(x: 3)])
    let bad = Observable.just(Data("nope".utf8)).decode(type: Point.self, decoder: JSONDecoder())
    #expect(throws: DecodingError.self) { try bad.toBlocking(timeout: 1).toArray() }
  }

  @Test("take(for:) and skip(_:scheduler:) on virtual time; distinctUntilChanged(at:)")
  func timedTakeSkip() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      Recorded.next(210, 1), .next(230, 2), .next(250, 3), .completed(270),
    ])
    let taken = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
    #expect(taken.events == [.next(210, 1), .next(230, 2), .completed(235)])
    let other = TestScheduler(initialClock: 0)
    let ys = other.createHotObservable([
      Recorded.next(210, 1), .next(230, 2), .next(250, 3), .completed(270),
    ])
    let skipped = other.start { ys.skip(.seconds(35), scheduler: other) }
    #expect(skipped.events == [.next(250, 3), .completed(270)])
    struct Item { let key: Int }
    let distinct = try? Observable.of(Item(key: 1), Item(key: 1), Item(key: 2))
      .distinctUntilChanged(at: \.key).map(\.key).toBlocking(timeout: 1).toArray()
    #expect(distinct == [1, 2])
  }

  @Test("delay sends one event per firing: what is due together goes out a tick apart")
  func delayOneEventPerFiring() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
    #expect(res.events == [.next(202, 1), .completed(203)])
  }

  @Test("an error with no onError goes to Hooks.defaultErrorHandler, with the call stack")
  func hooks() {
    let saved = Hooks.defaultErrorHandler
    defer {
      Hooks.defaultErrorHandler = saved
      Hooks.recordCallStackOnError = false
    }
    var reported: [(stack: [String], error: Failure)] = []
    Hooks.defaultErrorHandler = { stack, error in
      if let failure = error as? Failure { reported.append((stack, failure)) }
    }
    Hooks.customCaptureSubscriptionCallstack = { ["here"] }
    _ = Observable<Int>.error(Failure(code: 1)).subscribe()
    _ = Observable<Int>.error(Failure(code: 2)).subscribe(onError: { _ in })
    Hooks.recordCallStackOnError = true
    _ = Observable<Int>.error(Failure(code: 3)).subscribe()
    #expect(reported.map(\.error) == [Failure(code: 1), Failure(code: 3)])
    #expect(reported.map(\.stack) == [[], ["here"]])
  }

  @Test("RefCountDisposable waits for every retained disposable; ScheduledDisposable hops")
  func disposables() {
    var disposed = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    first.dispose()
    #expect(disposed == 0)
    second.dispose()
    #expect(disposed == 1)
    #expect(refCount.isDisposed)
    refCount.retain().dispose()
    #expect(disposed == 1)

    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: TestTime?
    let scheduled = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { disposedAt = scheduler.clock })
    scheduler.scheduleAt(100) { scheduled.dispose() }
    scheduler.start()
    #expect(scheduled.isDisposed)
    #expect(disposedAt == 101)

    var count = 0
    var bag: DisposeBag? = DisposeBag(disposing: Disposables.create { count += 1 })
    bag?.insert(Disposables.create { count += 1 }, Disposables.create { count += 1 })
    bag?.insert {
      Disposables.create { count += 1 }
      Disposables.create { count += 1 }
    }
    let composite = CompositeDisposable(
      Disposables.create { count += 10 }, Disposables.create { count += 10 },
      Disposables.create { count += 10 }, Disposables.create { count += 10 })
    composite.dispose()
    #expect(count == 40)
    bag = nil
    #expect(count == 45)
  }
}
