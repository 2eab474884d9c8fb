#if TRACE_RESOURCES
  import Foundation
  import RxStreams
  import Testing

  /// RxSwift's leak tracing, built with `-D TRACE_RESOURCES`: what a subscription makes is
  /// counted until it is released. The count is the whole process's, so these tests need it
  /// to themselves: they run when `RXSTREAMS_TRACE_TESTS=1` says nothing else runs, as in
  /// `.ci/run`: `RXSTREAMS_TRACE_TESTS=1 swift test -Xswiftc -DTRACE_RESOURCES
  /// --build-path .build/trace --filter ResourceTracingTests`.
  @Suite(
    "Resources.total counts what subscriptions make, until they let it go", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["RXSTREAMS_TRACE_TESTS"] == "1"))
  struct ResourceTracingTests {
    @Test("a chain that completes releases everything it counted")
    func completedChain() {
      let start = Resources.total
      do {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }
          .subscribe(onNext: { received.append($0) })
        #expect(received == [4, 6])
      }
      #expect(Resources.total == start)
    }

    @Test("a live subscription is counted; disposing it releases what it held")
    func liveSubscription() {
      let start = Resources.total
      do {
        let subject = PublishSubject<Int>()
        let disposable = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        #expect(Resources.total > start)
        disposable.dispose()
      }
      #expect(Resources.total == start)
    }

    @Test("a disposable kept alive is seen as a leak")
    func keptDisposable() {
      let start = Resources.total
      do {
        let bag = DisposeBag()
        Observable<Int>.never().subscribe().disposed(by: bag)
        #expect(Resources.total > start, "the never-ending subscription is alive in the bag")
      }
      #expect(Resources.total == start)
    }

    @Test("the hooks RxSwift's tests call count as RxSwift's do")
    func hooks() {
      let start = Resources.total
      #expect(Resources.incrementTotal() == start + 1)
      #expect(Resources.total == start + 1)
      #expect(Resources.decrementTotal() == start)
    }

    @Test("an observable delivering on a serial queue is counted while it lives")
    func serialQueueObservables() {
      #expect(Resources.numberOfSerialDispatchQueueObservables == 0)
      do {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let observable = Observable.just(1).observe(on: scheduler)
        #expect(Resources.numberOfSerialDispatchQueueObservables == 1)
        withExtendedLifetime(observable) {}
      }
      #expect(Resources.numberOfSerialDispatchQueueObservables == 0)
    }
  }
#endif
