import Dispatch
import Foundation
import Primitives
import Streams
import Testing

/// flatMap, switchToLatest, drop(untilOutputFrom:) and prefix(untilOutputFrom:) as Combine
/// counts demand, orders cancellation and ends.
@Suite("flatMap's demand and ending")
struct FlatMapSemanticsTests {
  typealias Child = ManualPublisher<Int, TestError>

  @Test("the upstream is asked for maxPublishers, and for one more as each child finishes")
  func upstreamDemand() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.flatMap(maxPublishers: .max(2)) { $0 }.subscribe(subscriber)
    #expect(upstream.probe.events == [.requested(.max(2))])

    let first = Child()
    upstream.send(first)
    first.send(completion: .finished)
    #expect(upstream.probe.events == [.requested(.max(2)), .requested(.max(1))])

    upstream.send(completion: .finished)
    #expect(subscriber.history == ["subscription(FlatMap)", "finished"])
  }

  @Test("the downstream gets its subscription before the upstream is subscribed")
  func subscriptionFirst() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    upstream.onSubscribe = { #expect(subscriber.history == ["subscription(FlatMap)"]) }
    upstream.flatMap { $0 }.subscribe(subscriber)
    #expect(upstream.subscribeCount == 1)
    #expect(upstream.probe.events == [.requested(.unlimited)])
  }

  @Test("with limited demand each child is asked for one value, and for one more per value sent")
  func childDemandWhenLimited() throws {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    #expect(child.probe.events == [.requested(.max(1))])

    #expect(child.send(10) == .max(1))
    #expect(child.send(11) == .max(1))
    // No demand left: the value waits, and the child is not asked for more.
    #expect(child.send(12) == .none)
    #expect(child.send(13) == .none)
    #expect(subscriber.values == [10, 11])

    // Each queued value that goes out asks its child for one more.
    subscriber.request(.max(5))
    #expect(subscriber.values == [10, 11, 12, 13])
    #expect(child.probe.requested == .max(3))
  }

  @Test("once demand is unlimited every child is asked for everything")
  func childDemandWhenUnlimited() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    subscriber.request(.unlimited)
    #expect(child.probe.events == [.requested(.max(1)), .requested(.unlimited)])
    #expect(child.send(1) == .none)

    let late = Child()
    upstream.send(late)
    #expect(late.probe.events == [.requested(.unlimited)])
  }

  @Test("it does not finish while values wait for demand")
  func finishesAfterQueueDrains() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    child.send(1)
    child.send(2)
    upstream.send(completion: .finished)
    child.send(completion: .finished)
    #expect(subscriber.history == ["subscription(FlatMap)", "value(1)"])

    subscriber.request(.max(1))
    #expect(subscriber.history == ["subscription(FlatMap)", "value(1)", "value(2)", "finished"])
  }

  @Test("a child still subscribing keeps the stream open after the upstream finishes")
  func pendingChildKeepsItOpen() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child(subscribesAtOnce: false)
    upstream.send(child)
    upstream.send(completion: .finished)
    #expect(subscriber.history == ["subscription(FlatMap)"])

    child.sendSubscription(child.probe)
    child.send(completion: .finished)
    #expect(subscriber.history == ["subscription(FlatMap)", "finished"])
  }

  @Test("a child's failure cancels the other children, not the upstream, and drops the queue")
  func childFailure() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    upstream.flatMap { $0 }.subscribe(subscriber)
    let (a, b, c) = (Child(), Child(), Child())
    for child in [a, b, c] { upstream.send(child) }
    a.send(1)
    b.send(completion: .failure(TestError(code: 7)))
    #expect(a.probe.isCancelled && c.probe.isCancelled)
    #expect(!b.probe.isCancelled)
    #expect(!upstream.probe.isCancelled)
    #expect(subscriber.history == ["subscription(FlatMap)", "failure(TestError(7))"])

    // Later publishers from the upstream are not subscribed to.
    let late = Child()
    upstream.send(late)
    #expect(late.subscribeCount == 0)
  }

  @Test("the upstream's failure cancels every child before it reaches the downstream")
  func upstreamFailure() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    child.probe.onCancel = { #expect(subscriber.history == ["subscription(FlatMap)"]) }
    upstream.send(completion: .failure(TestError()))
    upstream.send(completion: .failure(TestError()))
    #expect(child.probe.isCancelled)
    #expect(subscriber.history == ["subscription(FlatMap)", "failure(TestError(1))"])
  }

  @Test("cancelling cancels the children first, then the upstream, once")
  func cancelOrder() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.flatMap { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    upstream.probe.onCancel = { #expect(child.probe.isCancelled) }
    subscriber.cancel()
    subscriber.cancel()
    #expect(child.probe.events == [.requested(.unlimited), .cancelled])
    #expect(upstream.probe.events == [.requested(.unlimited), .cancelled])
  }

  @Test("a child sending from inside the downstream's receive is delivered at once")
  func reentrantChild() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
    upstream.flatMap { $0 }.subscribe(subscriber)
    let (a, b) = (Child(), Child())
    upstream.send(a)
    upstream.send(b)
    subscriber.onValue = { if $0 == 1 { b.send(2) } }
    #expect(a.send(1) == .max(1))
    #expect(subscriber.values == [1, 2])
  }

  @Test("demand asked for from inside receive adds to the count without sending at once")
  func reentrantRequest() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    upstream.flatMap(maxPublishers: .max(1)) { $0 }.subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    subscriber.onValue = { if $0 == 0 { subscriber.request(.max(2)) } }
    #expect(child.send(0) == .max(1))
    #expect(child.send(1) == .max(1))
    #expect(child.send(2) == .max(1))
    #expect(child.send(3) == .none)
    #expect(subscriber.values == [0, 1, 2])
  }

  @Test("many children on many threads: every value arrives, never two at once")
  func concurrentChildren() async {
    let subject = PassthroughSubject<Int, Never>()
    let inFlight = Locked(0)
    let overlapped = Locked(false)
    let received = Locked(0)
    let done = DispatchSemaphore(value: 0)
    let cancellable = subject.flatMap { seed in
      (0..<500).publisher.map { seed * 1000 + $0 }.subscribe(on: DispatchQueue.global())
    }
    .sink(
      receiveCompletion: { _ in done.signal() },
      receiveValue: { _ in
        if inFlight.withLock({
          $0 += 1
          return $0
        }) > 1 {
          overlapped.withLock { $0 = true }
        }
        received.withLock { $0 += 1 }
        inFlight.withLock { $0 -= 1 }
      })
    for seed in 0..<8 { subject.send(seed) }
    subject.send(completion: .finished)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        done.wait()
        continuation.resume()
      }
    }
    #expect(received.withLock { $0 } == 4000)
    #expect(!overlapped.withLock { $0 })
    cancellable.cancel()
  }
}

@Suite("switchToLatest's demand and ending")
struct SwitchToLatestSemanticsTests {
  typealias Child = ManualPublisher<Int, TestError>

  @Test("the current child is asked for the outstanding demand, and later requests go to it")
  func demandPassesThrough() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none, demandPerValue: .max(2))
    upstream.switchToLatest().subscribe(subscriber)
    #expect(upstream.probe.events == [.requested(.unlimited)])
    subscriber.request(.max(3))

    let first = Child()
    upstream.send(first)
    #expect(first.probe.events == [.requested(.max(3))])
    // The child's receive returns what the downstream returned, and that adds to the count.
    #expect(first.send(1) == .max(2))

    let second = Child()
    upstream.send(second)
    #expect(first.probe.isCancelled)
    #expect(second.probe.events == [.requested(.max(4))])
    subscriber.request(.max(5))
    #expect(second.probe.events == [.requested(.max(4)), .requested(.max(5))])
  }

  @Test("values from a replaced child are ignored")
  func latestOnly() {
    let upstream = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.switchToLatest().subscribe(subscriber)
    let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    upstream.send(a)
    upstream.send(b)
    a.send(1)
    b.send(2)
    #expect(subscriber.values == [2])
  }

  @Test("a value beyond the downstream's demand is a broken contract and traps")
  func unrequestedValueTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<ManualPublisher<Int, Never>, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      upstream.switchToLatest().subscribe(subscriber)
      let child = ManualPublisher<Int, Never>()
      upstream.send(child)
      child.send(1)
    }
  }

  @Test("it finishes when the upstream and the current child have finished, in either order")
  func finishing() {
    for childFirst in [true, false] {
      let upstream = ManualPublisher<Child, TestError>()
      let subscriber = TestSubscriber<Int, TestError>()
      upstream.switchToLatest().subscribe(subscriber)
      let child = Child()
      upstream.send(child)
      if childFirst {
        child.send(completion: .finished)
      } else {
        upstream.send(completion: .finished)
      }
      #expect(subscriber.history == ["subscription(SwitchToLatest)"])
      if childFirst {
        upstream.send(completion: .finished)
      } else {
        child.send(completion: .finished)
      }
      #expect(subscriber.history == ["subscription(SwitchToLatest)", "finished"])
    }
  }

  @Test("a child's failure cancels the upstream; the upstream's failure cancels the child")
  func failures() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.switchToLatest().subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    child.send(completion: .failure(TestError(code: 2)))
    #expect(upstream.probe.isCancelled)
    #expect(!child.probe.isCancelled)
    #expect(child.send(5) == .none)
    #expect(subscriber.history == ["subscription(SwitchToLatest)", "failure(TestError(2))"])

    let other = ManualPublisher<Child, TestError>()
    let second = TestSubscriber<Int, TestError>()
    other.switchToLatest().subscribe(second)
    let inner = Child()
    other.send(inner)
    other.send(completion: .failure(TestError(code: 3)))
    #expect(inner.probe.isCancelled)
    #expect(!other.probe.isCancelled)
    #expect(second.history == ["subscription(SwitchToLatest)", "failure(TestError(3))"])
  }

  @Test("cancelling cancels the child first, then the upstream")
  func cancelOrder() {
    let upstream = ManualPublisher<Child, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.switchToLatest().subscribe(subscriber)
    let child = Child()
    upstream.send(child)
    upstream.probe.onCancel = { #expect(child.probe.isCancelled) }
    subscriber.cancel()
    subscriber.cancel()
    #expect(upstream.probe.events == [.requested(.unlimited), .cancelled])
    #expect(child.probe.events == [.requested(.unlimited), .cancelled])
  }
}

@Suite("drop(untilOutputFrom:) and prefix(untilOutputFrom:) as Combine orders them")
struct TriggerSemanticsTests {
  @Test("drop: the trigger is subscribed first, asked for one value, and let go after it")
  func dropTrigger() {
    let upstream = ManualPublisher<Int, TestError>()
    let trigger = ManualPublisher<Void, TestError>()
    upstream.onSubscribe = { #expect(trigger.subscribeCount == 1) }
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(4), demandPerValue: .max(1))
    upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(trigger.probe.events == [.requested(.max(1))])
    #expect(upstream.probe.events == [.requested(.max(4))])

    #expect(upstream.send(1) == .none)
    trigger.send(())
    #expect(upstream.send(2) == .max(1))
    trigger.send(completion: .failure(TestError()))
    #expect(subscriber.history == ["subscription(DropUntilOutput)", "value(2)"])
    #expect(!trigger.probe.isCancelled)
  }

  @Test("drop: a trigger that ends first cancels the upstream and passes its completion on")
  func dropTriggerEndsFirst() {
    let upstream = ManualPublisher<Int, TestError>()
    let trigger = ManualPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(completion: .failure(TestError(code: 4)))
    #expect(upstream.probe.isCancelled)
    #expect(subscriber.history == ["subscription(DropUntilOutput)", "failure(TestError(4))"])
  }

  @Test("drop: demand asked for before the upstream subscribes is passed on when it does")
  func dropLateSubscription() {
    let upstream = ManualPublisher<Int, Never>(subscribesAtOnce: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    upstream.drop(untilOutputFrom: Just(())).subscribe(subscriber)
    subscriber.request(.max(2))
    upstream.sendSubscription(upstream.probe)
    #expect(upstream.probe.events == [.requested(.max(5))])
  }

  @Test("drop: cancelling cancels the upstream, then the trigger")
  func dropCancel() {
    let upstream = ManualPublisher<Int, TestError>()
    let trigger = ManualPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.probe.onCancel = { #expect(upstream.probe.isCancelled) }
    subscriber.cancel()
    #expect(trigger.probe.isCancelled)
  }

  @Test("drop: an upstream value nobody asked for traps")
  func dropUnrequestedTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ManualPublisher<Int, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      upstream.drop(untilOutputFrom: Empty<Void, Never>(completeImmediately: false))
        .subscribe(subscriber)
      upstream.send(1)
    }
  }

  @Test("prefix: the trigger's value cancels the upstream, then finishes the downstream")
  func prefixTrigger() {
    let upstream = ManualPublisher<Int, TestError>()
    let trigger = ManualPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(3), demandPerValue: .max(1))
    upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(trigger.probe.events == [.requested(.max(1))])
    #expect(upstream.send(1) == .max(1))
    upstream.probe.onCancel = { #expect(subscriber.values == [1] && subscriber.history.count == 2) }
    trigger.send(())
    #expect(upstream.probe.isCancelled)
    #expect(!trigger.probe.isCancelled)
    #expect(subscriber.history.last == "finished")
    #expect(upstream.send(2) == .none)
    #expect(subscriber.values == [1])
  }

  @Test("prefix: a trigger that ends without a value changes nothing")
  func prefixTriggerEnds() {
    let upstream = ManualPublisher<Int, TestError>()
    let trigger = ManualPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(completion: .failure(TestError()))
    trigger.send(())
    upstream.send(1)
    #expect(subscriber.values == [1])
    #expect(subscriber.history.count == 2)
  }

  @Test(
    "prefix: the downstream is subscribed when the upstream is; the upstream ending cancels the trigger"
  )
  func prefixUpstreamEnds() {
    let upstream = ManualPublisher<Int, TestError>(subscribesAtOnce: false)
    let trigger = ManualPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(subscriber.history.isEmpty)
    upstream.sendSubscription(upstream.probe)
    #expect(subscriber.history.count == 1)
    upstream.send(completion: .finished)
    #expect(trigger.probe.isCancelled)
    #expect(subscriber.history.last == "finished")
  }
}

/// `flatMap` takes a shorter way for `Just` children (no subscription object, no entry among
/// the children); these run the same script through `Just` and through a type-erased `Just`,
/// which takes the general way, and expect the same history from both.
@Suite("flatMap's Just children behave as any child that sends at once")
struct FlatMapJustChildTests {
  /// What the downstream and the upstream saw.
  struct Run: Equatable {
    var downstream: [String]
    var upstream: [String]
  }

  /// Runs `script` on `flatMap(maxPublishers:)` whose children are `Just`, erased or not.
  func run(
    erased: Bool, maxPublishers: Subscribers.Demand = .unlimited,
    demand: Subscribers.Demand, demandPerValue: Subscribers.Demand = .none,
    _ script: (ManualPublisher<Int, Never>, TestSubscriber<Int, Never>) -> Void
  ) -> Run {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: demand, demandPerValue: demandPerValue)
    if erased {
      upstream.flatMap(maxPublishers: maxPublishers) { Just($0).eraseToAnyPublisher() }
        .subscribe(subscriber)
    } else {
      upstream.flatMap(maxPublishers: maxPublishers) { Just($0) }.subscribe(subscriber)
    }
    script(upstream, subscriber)
    return Run(
      downstream: subscriber.history, upstream: upstream.probe.events.map { "\($0)" })
  }

  @Test("unlimited demand: each value goes straight through, and the end follows the upstream's")
  func unlimited() {
    let script = { (upstream: ManualPublisher<Int, Never>, _: TestSubscriber<Int, Never>) in
      for value in 1...3 { _ = upstream.send(value) }
      upstream.send(completion: .finished)
    }
    let fast = run(erased: false, demand: .unlimited, script)
    #expect(fast == run(erased: true, demand: .unlimited, script))
    #expect(fast.downstream.suffix(4) == ["value(1)", "value(2)", "value(3)", "finished"])
  }

  @Test("limited demand: values past it wait, in order, and are sent as demand comes")
  func limited() {
    let script = {
      (upstream: ManualPublisher<Int, Never>, subscriber: TestSubscriber<Int, Never>) in
      for value in 1...4 { _ = upstream.send(value) }
      upstream.send(completion: .finished)
      subscriber.subscription?.request(.max(1))
      subscriber.subscription?.request(.max(5))
    }
    let fast = run(erased: false, demand: .max(1), script)
    #expect(fast == run(erased: true, demand: .max(1), script))
    #expect(
      fast.downstream.suffix(5) == ["value(1)", "value(2)", "value(3)", "value(4)", "finished"])
  }

  @Test("maxPublishers: the upstream is asked for one more publisher as each Just finishes")
  func maxPublishers() {
    let script = { (upstream: ManualPublisher<Int, Never>, _: TestSubscriber<Int, Never>) in
      for value in 1...3 { _ = upstream.send(value) }
    }
    let fast = run(erased: false, maxPublishers: .max(1), demand: .unlimited, script)
    #expect(fast == run(erased: true, maxPublishers: .max(1), demand: .unlimited, script))
    #expect(fast.upstream.count == 4)
  }

  @Test("after cancel, a publisher the upstream still sends delivers nothing")
  func cancelled() {
    let script = {
      (upstream: ManualPublisher<Int, Never>, subscriber: TestSubscriber<Int, Never>) in
      _ = upstream.send(1)
      subscriber.subscription?.cancel()
      _ = upstream.send(2)
      upstream.send(completion: .finished)
    }
    let fast = run(erased: false, demand: .unlimited, script)
    #expect(fast == run(erased: true, demand: .unlimited, script))
    #expect(fast.downstream.last == "value(1)")
  }
}
