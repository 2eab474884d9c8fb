import Dispatch
import Foundation
import Primitives
import Streams
import Synchronization
import Testing

/// Runs `body` on `threads` threads at once, `iterations` times each.
private func concurrently(
  threads: Int = 8, iterations: Int, _ body: @Sendable @escaping (Int, Int) -> Void
) {
  DispatchQueue.concurrentPerform(iterations: threads) { thread in
    for iteration in 0..<iterations { body(thread, iteration) }
  }
}

@Suite("Concurrency: race-free under the thread sanitizer")
struct ConcurrencyTests {
  @Test("concurrent sends reach a subscriber exactly once each")
  func concurrentSends() {
    let subject = PassthroughSubject<Int, Never>()
    let total = Atomic(0)
    let count = Atomic(0)
    let cancellable = subject.sink { value in
      total.add(value, ordering: .relaxed)
      count.add(1, ordering: .relaxed)
    }
    concurrently(iterations: 1000) { _, iteration in subject.send(iteration) }
    #expect(count.load(ordering: .relaxed) == 8000)
    #expect(total.load(ordering: .relaxed) == 8 * (999 * 1000 / 2))
    cancellable.cancel()
  }

  @Test("subscribing and cancelling while another thread sends")
  func subscribeCancelWhileSending() {
    let subject = PassthroughSubject<Int, Never>()
    let stop = Atomic(false)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      while !stop.load(ordering: .relaxed) { subject.send(1) }
      done.signal()
    }
    concurrently(threads: 4, iterations: 500) { _, _ in
      let received = Atomic(0)
      let cancellable = subject.sink { _ in received.add(1, ordering: .relaxed) }
      cancellable.cancel()
      let after = received.load(ordering: .relaxed)
      // Nothing arrives once cancel() has returned.
      subject.send(2)
      #expect(received.load(ordering: .relaxed) == after)
    }
    stop.store(true, ordering: .relaxed)
    done.wait()
  }

  @Test("many subscribers come and go while several threads send")
  func churnWhileSending() {
    let subject = PassthroughSubject<Int, Never>()
    let keeper = Atomic(0)
    let kept = subject.sink { _ in keeper.add(1, ordering: .relaxed) }
    concurrently(threads: 6, iterations: 400) { thread, iteration in
      if thread < 3 {
        subject.send(iteration)
      } else {
        let cancellables = (0..<3).map { _ in subject.sink { _ in } }
        for cancellable in cancellables { cancellable.cancel() }
      }
    }
    #expect(keeper.load(ordering: .relaxed) == 1200)
    kept.cancel()
  }

  @Test("a subject with many live sinks: its list grows and compacts while threads send")
  func manySubscribersWhileSending() {
    let subject = PassthroughSubject<Int, Never>()
    let keeper = Atomic(0)
    let kept = (0..<40).map { _ in subject.sink { _ in keeper.add(1, ordering: .relaxed) } }
    concurrently(threads: 6, iterations: 60) { thread, iteration in
      if thread < 2 {
        subject.send(iteration)
        return
      }
      // Up to 4 × 50 more sinks live at once, cancelled in an order that leaves ended slots
      // in the middle of the list.
      let received = Atomic(0)
      var cancellables = (0..<50).map { _ in
        subject.sink { _ in received.add(1, ordering: .relaxed) }
      }
      if thread % 2 == 0 { cancellables.reverse() }
      for cancellable in cancellables { cancellable.cancel() }
      let after = received.load(ordering: .relaxed)
      subject.send(-1)
      // Nothing arrives once cancel() has returned.
      #expect(received.load(ordering: .relaxed) == after)
    }
    // Every kept sink got every send: 2 × 60 from the senders and one from each of the other
    // 4 × 60 iterations.
    #expect(keeper.load(ordering: .relaxed) == 40 * (2 * 60 + 4 * 60))
    for cancellable in kept { cancellable.cancel() }
  }

  @Test("concurrent requests add up")
  func concurrentRequests() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    (0..<100_000).publisher.subscribe(subscriber)
    concurrently(iterations: 100) { _, _ in subscriber.request(.max(1)) }
    #expect(subscriber.values.count == 800)
    #expect(subscriber.values == Array(0..<800))
  }

  @Test("combineLatest and merge stay consistent with inputs on many threads")
  func combiningOperators() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<Int, Never>()
    let merged = Atomic(0)
    let combined = Atomic(0)
    let first = left.merge(with: right).sink { _ in merged.add(1, ordering: .relaxed) }
    let second = left.combineLatest(right).sink { _ in combined.add(1, ordering: .relaxed) }
    concurrently(iterations: 500) { thread, iteration in
      if thread.isMultiple(of: 2) { left.send(iteration) } else { right.send(iteration) }
    }
    #expect(merged.load(ordering: .relaxed) == 4000)
    #expect(combined.load(ordering: .relaxed) <= 4000)
    #expect(combined.load(ordering: .relaxed) > 0)
    first.cancel()
    second.cancel()
  }

  @Test("current value subject reads and writes from many threads")
  func currentValueSubject() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let seen = Atomic(0)
    let cancellable = subject.sink { _ in seen.add(1, ordering: .relaxed) }
    concurrently(iterations: 500) { _, iteration in
      subject.value = iteration
      _ = subject.value
    }
    #expect(seen.load(ordering: .relaxed) == 4001)
    cancellable.cancel()
  }

  @Test("cancelling an AnyCancellable from many threads runs its action once")
  func cancelOnce() {
    let runs = Atomic(0)
    let cancellable = AnyCancellable { runs.add(1, ordering: .relaxed) }
    concurrently(iterations: 100) { _, _ in cancellable.cancel() }
    #expect(runs.load(ordering: .relaxed) == 1)
  }

  @Test("receive(on:) from a concurrent queue delivers serially and in order")
  func receiveOnSerial() async {
    let queue = DispatchQueue(label: "serial")
    let subject = PassthroughSubject<Int, Never>()
    let values = await withCheckedContinuation { continuation in
      let collected = Locked<[Int]>([])
      nonisolated(unsafe) var cancellable: AnyCancellable?
      cancellable = subject.receive(on: queue).sink(
        receiveCompletion: { _ in
          continuation.resume(returning: collected.withLock { $0 })
          cancellable = nil
        },
        receiveValue: { value in collected.withLock { $0.append(value) } })
      for value in 0..<1000 { subject.send(value) }
      subject.send(completion: .finished)
    }
    #expect(values == Array(0..<1000))
  }

  @Test("two threads subscribing at once to a fresh @Published property share one subject")
  func publishedFirstSubscriptionsRace() {
    final class Model: ObservableObject, @unchecked Sendable {
      @Published var value = 0
    }
    // Each round races the first two subscriptions of a new property; a lost subject would
    // leave one subscriber without the later value.
    for _ in 0..<2_000 {
      let model = Model()
      let delivered = Atomic(0)
      let arrived = Atomic(0)
      let cancellables = Locked<[AnyCancellable]>([])
      let done = DispatchSemaphore(value: 0)
      let subscribe = { @Sendable in
        // Both threads start together, so the first use of the subject overlaps.
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < 2 {}
        let cancellable = model.$value.sink { value in
          if value == 1 { delivered.add(1, ordering: .relaxed) }
        }
        cancellables.withLock { $0.append(cancellable) }
      }
      Thread {
        subscribe()
        done.signal()
      }.start()
      subscribe()
      done.wait()
      model.value = 1
      #expect(delivered.load(ordering: .relaxed) == 2)
      if delivered.load(ordering: .relaxed) != 2 { break }
    }
  }
}
