import Foundation
import RxStreams
import StreamsTesting
import Testing

/// Where Driver and Signal deliver, and the order of nested work on the main scheduler.
@Suite("Rx sharing scheduler and main scheduler", .serialized)
struct RxSchedulingRulesTests {
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
