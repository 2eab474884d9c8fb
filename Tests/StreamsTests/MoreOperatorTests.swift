import Foundation
import Streams
import Testing

@Suite("More operators and erasers")
struct MoreOperatorTests {
  @Test("tryCatch replaces a failure, or fails with what the handler throws")
  func tryCatch() {
    let recovered = Fail<Int, TestError>(error: TestError()).tryCatch { _ in Just(5) }
    #expect(history(recovered) == ["value(5)", "finished"])
    let rethrown = Fail<Int, TestError>(error: TestError()).tryCatch { error -> Just<Int> in
      throw TestError(code: error.code + 1)
    }
    #expect(history(rethrown) == ["failure(TestError(2))"])
  }

  @Test("tryFilter, tryCompactMap, tryRemoveDuplicates and tryFirst fail on a thrown error")
  func tryOperators() {
    let boom = TestError(code: 7)
    #expect(
      history(
        [1, 2].publisher.tryFilter {
          if $0 == 2 { throw boom }
          return true
        }) == ["value(1)", "failure(TestError(7))"])
    #expect(
      history(
        [1, 2].publisher.tryCompactMap {
          if $0 == 2 { throw boom }
          return $0
        }) == ["value(1)", "failure(TestError(7))"])
    #expect(
      history(
        [1, 1, 2].publisher.tryRemoveDuplicates { _, new in
          if new == 2 { throw boom }
          return true
        }) == ["value(1)", "failure(TestError(7))"])
    #expect(
      history(
        [1, 2].publisher.tryFirst {
          if $0 == 1 { throw boom }
          return true
        }) == ["failure(TestError(7))"])
  }

  @Test("AnySubscriber wraps closures and subjects")
  func anySubscriber() {
    var values: [Int] = []
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.unlimited) },
      receiveValue: {
        values.append($0)
        return .none
      },
      receiveCompletion: { _ in values.append(-1) })
    [1, 2].publisher.subscribe(subscriber)
    #expect(values == [1, 2, -1])
    let subject = PassthroughSubject<Int, Never>()
    let recorder = TestSubscriber<Int, Never>()
    subject.subscribe(recorder)
    Just(9).subscribe(AnySubscriber(subject))
    #expect(recorder.values == [9])
  }

  @Test("subscribe(on:) subscribes and requests on the scheduler")
  func subscribeOn() {
    let scheduler = SchedulerSpy()
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.subscribe(on: scheduler).subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    scheduler.advance(to: 0)
    #expect(subscriber.values == [1, 2])
  }

  @Test("the immediate scheduler runs at once; an operation queue runs later")
  func schedulers() {
    var ran = false
    ImmediateScheduler.shared.schedule { ran = true }
    #expect(ran)
    let queue = OperationQueue()
    let done = DispatchSemaphore(value: 0)
    queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) { done.signal() }
    #expect(done.wait(timeout: .now() + 5) == .success)
  }

  @Test("zip and merge of many inputs")
  func manyInputs() {
    #expect(history(Just(1).zip(Just(2), Just(3), Just(4))) == ["value((1, 2, 3, 4))", "finished"])
    let merged = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
    #expect(history(merged.collect()) == ["value([1, 2, 3, 4, 5, 6, 7, 8])", "finished"])
  }

  @Test("assertNoFailure passes values through")
  func assertNoFailurePasses() {
    #expect(
      history(Just(1).setFailureType(to: TestError.self).assertNoFailure()) == [
        "value(1)", "finished",
      ])
  }

  @Test("assertNoFailure traps on a failure")
  func assertNoFailureTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Fail<Int, TestError>(error: TestError()).assertNoFailure("boom").sink { _ in }
    }
  }
}
