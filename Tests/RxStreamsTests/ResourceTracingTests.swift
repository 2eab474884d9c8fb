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

    @Test(
      "a Driver that fails over to a value is let go once it ends, with its serial queue's count")
    func failedDriverReleased() {
      let start = Resources.total
      let queue = DispatchQueue(label: "ResourceTracingTests.failedDriver")
      let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "driver")
      do {
        let source = PublishSubject<Int>()
        var made: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
          made = source.asDriver(onErrorJustReturn: -1)
        }
        guard let driver = made else { return }
        #expect(Resources.numberOfSerialDispatchQueueObservables == 1)
        // The observer keeps the disposable of its own subscription, as RxSwift's Driver tests
        // do; the source fails on this thread while the Driver delivers on the queue.
        let subscription = SingleAssignmentDisposable()
        let ended = DispatchSemaphore(value: 0)
        var received: [Int] = []
        subscription.setDisposable(
          driver.asObservable().subscribe { event in
            withExtendedLifetime(subscription) {}
            if case .next(let value) = event { received.append(value) }
            if event.isStopEvent { ended.signal() }
          })
        source.onNext(1)
        source.on(.error(RxError.unknown))
        ended.wait()
        // The queue's work item that delivered the end has returned.
        queue.sync {}
        #expect(received == [1, -1])
      }
      #expect(Resources.numberOfSerialDispatchQueueObservables == 0)
      #expect(Resources.total == start)
    }

    /// `[just(start), [just(start + 1), […].concat()].concat()].concat()`, endlessly. Each
    /// element is sent on the trampoline, once subscribing has returned, so that `take` has
    /// the subscription it disposes before the elements it counts arrive.
    private func countingUp(from start: Int, knownCount: Bool) -> Observable<Int> {
      let sources = [0, 1].lazy.map { index in
        index == 0
          ? Observable.just(start, scheduler: CurrentThreadScheduler.instance)
          : countingUp(from: start + 1, knownCount: knownCount)
      }
      return knownCount ? Observable.concat(sources) : Observable.concat(AnySequence(sources))
    }

    @Test("a concatenation that ends in another takes its sources in place of subscribing to it")
    func tailConcatenation() {
      maxTailRecursiveSinkStackSize = 0
      var received: [Int] = []
      _ = countingUp(from: 0, knownCount: true).take(100).subscribe(onNext: { received.append($0) })
      #expect(received == Array(0..<100))
      // Each finished collection is dropped before its last source runs: one iterator at most.
      #expect(maxTailRecursiveSinkStackSize == 1)

      maxTailRecursiveSinkStackSize = 0
      received = []
      _ = countingUp(from: 0, knownCount: false).take(100)
        .subscribe(onNext: { received.append($0) })
      #expect(received == Array(0..<100))
      // A sequence of unknown length cannot be known finished before it says so: one each.
      #expect(maxTailRecursiveSinkStackSize > 10)
    }
  }
#endif
