import RxStreams
import Testing

/// Many observers live on one subject: subscribing or disposing one of them costs the same
/// whatever their number, and events keep reaching them as with a few.
@Suite("Rx subjects with many observers")
struct RxSubjectScalingTests {
  /// Subscribes `count` observers, then disposes them (in reverse when `reversed`); returns
  /// the subscriber-list work per subscribe and per dispose.
  private static func workPerObserver(
    count: Int, reversed: Bool, subscribe: () -> Disposable, work: () -> Int
  ) -> (subscribe: Double, dispose: Double) {
    let start = work()
    var disposables = (0..<count).map { _ in subscribe() }
    let subscribed = work()
    if reversed { disposables.reverse() }
    for disposable in disposables { disposable.dispose() }
    let disposed = work()
    return (
      Double(subscribed - start) / Double(count), Double(disposed - subscribed) / Double(count)
    )
  }

  @Test(
    "subscribing or disposing one of N live observers writes a bounded number of list slots",
    arguments: [1_000, 16_000], [false, true])
  func workDoesNotGrowWithObservers(count: Int, reversed: Bool) {
    let publish = PublishSubject<Int>()
    let publishWork = Self.workPerObserver(
      count: count, reversed: reversed, subscribe: { publish.subscribe(onNext: { _ in }) },
      work: { publish.subscriberListWork })
    let behavior = BehaviorSubject<Int>(value: 0)
    let behaviorWork = Self.workPerObserver(
      count: count, reversed: reversed, subscribe: { behavior.subscribe(onNext: { _ in }) },
      work: { behavior.subscriberListWork })
    #expect(publishWork.subscribe <= 4)
    #expect(publishWork.dispose <= 4)
    #expect(behaviorWork.subscribe <= 4)
    #expect(behaviorWork.dispose <= 4)
    #expect(!publish.hasObservers)
    #expect(!behavior.hasObservers)
  }

  @Test("an observer that disposes many others during onNext: those after it miss that event")
  func disposeOthersDuringOnNext() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var disposables: [Int: Disposable] = [:]
    for index in 0..<64 {
      disposables[index] = subject.subscribe(onNext: { value in
        log.append("\(index):\(value)")
        if index == 11, value == 1 {
          for odd in stride(from: 1, to: 64, by: 2) { disposables[odd]?.dispose() }
        }
      })
    }
    subject.onNext(1)
    subject.onNext(2)
    let first = (0..<64).filter { $0 <= 11 || $0 % 2 == 0 }.map { "\($0):1" }
    let second = (0..<64).filter { $0 % 2 == 0 }.map { "\($0):2" }
    #expect(log == first + second)
    for disposable in disposables.values { disposable.dispose() }
  }

  @Test("observers subscribed during onNext get the later events, in subscription order")
  func subscribeDuringOnNext() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let bag = DisposeBag()
    for index in 0..<5 {
      subject.subscribe(onNext: { value in
        log.append("\(index):\(value)")
        if index == 2, value == 1 {
          for late in 100..<140 {
            subject.subscribe(onNext: { log.append("\(late):\($0)") }).disposed(by: bag)
          }
        }
      }).disposed(by: bag)
    }
    subject.onNext(1)
    subject.onNext(2)
    let first = (0..<5).map { "\($0):1" }
    let second = (Array(0..<5) + Array(100..<140)).map { "\($0):2" }
    #expect(log == first + second)
  }
}
