import Foundation
import RxStreams
import StreamsTesting
import Testing

/// When combineLatest and zip complete and let go of their sources, and what subscribing on
/// the current-thread trampoline means for synchronous sources.
@Suite("Rx combining and the subscription trampoline")
struct RxCombiningRulesTests {
  @Test("combineLatest waits for every source to end, even after one ended without a value")
  func combineLatestEmptySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let running = scheduler.createHotObservable([Recorded.next(220, 1), .completed(300)])
    let res = scheduler.start { Observable.combineLatest(empty, running) { $0 + $1 } }
    // The element at 220 can never be combined, since the empty side is over: that ends it.
    #expect(res.events == [.completed(220)])
    #expect(empty.subscriptions == [RecordedSubscription(200, 210)])
    #expect(running.subscriptions == [RecordedSubscription(200, 220)])
  }

  @Test("combineLatest of five sources; a source that ends is unsubscribed at once")
  func combineLatestFive() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = (1...5).map { index in
      scheduler.createHotObservable([
        Recorded.next(200 + index * 10, index), .completed(300 + index * 10),
      ])
    }
    let res = scheduler.start {
      Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4]) {
        $0 + $1 + $2 + $3 + $4
      }
    }
    #expect(res.events == [.next(250, 15), .completed(350)])
    #expect(sources[0].subscriptions == [RecordedSubscription(200, 310)])
    #expect(sources[4].subscriptions == [RecordedSubscription(200, 350)])
  }

  @Test("zip of a fixed number of sources completes only when every source has")
  func zipCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let short = scheduler.createHotObservable([Recorded.next(210, 1), .completed(220)])
    let long = scheduler.createHotObservable([
      Recorded.next(230, 10), .next(240, 20), .completed(300),
    ])
    let res = scheduler.start { Observable.zip(short, long) { $0 + $1 } }
    // As RxSwift 6: not at 220 when the short side runs dry, nor at 240 when an element can
    // never be paired, but when the last source ends.
    #expect(res.events == [.next(230, 11), .completed(300)])
    #expect(short.subscriptions == [RecordedSubscription(200, 220)])
    #expect(long.subscriptions == [RecordedSubscription(200, 300)])
  }

  @Test("combineLatest of an empty collection sends the empty combination; zip only completes")
  func emptyCollections() throws {
    let none: [Observable<Int>] = []
    #expect(try Observable.zip(none).toBlocking(timeout: 1).toArray() == [])
    #expect(
      try Observable<Int>.combineLatest(none) { $0.count }.toBlocking(timeout: 1).toArray() == [0])
  }

  @Test("zip of eight sequences")
  func zipEight() throws {
    let sources = (0..<8).map { Observable.of($0, $0 * 10) }
    let zipped = Observable.zip(
      sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
      sources[7]
    ) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
    #expect(try zipped.toBlocking(timeout: 1).toArray() == [28, 280])
  }

  @Test("subscribing runs on the trampoline: merged synchronous sources interleave")
  func trampolineInterleaves() throws {
    let merged = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
    #expect(try merged.toBlocking(timeout: 1).toArray() == [1, 10, 2, 20, 3, 30])
    // And combineLatest is subscribed to both sides before the first sends.
    let combined = Observable.combineLatest(Observable.of(1, 2), Observable.of(10)) { $0 + $1 }
    #expect(try combined.toBlocking(timeout: 1).toArray() == [11, 12])
  }

  @Test("observe(on:) a concurrent scheduler keeps the order and delivers one at a time")
  func observeOnConcurrent() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let inside = ConcurrencyProbe()
    let values = try Observable.from(Array(0..<2_000))
      .observe(on: scheduler)
      .do(onNext: { _ in inside.enter() }, afterNext: { _ in inside.leave() })
      .toBlocking(timeout: 10).toArray()
    #expect(values == Array(0..<2_000))
    #expect(inside.maximum == 1)
  }
}

/// Counts how many threads are inside a region at once.
private final class ConcurrencyProbe: @unchecked Sendable {
  private let lock = NSLock()
  private var current = 0
  private(set) var maximum = 0

  func enter() {
    lock.withLock {
      current += 1
      maximum = max(maximum, current)
    }
  }

  func leave() { lock.withLock { current -= 1 } }
}
