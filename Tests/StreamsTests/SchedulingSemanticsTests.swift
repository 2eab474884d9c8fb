import Dispatch
import Foundation
import Primitives
import Streams
import Testing

/// receive(on:), subscribe(on:), DispatchQueue's time arithmetic and `values`, as Combine
/// behaves.
@Suite("receive(on:), subscribe(on:) and DispatchQueue time as in Combine")
struct SchedulingSemanticsTests {
  typealias Upstream = ManualPublisher<Int, TestError>

  @Test("receive(on:) passes requests through (zero too) and schedules every value, demand or not")
  func receiveOnDemand() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none, demandPerValue: .max(2))
    upstream.receive(on: scheduler).subscribe(subscriber)
    #expect(subscriber.history == ["subscription(ReceiveOn)"])
    subscriber.request(.none)
    subscriber.request(.max(3))
    #expect(upstream.probe.events == [.requested(.none), .requested(.max(3))])

    #expect(upstream.send(1) == .none)
    #expect(scheduler.calls == ["schedule"])
    #expect(subscriber.values.isEmpty)
    scheduler.advance(to: 0)
    #expect(subscriber.values == [1])
    // What the delivery returned is asked of the upstream.
    #expect(upstream.probe.events.last == .requested(.max(2)))
  }

  @Test("receive(on:) still delivers a completion on its way after a cancel, and values before it")
  func receiveOnCompletion() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demandPerValue: .max(1))
    upstream.receive(on: scheduler).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .finished)
    upstream.send(2)
    upstream.send(completion: .failure(TestError()))
    #expect(scheduler.calls == ["schedule", "schedule"])
    subscriber.cancel()
    scheduler.advance(to: 0)
    #expect(subscriber.history.dropFirst() == ["value(1)", "finished"])
    #expect(!upstream.probe.isCancelled)
  }

  @Test("receive(on:) cancelled before the upstream subscribes leaves that subscription alone")
  func receiveOnEarlyCancel() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream(subscribesAtOnce: false)
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    upstream.receive(on: scheduler).subscribe(subscriber)
    (upstream.subscriber as? any Subscription)?.cancel()
    upstream.sendSubscription(upstream.probe)
    #expect(upstream.probe.events.isEmpty)
  }

  @Test(
    "subscribe(on:) subscribes, requests and cancels through the scheduler; values come at once")
  func subscribeOn() {
    let scheduler = SchedulerSpy()
    let upstream = Upstream()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
    upstream.subscribe(on: scheduler).subscribe(subscriber)
    #expect(upstream.subscribeCount == 0)
    scheduler.advance(to: 0)
    #expect(upstream.subscribeCount == 1)
    #expect(upstream.probe.events == [.requested(.max(2))])
    subscriber.request(.none)
    #expect(upstream.probe.events == [.requested(.max(2))])
    scheduler.advance(to: 0)
    #expect(upstream.probe.events == [.requested(.max(2)), .requested(.none)])

    #expect(upstream.send(5) == .none)
    #expect(subscriber.values == [5])

    subscriber.cancel()
    #expect(upstream.send(6) == .none)
    #expect(!upstream.probe.isCancelled)
    scheduler.advance(to: 0)
    #expect(upstream.probe.isCancelled)
    #expect(subscriber.values == [5])
  }

  @Test(
    "subscribe(on:) on a scheduler that runs at once traps on an upstream asking inside its own request"
  )
  func subscribeOnRecursiveRequestTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      upstream.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
      upstream.probe.onRequest = { _ in subscriber.request(.max(1)) }
      subscriber.request(.max(1))
    }
  }

  @Test("DispatchQueue time distances saturate and never trap")
  func dispatchDistances() {
    typealias Time = DispatchQueue.SchedulerTimeType
    let early = Time(DispatchTime(uptimeNanoseconds: 10_000))
    let late = Time(DispatchTime(uptimeNanoseconds: 10_431))
    #expect(early.distance(to: late) == .nanoseconds(431))
    #expect(late.distance(to: early) == .nanoseconds(-431))
    let future = Time(.distantFuture)
    #expect(early.distance(to: future) == .nanoseconds(.max))
    #expect(future.distance(to: early) == .nanoseconds(.max))
    #expect(early.advanced(by: .nanoseconds(.max)) == future)
    #expect(early.advanced(by: .nanoseconds(-220)).dispatchTime.uptimeNanoseconds == 9780)
    // Before the start of the clock is the earliest time, never "now" (raw value 0).
    let first = Time(DispatchTime(uptimeNanoseconds: 1))
    #expect(first.advanced(by: .nanoseconds(-1000)).dispatchTime.rawValue == 1)
  }

  @Test(
    "DispatchQueue strides convert with saturation; literals are seconds; products are in seconds")
  func dispatchStrides() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Stride.seconds(Int.max).magnitude == .max)
    #expect(Stride.milliseconds(Int.min).magnitude == .min)
    #expect(Stride(.microseconds(.max)).magnitude == .max)
    #expect(Stride.seconds(Double(Int.max) / 1e9).magnitude == .max)
    #expect(Stride.seconds(1.2).magnitude == 1_200_000_000)
    #expect((2 as Stride).magnitude == 2_000_000_000)
    #expect(Stride(exactly: UInt64.max) == nil)
    #expect((Stride.nanoseconds(18) * .microseconds(1)).magnitude == 0)
    #expect((Stride.seconds(2) * .seconds(3)).magnitude == 6_000_000_000)
    #expect((Stride.seconds(Int.max / 1_000_000_000) * .seconds(10)).magnitude == .max)
  }

  @Test("DispatchQueue strides and times encode as Combine's")
  func dispatchCoding() throws {
    struct Wrapper<Value: Codable>: Codable { var value: Value }
    let encoder = JSONEncoder()
    let stride = Wrapper(value: DispatchQueue.SchedulerTimeType.Stride.nanoseconds(419_872))
    #expect(
      String(decoding: try encoder.encode(stride), as: UTF8.self)
        == #"{"value":{"_nanoseconds":419872}}"#)
    let time = Wrapper(value: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 42)))
    let data = try encoder.encode(time)
    #expect(String(decoding: data, as: UTF8.self) == #"{"value":42}"#)
    let decoded = try JSONDecoder().decode(
      Wrapper<DispatchQueue.SchedulerTimeType>.self, from: data)
    #expect(decoded.value == time.value)
  }
}

@Suite("values as Combine's async publishers")
struct AsyncValuesSemanticsTests {
  @Test("the iterator subscribes when made and asks for one value per next()")
  func subscribesWhenMade() async {
    let upstream = ManualPublisher<Int, Never>()
    let values = upstream.values
    #expect(upstream.subscribeCount == 0)
    var iterator = values.makeAsyncIterator()
    #expect(upstream.subscribeCount == 1)
    #expect(upstream.probe.events.isEmpty)
    upstream.probe.onRequest = { _ in upstream.send(7) }
    let first = await iterator.next()
    #expect(first == 7)
    #expect(upstream.probe.events == [.requested(.max(1))])
  }

  @Test("next() calls waiting for the subscription are asked for when it comes, none lost")
  func pendingDemand() async {
    let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
    // The iterator's copies share state that is safe to use from several tasks.
    let iterator = UncheckedBox(upstream.values.makeAsyncIterator())
    let results = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<2 {
        group.addTask {
          var copy = iterator.value
          return await copy.next()
        }
      }
      upstream.sendSubscription(upstream.probe)
      // Calls made before the subscription are asked for in one request when it comes,
      // later ones one by one: either way two values are asked for in all.
      while upstream.probe.requested != .max(2) { await Task.yield() }
      upstream.send(1)
      upstream.send(2)
      return await group.reduce(into: [Int]()) { if let value = $1 { $0.append(value) } }
    }
    #expect(results.sorted() == [1, 2])
  }

  @Test("a failure is thrown once, then next() returns nil; the error is not kept")
  func failureOnce() async throws {
    let subject = PassthroughSubject<Int, TestError>()
    var iterator = subject.values.makeAsyncIterator()
    subject.send(completion: .failure(TestError(code: 5)))
    await #expect(throws: TestError(code: 5)) { try await iterator.next() }
    let after = try await iterator.next()
    #expect(after == nil)
  }

  @Test("cancelling the waiting task ends every waiting next() with nil and cancels the upstream")
  func cancellation() async {
    let upstream = ManualPublisher<Int, Never>()
    // The iterator's copies share state that is safe to use from several tasks.
    let iterator = UncheckedBox(upstream.values.makeAsyncIterator())
    let task = Task {
      var copy = iterator.value
      return await copy.next()
    }
    while upstream.probe.events.isEmpty { await Task.yield() }
    task.cancel()
    let result = await task.value
    #expect(result == nil)
    #expect(upstream.probe.isCancelled)
    var copy = iterator.value
    let later = await copy.next()
    #expect(later == nil)
  }

  @Test("a value nobody asked for is a broken contract and traps")
  func unrequestedValueTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, Never>()
      let iterator = upstream.values.makeAsyncIterator()
      upstream.send(1)
      withExtendedLifetime(iterator) {}
    }
  }
}
