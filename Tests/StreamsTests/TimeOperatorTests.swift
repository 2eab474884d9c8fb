import Foundation
import Primitives
import Streams
import Testing

/// Runs `body` at `ticks` (milliseconds) on the virtual clock.
private func at(_ ticks: Int, _ scheduler: SchedulerSpy, _ body: () -> Void) {
  scheduler.advance(to: ticks)
  body()
}

@Suite("Time operators on a virtual clock")
struct TimeOperatorTests {
  @Test("debounce publishes a value once the input is quiet for the due time")
  func debounce() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .milliseconds(100), scheduler: scheduler).subscribe(subscriber)
    at(0, scheduler) { subject.send(1) }
    at(50, scheduler) { subject.send(2) }
    at(200, scheduler) { subject.send(3) }
    at(260, scheduler) { subject.send(4) }
    scheduler.advance(to: 400)
    #expect(subscriber.values == [2, 4])
  }

  @Test("throttle publishes the first value, then the latest in each window")
  func throttleLatest() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true).subscribe(
      subscriber)
    at(0, scheduler) { subject.send(1) }
    at(10, scheduler) { subject.send(2) }
    at(20, scheduler) { subject.send(3) }
    scheduler.advance(to: 150)
    at(300, scheduler) { subject.send(4) }
    scheduler.advance(to: 500)
    #expect(subscriber.values == [1, 3, 4])
  }

  @Test("throttle without latest keeps the first value of each window")
  func throttleFirst() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.throttle(for: .milliseconds(100), scheduler: scheduler, latest: false).subscribe(
      subscriber)
    at(0, scheduler) { subject.send(1) }
    at(10, scheduler) { subject.send(2) }
    at(20, scheduler) { subject.send(3) }
    scheduler.advance(to: 150)
    #expect(subscriber.values == [1, 2])
  }

  @Test("delay shifts every value and the completion")
  func delay() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.delay(for: .milliseconds(30), scheduler: scheduler).subscribe(subscriber)
    at(0, scheduler) { subject.send(1) }
    at(10, scheduler) { subject.send(completion: .finished) }
    scheduler.advance(to: 29)
    #expect(subscriber.values.isEmpty)
    scheduler.advance(to: 30)
    #expect(subscriber.values == [1])
    scheduler.advance(to: 40)
    #expect(subscriber.history.last == "finished")
  }

  @Test("timeout finishes, or fails with the custom error, after a quiet interval")
  func timeout() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.timeout(.milliseconds(50), scheduler: scheduler, customError: { TestError(code: 9) })
      .subscribe(subscriber)
    at(40, scheduler) { subject.send(1) }
    scheduler.advance(to: 200)
    #expect(subscriber.history == ["subscription(Timeout)", "value(1)", "failure(TestError(9))"])
  }

  @Test("collect by time publishes what arrived in each period; by count flushes early")
  func collectByTime() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    subject.collect(.byTimeOrCount(scheduler, .milliseconds(100), 3)).subscribe(subscriber)
    at(10, scheduler) { subject.send(1) }
    at(20, scheduler) { subject.send(2) }
    scheduler.advance(to: 100)
    at(110, scheduler) {
      subject.send(3)
      subject.send(4)
      subject.send(5)
    }
    at(150, scheduler) { subject.send(6) }
    at(160, scheduler) { subject.send(completion: .finished) }
    scheduler.advance(to: 170)
    #expect(subscriber.values == [[1, 2], [3, 4, 5], [6]])
  }

  @Test("measureInterval reports the time between values")
  func measureInterval() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<SchedulerSpy.Stride, Never>()
    subject.measureInterval(using: scheduler).subscribe(subscriber)
    at(10, scheduler) { subject.send(1) }
    at(35, scheduler) { subject.send(2) }
    #expect(subscriber.values.map(scheduler.ticks) == [10, 25])
  }

  @Test("receive(on:) delivers on the scheduler, in order")
  func receiveOn() {
    let scheduler = SchedulerSpy(resolution: 0.001)
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher.receive(on: scheduler).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    scheduler.advance(to: 0)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.history.last == "finished")
  }

  @Test("receive(on: DispatchQueue) hops to the queue")
  func receiveOnDispatchQueue() async {
    let queue = DispatchQueue(label: "receive-on-test")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let values = await withCheckedContinuation { continuation in
      let collected = Locked<[Int?]>([])
      var cancellable: AnyCancellable?
      cancellable = [1, 2].publisher.receive(on: queue).sink(
        receiveCompletion: { _ in
          continuation.resume(returning: collected.withLock { $0 })
          _ = cancellable
        },
        receiveValue: { _ in collected.withLock { $0.append(DispatchQueue.getSpecific(key: key)) } }
      )
    }
    #expect(values == [7, 7])
  }
}
