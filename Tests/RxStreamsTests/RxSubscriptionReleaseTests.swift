import Foundation
import RxStreams
import Testing

/// A subscriber that keeps its own subscription — a view model whose handler captures it
/// while its dispose bag holds the disposable — must not keep itself alive once the sequence
/// has ended: the subscription lets go of its handlers after the terminal event, as RxSwift's
/// sinks do.
@Suite("Rx subscriptions let go of their handlers when the sequence ends")
struct RxSubscriptionReleaseTests {
  /// Stands for the object a handler captures, which holds the subscription's disposable.
  final class Owner {
    var subscription: Disposable?
    var received: [Int] = []
  }

  /// Subscribes an `Owner` through `subscribe`, lets `finish` end the sequence, and returns
  /// a weak reference to the owner, nil when nothing kept it.
  private func ownerAfterEnd(
    subscribe: (Owner) -> Disposable, finish: () -> Void
  ) -> (released: Bool, received: [Int]) {
    weak var weakOwner: Owner?
    var received: [Int] = []
    do {
      let owner = Owner()
      weakOwner = owner
      owner.subscription = subscribe(owner)
      finish()
      received = owner.received
    }
    return (weakOwner == nil, received)
  }

  @Test("subscribe(onNext:) behind an operator on a subject, after onCompleted")
  func subjectCompleted() {
    let subject = PublishSubject<Int>()
    let result = ownerAfterEnd(
      subscribe: { owner in subject.take(5).subscribe(onNext: { owner.received.append($0) }) },
      finish: {
        subject.onNext(1)
        subject.onCompleted()
      })
    #expect(result.received == [1])
    #expect(result.released)
  }

  @Test("subscribe(onNext:onError:) on a mapped sequence, after an error")
  func mappedSubjectFailed() {
    struct Failure: Error {}
    let subject = PublishSubject<Int>()
    var errors = 0
    let result = ownerAfterEnd(
      subscribe: { owner in
        subject.distinctUntilChanged().map { $0 * 10 }.subscribe(
          onNext: { owner.received.append($0) }, onError: { _ in errors += 1 })
      },
      finish: {
        subject.onNext(2)
        subject.onError(Failure())
      })
    #expect(result.received == [20])
    #expect(errors == 1)
    #expect(result.released)
  }

  @Test("subscribe(onNext:onCompleted:onDisposed:) through an operator chain")
  func chainCompleted() {
    let subject = PublishSubject<Int>()
    var completions = 0
    var disposals = 0
    let result = ownerAfterEnd(
      subscribe: { owner in
        subject.filter { $0 > 0 }.scan(0, accumulator: +).subscribe(
          onNext: { owner.received.append($0) }, onCompleted: { completions += 1 },
          onDisposed: { disposals += 1 })
      },
      finish: {
        subject.onNext(1)
        subject.onNext(-5)
        subject.onNext(2)
        subject.onCompleted()
      })
    #expect(result.received == [1, 3])
    #expect(completions == 1)
    #expect(disposals == 1)
    #expect(result.released)
  }

  @Test("subscribe(_:) with an event handler, on combineLatest")
  func eventHandlerCombineLatest() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let result = ownerAfterEnd(
      subscribe: { owner in
        Observable.combineLatest(left, right) { $0 + $1 }.subscribe { event in
          if case .next(let value) = event { owner.received.append(value) }
        }
      },
      finish: {
        left.onNext(1)
        right.onNext(10)
        left.onCompleted()
        right.onCompleted()
      })
    #expect(result.received == [11])
    #expect(result.released)
  }

  @Test("Observable.create whose producer completes at once")
  func createCompletesAtOnce() {
    let source = Observable<Int>.create { observer in
      observer.onNext(7)
      observer.onCompleted()
      return Disposables.create()
    }
    let result = ownerAfterEnd(
      subscribe: { owner in
        source.subscribe { owner.received.append(contentsOf: $0.element.map { [$0] } ?? []) }
      },
      finish: {})
    #expect(result.received == [7])
    #expect(result.released)
  }

  @Test("Observable.create over a subject, after the subject completes; dispose still reaches it")
  func createOverSubject() {
    let subject = PublishSubject<Int>()
    let source = Observable<Int>.create { observer in subject.subscribe(observer) }
    let result = ownerAfterEnd(
      subscribe: { owner in
        source.subscribe { owner.received.append(contentsOf: $0.element.map { [$0] } ?? []) }
      },
      finish: {
        subject.onNext(3)
        subject.onCompleted()
      })
    #expect(result.received == [3])
    #expect(result.released)

    // Before any end, disposing what create returned unsubscribes from the subject.
    var seen: [Int] = []
    let live = PublishSubject<Int>()
    let disposable = Observable<Int>.create { observer in live.subscribe(observer) }
      .subscribe(onNext: { seen.append($0) })
    live.onNext(1)
    #expect(!disposable.isDisposedForTest)
    disposable.dispose()
    live.onNext(2)
    #expect(seen == [1])
    #expect(!live.hasObservers)
  }

  @Test("disposing a subscription to a sequence that keeps no observer still runs onDisposed")
  func neverKeepsNoObserver() {
    var disposals = 0
    var events = 0
    let handlers = Observable<Int>.never().subscribe(
      onNext: { _ in }, onDisposed: { disposals += 1 })
    let closure = Observable<Int>.never().subscribe { _ in events += 1 }
    let created = Observable<Int>.create { _ in Disposables.create { disposals += 10 } }
      .subscribe(onDisposed: { disposals += 100 })
    handlers.dispose()
    closure.dispose()
    created.dispose()
    #expect(disposals == 111)
    #expect(events == 0)
  }

  @Test("a subscription disposed before the end keeps working as before: onDisposed once")
  func disposedFirst() {
    let subject = PublishSubject<Int>()
    var disposals = 0
    var seen: [Int] = []
    let disposable = subject.map { $0 + 1 }.subscribe(
      onNext: { seen.append($0) }, onDisposed: { disposals += 1 })
    subject.onNext(1)
    disposable.dispose()
    subject.onNext(2)
    subject.onCompleted()
    disposable.dispose()
    #expect(seen == [2])
    #expect(disposals == 1)
  }
}

extension Disposable {
  /// Whether a cancelable disposable reports itself disposed (false for any other kind).
  fileprivate var isDisposedForTest: Bool { (self as? Cancelable)?.isDisposed ?? false }
}
