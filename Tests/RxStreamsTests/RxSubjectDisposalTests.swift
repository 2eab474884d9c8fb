import RxStreams
import Testing

/// A disposed subject, as in RxSwift: it lets go of its observers, drops every event sent to
/// it afterwards, and answers a new subscription with `RxError.disposed`.
@Suite("Rx subjects after dispose()")
struct RxSubjectDisposalTests {
  /// Records what reaches one subscription.
  private final class Log: @unchecked Sendable {
    var elements: [Int] = []
    var errors: [RxError] = []
    var completions = 0
  }

  private static func subscribe(_ source: Observable<Int>, to log: Log) -> Disposable {
    source.subscribe(
      onNext: { log.elements.append($0) },
      onError: { log.errors.append(($0 as? RxError) ?? .unknown) },
      onCompleted: { log.completions += 1 })
  }

  @Test("a disposed PublishSubject delivers nothing more to the observers it had")
  func publishSubjectDropsEventsAfterDispose() {
    let subject = PublishSubject<Int>()
    let handlers = Log()
    let observer = Log()
    let mapped = Log()
    _ = Self.subscribe(subject, to: handlers)
    _ = subject.subscribe(
      AnyObserver<Int> { event in
        switch event {
        case .next(let value): observer.elements.append(value)
        case .error: observer.errors.append(.unknown)
        case .completed: observer.completions += 1
        }
      })
    _ = Self.subscribe(subject.map { $0 * 10 }, to: mapped)
    subject.onNext(1)
    subject.dispose()
    #expect(!subject.hasObservers)
    subject.onNext(2)
    subject.on(.next(3))
    subject.onCompleted()
    #expect(handlers.elements == [1])
    #expect(observer.elements == [1])
    #expect(mapped.elements == [10])
    #expect(handlers.completions + observer.completions + mapped.completions == 0)
  }

  @Test("a disposed PublishSubject answers a new subscription with a disposed error")
  func publishSubjectRefusesNewObservers() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    let late = Log()
    _ = Self.subscribe(subject, to: late)
    subject.onNext(1)
    #expect(late.elements.isEmpty)
    #expect(late.errors == [.disposed(object: "PublishSubject")])
  }

  @Test("a disposed BehaviorSubject delivers nothing more to the observers it had")
  func behaviorSubjectDropsEventsAfterDispose() {
    let subject = BehaviorSubject(value: 0)
    let handlers = Log()
    _ = Self.subscribe(subject, to: handlers)
    subject.onNext(1)
    subject.dispose()
    #expect(!subject.hasObservers)
    subject.onNext(2)
    subject.onCompleted()
    #expect(handlers.elements == [0, 1])
    #expect(handlers.completions == 0)
    #expect(throws: RxError.disposed(object: "BehaviorSubject")) { try subject.value() }
  }
}
