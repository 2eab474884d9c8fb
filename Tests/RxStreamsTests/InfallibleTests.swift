import Foundation
import RxStreams
import StreamsTesting
import Testing

private enum InfallibleFailure: Error { case boom }

@Suite("Infallible")
struct InfallibleTests {
  @Test("onErrorJustReturn sends the element and completes where the source failed")
  func justReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .error(220, InfallibleFailure.boom, Int.self), .next(230, 3),
    ])
    let observer = scheduler.createObserver(Int.self)
    _ = source.asInfallible(onErrorJustReturn: 0).bind(to: observer)
    scheduler.start()
    #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220, Int.self)])
  }

  @Test("onErrorRecover continues with the Infallible made from the error")
  func recover() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.error(210, InfallibleFailure.boom, Int.self)])
    let backup = scheduler.createHotObservable([.next(250, 5), .completed(260, Int.self)])
    let observer = scheduler.createObserver(Int.self)
    _ = source.asInfallible(onErrorRecover: { _ in backup.asInfallible(onErrorJustReturn: -1) })
      .bind(to: observer)
    scheduler.start()
    #expect(observer.events == [.next(250, 5), .completed(260, Int.self)])
  }

  @Test("create drops events after disposal and after completion")
  func create() {
    var send: ((InfallibleEvent<Int>) -> Void)?
    let infallible = Infallible<Int>.create { observer in
      send = observer
      return Disposables.create()
    }
    var elements: [Int] = []
    var completions = 0
    let subscription = infallible.subscribe(
      onNext: { elements.append($0) }, onCompleted: { completions += 1 })
    send?(.next(1))
    send?(.completed)
    send?(.next(2))
    subscription.dispose()
    #expect(elements == [1])
    #expect(completions == 1)

    let again = infallible.subscribe(onNext: { elements.append($0) })
    again.dispose()
    send?(.next(3))
    #expect(elements == [1])
  }

  @Test("relays convert without an error handler")
  func relays() {
    let relay = BehaviorRelay(value: 1)
    var seen: [Int] = []
    let subscription = relay.asInfallible().subscribe(onNext: { seen.append($0) })
    relay.accept(2)
    subscription.dispose()
    let publish = PublishRelay<Int>()
    _ = publish.asInfallible().map { $0 * 10 }.subscribe(onNext: { seen.append($0) })
    publish.accept(3)
    #expect(seen == [1, 2, 30])
  }

  @Test("combineLatest of five sources waits for each, then follows every change")
  func combineLatestFive() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...5).map { index in
      scheduler.createHotObservable([.next(200 + index * 10, index)])
        .asInfallible(onErrorJustReturn: 0)
    }
    let late = scheduler.createHotObservable([.next(300, 50)]).asInfallible(onErrorJustReturn: 0)
    let observer = scheduler.start {
      Infallible.combineLatest(
        sources[0], sources[1], sources[2], sources[3], Infallible.merge(sources[4], late)
      ) { $0 + $1 + $2 + $3 + $4 }.asObservable()
    }
    #expect(observer.events == [.next(250, 15), .next(300, 60)])
  }

  @Test("zip pairs the elements in order; collections combine in their order")
  func zipAndCollections() throws {
    let pairs = Infallible.zip(Infallible.of(1, 2, 3), Infallible.of("a", "b"))
      .map { "\($0)\($1)" }
    #expect(try pairs.asObservable().toBlocking(timeout: 1).toArray() == ["1a", "2b"])
    let latest = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)])
    #expect(try latest.asObservable().toBlocking(timeout: 1).toArray() == [[1, 2]])
  }

  @Test("distinctUntilChanged(at:), scan and startWith keep the infallible shape")
  func operators() throws {
    struct Point { var x: Int }
    let xs = Infallible.from([Point(x: 1), Point(x: 1), Point(x: 2)])
      .distinctUntilChanged(at: \.x).map(\.x).scan(0, accumulator: +).startWith(-1)
    #expect(try xs.asObservable().toBlocking(timeout: 1).toArray() == [-1, 1, 3])
  }

  @Test("values iterates the elements and ends with the Infallible")
  func values() async {
    var collected: [Int] = []
    for await value in Infallible.from(1...4).values { collected.append(value) }
    #expect(collected == [1, 2, 3, 4])
  }
}
