import Foundation
import RxStreams
import StreamsTesting
import Testing

/// Where Driver and Signal deliver, and the order of nested work on the main scheduler.
///
/// Part of the serialized `SharedSequenceTests`: `SharingScheduler` is global, so a test that
/// mocks it, or makes a `Driver` expecting the main scheduler, must not run while another
/// suite has it mocked (the mocks would also restore each other's schedulers out of order).
extension SharedSequenceTests {
  @Suite("sharing scheduler and main scheduler")
  struct Scheduling {
    @Test("a Driver delivers on the main thread unless the sharing scheduler is mocked")
    func driverDeliversOnMain() throws {
      // The wait is a bound for a stuck test, not a measure: a loaded machine (the whole suite
      // in parallel) can keep the main thread from delivering within a second.
      #expect(
        try Observable.just(1).asDriver(onErrorJustReturn: 0).asObservable()
          .toBlocking(timeout: 30).first() == 1)
    }

    @Test("SharingScheduler.mock swaps the scheduler Driver delivers on, and restores it")
    func mockedDriver() {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([Recorded.next(210, 1), .next(220, 2)])
      var driven: [Int] = []
      SharingScheduler.mock(scheduler: scheduler) {
        #expect(SharingScheduler.make() as AnyObject === scheduler)
        _ = xs.asDriver(onErrorJustReturn: -1).drive(onNext: { driven.append($0) })
      }
      #expect(SharingScheduler.make() is MainScheduler)
      scheduler.advanceTo(215)
      #expect(driven == [1])
      scheduler.start()
      #expect(driven == [1, 2])
    }

    @Test("SharingScheduler.mock restores the scheduler when its body throws")
    func mockRestoresOnThrow() {
      struct Boom: Error {}
      #expect(throws: Boom.self) {
        try SharingScheduler.mock(
          makeScheduler: { TestScheduler(initialClock: 0) }, action: { throw Boom() })
      }
      #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test("work scheduled on the main scheduler from inside main-scheduler work runs after it")
    @MainActor
    func mainSchedulerNestedFIFO() async {
      var order: [String] = []
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        _ = MainScheduler.instance.schedule(()) { _ in
          order.append("outer start")
          _ = MainScheduler.instance.schedule(()) { _ in
            order.append("nested")
            done.resume()
            return Disposables.create()
          }
          order.append("outer end")
          return Disposables.create()
        }
      }
      #expect(order == ["outer start", "outer end", "nested"])
    }
  }
}
