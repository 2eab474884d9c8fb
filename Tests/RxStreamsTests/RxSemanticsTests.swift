import Foundation
import RxStreams
import StreamsTesting
import Testing

struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}

/// Records the events of a subscription as short strings.
final class EventLog<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []
  var events: [String] { lock.withLock { recorded } }

  func observer() -> AnyObserver<Element> {
    AnyObserver { event in self.lock.withLock { self.recorded.append(event.debugDescription) } }
  }
}

@Suite("Rx grammar, subjects and disposal")
struct RxSemanticsTests {
  @Test("create enforces the grammar: nothing after a terminal event")
  func grammar() {
    let log = EventLog<Int>()
    var disposed = false
    let observable = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      return Disposables.create { disposed = true }
    }
    _ = observable.subscribe(log.observer())
    #expect(log.events == ["next(1)", "completed"])
    #expect(disposed)
  }

  @Test("PublishSubject sends only what comes after subscription; late subscribers get the end")
  func publishSubject() {
    let subject = PublishSubject<Int>()
    let early = EventLog<Int>()
    subject.onNext(0)
    _ = subject.subscribe(early.observer())
    subject.onNext(1)
    subject.onCompleted()
    let late = EventLog<Int>()
    _ = subject.subscribe(late.observer())
    #expect(early.events == ["next(1)", "completed"])
    #expect(late.events == ["completed"])
  }

  @Test("BehaviorSubject and BehaviorRelay start with the current value")
  func behavior() throws {
    let subject = BehaviorSubject(value: 1)
    let log = EventLog<Int>()
    subject.onNext(2)
    _ = subject.subscribe(log.observer())
    subject.onNext(3)
    #expect(log.events == ["next(2)", "next(3)"])
    #expect(try subject.value() == 3)
    subject.onError(TestError())
    #expect(throws: TestError.self) { try subject.value() }
    let relay = BehaviorRelay(value: "a")
    relay.accept("b")
    #expect(relay.value == "b")
  }

  @Test("ReplaySubject replays its buffer, then the end, then live events")
  func replay() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...3 { subject.onNext(value) }
    let log = EventLog<Int>()
    _ = subject.subscribe(log.observer())
    subject.onNext(4)
    subject.onCompleted()
    let late = EventLog<Int>()
    _ = subject.subscribe(late.observer())
    #expect(log.events == ["next(2)", "next(3)", "next(4)", "completed"])
    #expect(late.events == ["next(3)", "next(4)", "completed"])
  }

  @Test("AsyncSubject sends its last value when it completes")
  func async() {
    let subject = AsyncSubject<Int>()
    let log = EventLog<Int>()
    _ = subject.subscribe(log.observer())
    subject.onNext(1)
    subject.onNext(2)
    #expect(log.events.isEmpty)
    subject.onCompleted()
    #expect(log.events == ["next(2)", "completed"])
  }

  @Test("disposing stops delivery and runs onDisposed once")
  func dispose() {
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    var disposals = 0
    let subscription = subject.subscribe(
      onNext: { values.append($0) }, onDisposed: { disposals += 1 })
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    #expect(values == [1])
    #expect(disposals == 1)
    #expect(!subject.hasObservers)
  }

  @Test("a DisposeBag disposes on deinit and drops items that already ended")
  func disposeBag() {
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    if let bag { subject.subscribe(onNext: { values.append($0) }).disposed(by: bag) }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    #expect(values == [1])

    let longLived = DisposeBag()
    for value in 0..<1000 {
      Observable.just(value).subscribe(onNext: { _ in }).disposed(by: longLived)
    }
    #expect(longLived.count < 64)
  }

  @Test("a disposed subscription releases what its closures captured")
  func releasesCaptures() {
    final class Owner {
      let flag: Flag
      init(_ flag: Flag) { self.flag = flag }
      deinit { flag.set() }
    }
    let flag = Flag()
    let relay = PublishRelay<Int>()
    var subscription: Disposable?
    do {
      let owner = Owner(flag)
      subscription = relay.map { $0 + 1 }.subscribe(onNext: { _ in _ = owner })
    }
    relay.accept(1)
    #expect(!flag.isSet)
    subscription?.dispose()
    subscription = nil
    #expect(flag.isSet)
  }

  @Test("take(1) + share(replay: 1) + zip does not deadlock")
  func shareZipDeadlock() throws {
    let shared = Observable.of(1, 2, 3).take(1).share(replay: 1)
    let zipped = Observable.zip(shared, shared) { $0 + $1 }
    #expect(try zipped.toBlocking(timeout: 2).toArray() == [2])
  }
}

final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
