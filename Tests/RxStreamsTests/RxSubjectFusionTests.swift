import RxStreams
import Testing

/// `subscribe(onNext:…)` on a map (and filter) of a subject runs as one fused sink: it must
/// behave exactly as the operators do one by one.
@Suite("Rx subject → map → filter → subscribe, fused")
struct RxSubjectFusionTests {
  private struct Failure: Error, Equatable { let value: Int }

  @Test("elements are mapped and filtered; the end and disposal behave as unfused")
  func mapsAndFilters() {
    for relay in [false, true] {
      let subject = PublishSubject<Int>()
      let publishRelay = PublishRelay<Int>()
      let source: Observable<Int> = relay ? publishRelay.asObservable() : subject
      var seen: [Int] = []
      var completed = 0
      var disposed = 0
      let subscription = source.map { $0 * 10 }.filter { $0 % 20 == 0 }
        .subscribe(
          onNext: { seen.append($0) }, onCompleted: { completed += 1 },
          onDisposed: { disposed += 1 })
      for value in 1...4 {
        if relay { publishRelay.accept(value) } else { subject.onNext(value) }
      }
      #expect(seen == [20, 40])
      if relay {
        subscription.dispose()
        publishRelay.accept(6)
        #expect(seen == [20, 40])
      } else {
        subject.onCompleted()
        subject.onNext(6)
        #expect(completed == 1)
      }
      #expect(disposed == 1)
    }
  }

  @Test("a throwing step sends its error once and stops, in map and in filter")
  func throwingSteps() {
    for throwInFilter in [false, true] {
      let subject = PublishSubject<Int>()
      var seen: [Int] = []
      var errors: [Failure] = []
      var disposed = 0
      _ = subject.map { value -> Int in
        if !throwInFilter, value == 2 { throw Failure(value: value) }
        return value
      }
      .filter { value in
        if throwInFilter, value == 2 { throw Failure(value: value) }
        return true
      }
      .subscribe(
        onNext: { seen.append($0) },
        onError: { errors.append($0 as? Failure ?? Failure(value: -1)) },
        onDisposed: { disposed += 1 })
      for value in 1...3 { subject.onNext(value) }
      #expect(seen == [1])
      #expect(errors == [Failure(value: 2)])
      #expect(disposed == 1)
      #expect(!subject.hasObservers)
    }
  }

  @Test("a map of a disposed subject reports the disposal, as subscribing to it does")
  func disposedSubject() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    var errors: [RxError] = []
    _ = subject.map { $0 + 1 }.subscribe(onError: { errors.append($0 as? RxError ?? .unknown) })
    #expect(errors == [.disposed(object: "PublishSubject")])
  }

  @Test("a completed subject completes a late fused subscriber at once")
  func lateSubscriber() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    var completed = false
    _ = subject.map { $0 }.filter { _ in true }.subscribe(onCompleted: { completed = true })
    #expect(completed)
  }
}
