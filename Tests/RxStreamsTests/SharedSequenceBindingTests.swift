import Foundation
import RxStreams
import StreamsTesting
import Testing

/// Makes shared sequences that deliver at once on the calling thread.
private func immediately<Result>(_ build: () -> Result) -> Result {
  var result: Result?
  SharingScheduler.mock(scheduler: CountingScheduler()) { result = build() }
  guard let result else { preconditionFailure("mock runs its action") }
  return result
}

/// Code written once for `Driver` and `Signal` alike.
private func labelled<S: SharingStrategyProtocol>(_ counts: SharedSequence<S, Int>)
  -> SharedSequence<S, String>
{
  counts.map { "\($0) items" }
}

private func firstElements<Source: SharedSequenceConvertibleType>(_ source: Source)
  -> [Source.Element]
{
  var elements: [Source.Element] = []
  _ = source.asObservable().subscribe(onNext: { elements.append($0) })
  return elements
}

/// `drive` and `emit` in all their forms, the conversions to `Signal`, code generic over the
/// sharing strategy, `ControlEvent` and `NotificationCenter.rx`.
extension SharedSequenceTests {
  @Suite("drive and emit")
  struct Binding {
    @Test(
      "drive reaches observers, optional observers, behavior and replay relays (plain or optional)")
    func driveTargets() {
      let one: Driver<Int> = immediately { Driver.just(1) }
      var events: [Event<Int?>] = []
      let optional = AnyObserver<Int?> { events.append($0) }
      _ = one.drive(optional, optional)
      #expect(events.map(\.element) == [1, 1, nil, nil])

      let plain = BehaviorRelay(value: 0)
      let wrapped = BehaviorRelay<Int?>(value: nil)
      _ = one.drive(plain)
      _ = one.drive(wrapped, wrapped)
      #expect(plain.value == 1)
      #expect(wrapped.value == 1)

      let replay = ReplayRelay<Int?>.create(bufferSize: 2)
      _ = one.drive(replay)
      var replayed: [Int?] = []
      _ = replay.subscribe(onNext: { replayed.append($0) })
      #expect(replayed == [1])
    }

    @Test("drive(with:) passes the object while it lives, and a binder function gets the sequence")
    func driveWithObjectAndBinder() {
      final class Owner { var seen: [Int] = [] }
      let owner = Owner()
      var completedWith: Owner?
      let driver: Driver<Int> = immediately { Driver.of(1, 2) }
      _ = driver.drive(
        with: owner, onNext: { $0.seen.append($1) }, onCompleted: { completedWith = $0 })
      #expect(owner.seen == [1, 2])
      #expect(completedWith === owner)

      let count = driver.drive { (source: Observable<Int>) in
        var total = 0
        _ = source.subscribe(onNext: { total += $0 })
        return total
      }
      #expect(count == 3)
    }

    @Test("emit reaches observers and publish, behavior and replay relays, plain or optional")
    func emitTargets() {
      let one: Signal<Int> = immediately { Signal.just(1) }
      let publish = PublishRelay<Int?>()
      var published: [Int?] = []
      _ = publish.subscribe(onNext: { published.append($0) })
      _ = one.emit(to: publish, publish)
      #expect(published == [1, 1])

      let behavior = BehaviorRelay(value: 0)
      _ = one.emit(to: behavior)
      #expect(behavior.value == 1)

      var events: [Event<Int>] = []
      _ = one.emit(to: AnyObserver { events.append($0) })
      #expect(events.map(\.element) == [1, nil])
    }

    @Test("a publish relay as a Signal hears only what comes after subscribing")
    func publishRelayAsSignal() {
      let relay = PublishRelay<String>()
      let signal = immediately { relay.asSignal() }
      relay.accept("before")
      var heard: [String] = []
      let subscription = signal.emit(onNext: { heard.append($0) })
      relay.accept("after")
      #expect(heard == ["after"])
      subscription.dispose()
    }

    @Test("code generic over the sharing strategy serves Driver and Signal")
    func genericOverStrategy() {
      let driver: Driver<String> = immediately { labelled(Driver.of(1, 2)) }
      let signal: Signal<String> = immediately { labelled(Signal.just(3)) }
      #expect(firstElements(driver) == ["1 items", "2 items"])
      #expect(firstElements(signal) == ["3 items"])
    }

    @Test("a control event becomes a Signal or a Driver")
    @MainActor
    func controlEvent() async {
      let taps = PublishRelay<Int>()
      let event = ControlEvent(events: taps.asObservable())
      let (signal, driver) = immediately { (event.asSignal(), event.asDriver()) }
      var heard: [Int] = []
      _ = signal.emit(onNext: { heard.append($0) })
      _ = driver.drive(onNext: { heard.append($0 * 10) })
      taps.accept(1)
      #expect(heard == [1, 10])
    }

    @Test("NotificationCenter.rx.notification hears matching posts until disposed")
    func notifications() {
      let center = NotificationCenter()
      let name = Notification.Name("SharedSequenceTests.Binding")
      let sender = NSObject()
      var any = 0
      var fromSender = 0
      let all = center.rx.notification(name).subscribe(onNext: { _ in any += 1 })
      let mine = center.rx.notification(name, object: sender)
        .subscribe(onNext: { _ in fromSender += 1 })
      center.post(name: name, object: nil)
      center.post(name: name, object: sender)
      center.post(name: Notification.Name("other"), object: sender)
      #expect(any == 2)
      #expect(fromSender == 1)
      all.dispose()
      mine.dispose()
      center.post(name: name, object: sender)
      #expect(any == 2)
      #expect(fromSender == 1)
    }
  }
}
