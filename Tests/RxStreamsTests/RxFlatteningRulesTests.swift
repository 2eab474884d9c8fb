import RxStreams
import StreamsTesting
import Testing

/// When the flattening operators subscribe and let go of their outer and inner sequences,
/// on the virtual clock.
@Suite("Rx flattening: who is subscribed when")
struct RxFlatteningRulesTests {
  @Test("flatMap lets go of a completed outer sequence while an inner one still runs")
  func flatMapOuterEndsEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([
      Recorded.next(10, 1), .next(60, 2), .completed(80),
    ])
    let outer = scheduler.createHotObservable([
      Recorded.next(210, 0), .completed(230),
    ])
    let res = scheduler.start { outer.flatMap { _ in inner } }
    #expect(res.events == [.next(220, 1), .next(270, 2), .completed(290)])
    #expect(outer.subscriptions == [RecordedSubscription(200, 230)])
    #expect(inner.subscriptions == [RecordedSubscription(210, 290)])
  }

  @Test("concatMap, flatMapFirst and switchLatest let go of a completed outer sequence too")
  func otherModesOuterEndsEarly() {
    for mode in 0..<3 {
      let scheduler = TestScheduler(initialClock: 0)
      let inner = scheduler.createColdObservable([Recorded.next(50, 1), .completed(100)])
      let outer = scheduler.createHotObservable([
        Recorded.next(210, inner), .completed(250),
      ])
      let res = scheduler.start { () -> Observable<Int> in
        switch mode {
        case 0: outer.concatMap { $0 }
        case 1: outer.flatMapFirst { $0 }
        default: outer.switchLatest()
        }
      }
      #expect(res.events == [.next(260, 1), .completed(310)])
      #expect(outer.subscriptions == [RecordedSubscription(200, 250)])
      #expect(inner.subscriptions == [RecordedSubscription(210, 310)])
    }
  }

  @Test("flatMapFirst does not call the selector for an element it drops")
  func flatMapFirstSkipsSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([
      Recorded.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .completed(400),
    ])
    var asked: [Int] = []
    let res = scheduler.start {
      outer.flatMapFirst { value -> Observable<Int> in
        asked.append(value)
        return scheduler.createColdObservable([Recorded.next(50, value * 10), .completed(50)])
          .asObservable()
      }
    }
    #expect(asked == [1, 4])
    #expect(res.events == [.next(260, 10), .next(350, 40), .completed(400)])
  }

  @Test("merge(maxConcurrent:) keeps the others waiting, in order, until a running one ends")
  func mergeMaxConcurrent() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([Recorded.next(10, "a"), .completed(50)])
    let b = scheduler.createColdObservable([Recorded.next(20, "b"), .completed(100)])
    let c = scheduler.createColdObservable([Recorded.next(10, "c"), .completed(30)])
    let outer = scheduler.createHotObservable([
      Recorded.next(210, a), .next(220, b), .next(230, c), .completed(300),
    ])
    let res = scheduler.start { outer.merge(maxConcurrent: 2) }
    #expect(res.events == [.next(220, "a"), .next(240, "b"), .next(270, "c"), .completed(320)])
    #expect(a.subscriptions == [RecordedSubscription(210, 260)])
    #expect(b.subscriptions == [RecordedSubscription(220, 320)])
    #expect(c.subscriptions == [RecordedSubscription(260, 290)])
    #expect(outer.subscriptions == [RecordedSubscription(200, 300)])
  }

  @Test("concat asks its sequence for the next source only when the one before completes")
  func concatIteratesLazily() {
    let first = PublishSubject<Int>()
    var made: [Int] = []
    let sources = (0..<3).lazy.map { index -> Observable<Int> in
      made.append(index)
      return index == 0 ? first.asObservable() : .just(index)
    }
    var received: [Int] = []
    _ = Observable.concat(AnySequence(sources)).subscribe(onNext: { received.append($0) })
    #expect(made == [0])
    first.onNext(0)
    #expect(made == [0])
    first.onCompleted()
    #expect(made == [0, 1, 2])
    #expect(received == [0, 1, 2])
  }

  @Test("concat lets its observer go once it ends, though the caller keeps the disposable")
  func concatLetsObserverGo() {
    final class Observer {
      var subscription: Disposable?
      var received: [Int] = []
    }
    weak var released: Observer?
    do {
      let first = PublishSubject<Int>()
      let observer = Observer()
      released = observer
      observer.subscription = Observable.concat([first.asObservable(), .just(2)])
        .subscribe { [observer] event in
          if case .next(let value) = event { observer.received.append(value) }
        }
      first.onNext(1)
      first.onCompleted()
      #expect(observer.received == [1, 2])
    }
    #expect(released == nil)
  }

  @Test("after disposal, an element the outer sequence still sends subscribes to nothing")
  func noInnerAfterDisposal() {
    // An outer sequence that ignores disposal, as a careless Observable.create may.
    var send: ((Int) -> Void)?
    let outer = Observable<Int>.create { observer in
      send = { observer.onNext($0) }
      return Disposables.create()
    }
    var subscribed: [Int] = []
    var received: [Int] = []
    let subscription = outer.flatMap { value in
      Observable<Int>.deferred {
        subscribed.append(value)
        return .just(value)
      }
    }.subscribe(onNext: { received.append($0) })
    send?(1)
    subscription.dispose()
    send?(2)
    #expect(subscribed == [1])
    #expect(received == [1])
  }

  @Test("disposing a flatMap disposes every inner subscription still running, once")
  func disposalReachesEveryInner() {
    let children = (0..<3).map { _ in PublishSubject<Int>() }
    var disposed: [Int] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMap { index in
      children[index].do(onDispose: { disposed.append(index) })
    }.subscribe()
    for index in 0..<3 { outer.onNext(index) }
    children[1].onCompleted()
    #expect(disposed == [1])
    subscription.dispose()
    subscription.dispose()
    #expect(disposed.sorted() == [0, 1, 2])
    #expect(children.allSatisfy { !$0.hasObservers })
  }

  @Test("flatMapLatest ignores an error from an inner sequence it has replaced")
  func latestIgnoresReplacedError() {
    // Inner sequences that keep their observer, sending after they are disposed.
    var observers: [AnyObserver<Int>] = []
    let outer = PublishSubject<Int>()
    var events: [Event<Int>] = []
    let subscription = outer.flatMapLatest { _ in
      Observable<Int>.create { observer in
        observers.append(observer)
        return Disposables.create()
      }
    }.subscribe { events.append($0) }
    outer.onNext(0)
    outer.onNext(1)
    observers[0].onNext(10)
    observers[0].onError(TestError())
    observers[1].onNext(11)
    #expect(events.map(\.element) == [11])
    subscription.dispose()
  }

  @Test("a range interleaves with another on the current-thread trampoline, step by step")
  func rangesInterleave() {
    var received: [Int] = []
    _ = Observable.merge(
      Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3)
    ).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 10, 1, 11, 2, 12])
  }

  @Test("a range may end at its type's largest value, and an empty one just completes")
  func rangeAtTheTop() throws {
    let top = try Observable.range(start: Int8.max - 2, count: 3).toBlocking().toArray()
    #expect(top == [125, 126, 127])
    let none = try Observable.range(start: 5, count: 0).toBlocking().toArray()
    #expect(none.isEmpty)
  }

  @Test("disposing a long range midway stops it; a range longer than any queue runs to the end")
  func longRange() {
    var made = 0
    var received = 0
    _ = Observable.range(start: 0, count: 1_000_000)
      .do(onNext: { _ in made += 1 })
      .take(1_001)
      .subscribe(onNext: { _ in received += 1 })
    #expect(made == 1_001)
    #expect(received == 1_001)
    var sum = 0
    _ = Observable.range(start: 0, count: 100_000).subscribe(onNext: { sum += $0 })
    #expect(sum == 4_999_950_000)
  }
}
