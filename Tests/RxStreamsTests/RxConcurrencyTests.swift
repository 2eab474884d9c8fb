import Dispatch
import Foundation
import RxStreams
import Synchronization
import Testing

@Suite("Rx concurrency: race-free under the thread sanitizer")
struct RxConcurrencyTests {
  @Test("merge serializes elements that arrive on many threads")
  func mergeSerializes() {
    let subjects = (0..<4).map { _ in PublishSubject<Int>() }
    let inside = Atomic(0)
    let overlaps = Atomic(0)
    let count = Atomic(0)
    let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { _ in
      if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      count.add(1, ordering: .relaxed)
      inside.subtract(1, ordering: .sequentiallyConsistent)
    })
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for value in 0..<500 { subjects[index].onNext(value) }
    }
    #expect(count.load(ordering: .relaxed) == 2000)
    #expect(overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }

  @Test("subscribing and disposing while another thread sends")
  func subscribeDisposeWhileSending() {
    let relay = PublishRelay<Int>()
    let stop = Atomic(false)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      while !stop.load(ordering: .relaxed) { relay.accept(1) }
      done.signal()
    }
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for round in 0..<300 {
        // Only the element this thread sends after disposing counts: one another thread sent
        // before may still be on its way, as in RxSwift.
        let marker = 10_000 + thread * 1_000 + round
        let lateArrivals = Atomic(0)
        let subscription = relay.map { $0 + 1 }.subscribe(onNext: { value in
          if value == marker + 1 { lateArrivals.add(1, ordering: .relaxed) }
        })
        subscription.dispose()
        relay.accept(marker)
        #expect(lateArrivals.load(ordering: .relaxed) == 0)
      }
    }
    stop.store(true, ordering: .relaxed)
    done.wait()
  }

  @Test("a DisposeBag takes insertions from many threads")
  func disposeBagFromManyThreads() {
    let subject = PublishSubject<Int>()
    let count = Atomic(0)
    do {
      let bag = DisposeBag()
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        for _ in 0..<100 {
          subject.subscribe(onNext: { _ in count.add(1, ordering: .relaxed) }).disposed(by: bag)
        }
      }
      subject.onNext(1)
      #expect(count.load(ordering: .relaxed) == 400)
    }
    subject.onNext(2)
    #expect(count.load(ordering: .relaxed) == 400)
  }

  @Test("combineLatest from two threads delivers one element at a time")
  func combineLatestThreads() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let inside = Atomic(0)
    let overlaps = Atomic(0)
    let subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { _ in
      if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      inside.subtract(1, ordering: .sequentiallyConsistent)
    })
    left.onNext(0)
    right.onNext(0)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for value in 0..<1000 { (index == 0 ? left : right).onNext(value) }
    }
    #expect(overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }
}
