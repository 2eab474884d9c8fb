import Foundation
import RxStreams
import StreamsTesting
import Testing

/// Multicasting and sharing on the virtual clock: who is subscribed when, and what a late or
/// returning subscriber sees.
@Suite("Rx multicast, refCount and share")
struct RxSharingRulesTests {
  @Test("publish shares one source subscription from connect to disconnect")
  func publishConnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      Recorded.next(210, 1), .next(240, 2), .next(270, 3), .completed(300),
    ])
    let connectable = xs.publish()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var connection: Disposable?
    scheduler.scheduleAt(200) { _ = connectable.subscribe(first) }
    scheduler.scheduleAt(220) { connection = connectable.connect() }
    scheduler.scheduleAt(250) { _ = connectable.subscribe(second) }
    scheduler.scheduleAt(260) { connection?.dispose() }
    scheduler.start()
    #expect(first.events == [.next(240, 2)])
    #expect(second.events == [])
    #expect(xs.subscriptions == [RecordedSubscription(220, 260)])
  }

  @Test("connecting twice returns the running connection; after it ends, a new subject")
  func reconnect() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded.next(10, 1), .completed(20)])
    let connectable = xs.replay(1)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var first: Disposable?
    var again: Disposable?
    scheduler.scheduleAt(200) {
      _ = connectable.subscribe(early)
      first = connectable.connect()
      again = connectable.connect()
    }
    // The first connection's subject completed at 220; this subscriber waits on a new one,
    // fed by the next connection.
    scheduler.scheduleAt(300) {
      _ = connectable.subscribe(late)
      _ = connectable.connect()
    }
    scheduler.start()
    #expect(first.map { $0 as AnyObject } === again.map { $0 as AnyObject })
    #expect(early.events == [.next(210, 1), .completed(220)])
    #expect(late.events == [.next(310, 1), .completed(320)])
    #expect(
      xs.subscriptions == [
        RecordedSubscription(200, 220), RecordedSubscription(300, 320),
      ]
    )
  }

  @Test("refCount connects at the first subscriber and disconnects after the last")
  func refCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1), .next(260, 2), .next(320, 3)])
    let shared = xs.publish().refCount()
    let a = scheduler.createObserver(Int.self)
    let b = scheduler.createObserver(Int.self)
    var subscriptionA: Disposable?
    var subscriptionB: Disposable?
    scheduler.scheduleAt(200) { subscriptionA = shared.subscribe(a) }
    scheduler.scheduleAt(250) { subscriptionB = shared.subscribe(b) }
    scheduler.scheduleAt(270) { subscriptionA?.dispose() }
    scheduler.scheduleAt(300) { subscriptionB?.dispose() }
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(260, 2)])
    #expect(b.events == [.next(260, 2)])
    #expect(xs.subscriptions == [RecordedSubscription(200, 300)])
  }

  @Test("multicast with a selector connects for each subscriber, after subscribing")
  func multicastSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start {
      xs.multicast(
        { PublishSubject<Int>() },
        selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 } })
    }
    #expect(res.events == [.next(220, 12), .completed(230)])
    #expect(xs.subscriptions == [RecordedSubscription(200, 230)])
  }

  @Test("share(.whileConnected) starts afresh for a subscriber that returns during the end")
  func whileConnectedRestartsDuringTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      Recorded.next(210, 1), .completed(230), .next(240, 2),
    ])
    let shared = xs.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let returning = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = shared.subscribe { event in
        first.on(event)
        if event.isStopEvent { _ = shared.subscribe(returning) }
      }
    }
    scheduler.start()
    #expect(first.events == [.next(210, 1), .completed(230)])
    // Neither the old element nor the old end: a new connection, live from 230.
    #expect(returning.events == [.next(240, 2)])
    #expect(
      xs.subscriptions == [RecordedSubscription(200, 230), RecordedSubscription(230)])
  }

  @Test("share(.forever) replays to newcomers even after the source ended")
  func foreverReplaysAfterTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1), .next(220, 2), .completed(230)])
    let shared = xs.share(replay: 1, scope: .forever)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
    scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
    scheduler.start()
    #expect(early.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(late.events == [.next(300, 2), .completed(300)])
  }

  @Test("share keeps its source subscribed until disposed, with nobody holding the observable")
  func shareOutlivesItsObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1), .next(220, 2)])
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
      // The shared observable is a temporary: only the subscription keeps the chain.
      subscription = Observable.merge(xs.share(), .never()).subscribe()
    }
    scheduler.scheduleAt(250) { subscription?.dispose() }
    scheduler.start()
    #expect(xs.subscriptions == [RecordedSubscription(200, 250)])
  }

  /// An observer that holds the disposable of its own subscription, as RxSwift's tests do,
  /// and lets it go only with itself.
  private final class SelfDisposingObserver {
    let subscription = SingleAssignmentDisposable()
    private(set) var events: [Event<Int>] = []

    func subscribe(to source: Observable<Int>) {
      subscription.setDisposable(source.subscribe { [self] in events.append($0) })
    }
  }

  @Test(
    "a replay subject, and share(replay:) made of one, let go of an observer once they end",
    arguments: ["ReplaySubject", "share(replay: 1)", "share(replay: 1) after catchAndReturn"])
  func endedShareLetsObserverGo(_ kind: String) throws {
    weak var released: SelfDisposingObserver?
    do {
      let source = PublishSubject<Int>()
      let replay = ReplaySubject<Int>.create(bufferSize: 1)
      let shared: Observable<Int>
      switch kind {
      case "ReplaySubject":
        _ = source.subscribe(replay)
        shared = replay.asObservable()
      case "share(replay: 1)": shared = source.share(replay: 1)
      default: shared = source.catchAndReturn(-1).share(replay: 1)
      }
      let observer = SelfDisposingObserver()
      released = observer
      observer.subscribe(to: shared)
      source.onNext(1)
      source.on(.error(RxError.unknown))
      #expect(observer.events.count == (kind.hasSuffix("catchAndReturn") ? 3 : 2))
    }
    // Nothing disposed the subscription: the subject ending is what let the observer go.
    #expect(released == nil)
  }

  @Test("an observer keeping its own subscription is let go when the subject ends, or on dispose")
  func subjectObserverKeepingItsSubscription() {
    final class Holder {
      var subscription: Disposable?
    }
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject<Int>(value: 0)
    let subjects: [(Observable<Int>, () -> Void)] = [
      (publish.asObservable(), { publish.onCompleted() }),
      (behavior.asObservable(), { behavior.onError(TestError()) }),
    ]
    for (subject, end) in subjects {
      weak var released: Holder?
      do {
        let holder = Holder()
        released = holder
        // The observer holds the holder, which holds the observer's own subscription.
        holder.subscription = subject.subscribe { [holder] _ in _ = holder }
      }
      #expect(released != nil)
      end()
      #expect(released == nil)
    }
    let again = PublishSubject<Int>()
    weak var disposedOne: Holder?
    do {
      let holder = Holder()
      disposedOne = holder
      holder.subscription = again.subscribe { [holder] _ in _ = holder }
    }
    disposedOne?.subscription?.dispose()
    #expect(disposedOne == nil)
    #expect(!again.hasObservers)
  }
}
