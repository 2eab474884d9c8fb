import Foundation
import Streams
import Testing

/// The combining operators' documented rules, marble by marble: which values come out and in
/// what order, when the result completes or fails, and how it honours demand. Written from
/// Combine's documentation; OpenCombine's suite has no tests of these operators to compare with.
@Suite("CombineLatest, Merge, Zip and collect(.byTime): ordering, completion, failure, demand")
struct CombiningMarbleTests {
  typealias Source = PassthroughSubject<Int, TestError>

  // MARK: CombineLatest

  @Test("combineLatest waits for a value from every upstream, then sends the latest of each")
  func combineLatestOrdering() {
    let (a, b, c) = (Source(), Source(), Source())
    let subscriber = TestSubscriber<String, TestError>()
    Publishers.CombineLatest3(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(subscriber)
    a.send(1)
    b.send(1)
    a.send(2)
    #expect(subscriber.values.isEmpty, "nothing until every upstream has sent")
    c.send(1)
    b.send(2)
    c.send(2)
    a.send(3)
    #expect(subscriber.values == ["211", "221", "222", "322"])
  }

  @Test("combineLatest finishes once every upstream has; a finished one's last value stays")
  func combineLatestCompletion() {
    let (a, b) = (Source(), Source())
    let subscriber = TestSubscriber<String, TestError>()
    a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
    a.send(1)
    b.send(1)
    a.send(completion: .finished)
    b.send(2)
    #expect(subscriber.values == ["11", "12"])
    #expect(!subscriber.isComplete)
    b.send(completion: .finished)
    #expect(subscriber.history.last == "finished")
  }

  @Test("combineLatest fails at the first failure and cancels the other upstreams")
  func combineLatestFailure() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<String, TestError>()
    a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
    a.send(1)
    b.send(completion: .failure(TestError(code: 7)))
    #expect(subscriber.history.last == "failure(TestError(7))")
    #expect(a.probe.isCancelled)
    // Nothing after the failure.
    a.send(2)
    b.send(2)
    #expect(subscriber.values.isEmpty)
  }

  @Test(
    "combineLatest asks its upstreams for everything, holds the latest of each, sends on demand")
  func combineLatestDemand() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<String, TestError>(demand: .max(1))
    a.combineLatest(b).map { "\($0)\($1)" }.subscribe(subscriber)
    // As documented: the upstreams are asked for everything, a buffer of one each.
    #expect(a.probe.requested == .unlimited)
    #expect(b.probe.requested == .unlimited)
    a.send(1)
    b.send(1)
    b.send(2)
    b.send(3)
    #expect(subscriber.values == ["11"], "no more than the demand")
    // More demand: the most recent combination, not the ones dropped meanwhile.
    subscriber.request(.max(1))
    #expect(subscriber.values == ["11", "13"])
    a.send(2)
    #expect(subscriber.values == ["11", "13"])
  }

  // MARK: Merge

  @Test("merge sends values in the order they arrive, from any upstream")
  func mergeOrdering() {
    let (a, b, c) = (Source(), Source(), Source())
    let subscriber = TestSubscriber<Int, TestError>()
    Publishers.Merge3(a, b, c).subscribe(subscriber)
    a.send(1)
    c.send(2)
    b.send(3)
    a.send(4)
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test("merge finishes after the last upstream finishes; MergeMany the same for any count")
  func mergeCompletion() {
    let sources = (0..<5).map { _ in Source() }
    let subscriber = TestSubscriber<Int, TestError>()
    Publishers.MergeMany(sources).subscribe(subscriber)
    for (index, source) in sources.enumerated() { source.send(index) }
    for source in sources.dropLast() { source.send(completion: .finished) }
    sources[4].send(9)
    #expect(!subscriber.isComplete)
    sources[4].send(completion: .finished)
    #expect(subscriber.values == [0, 1, 2, 3, 4, 9])
    #expect(subscriber.history.last == "finished")
  }

  @Test("merge fails at the first failure and cancels the rest")
  func mergeFailure() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    b.send(completion: .failure(TestError(code: 7)))
    #expect(subscriber.history.suffix(2) == ["value(1)", "failure(TestError(7))"])
    #expect(a.probe.isCancelled)
    a.send(2)
    #expect(subscriber.values == [1])
  }

  @Test("merge sends no more than the demand; values held back come when it is raised")
  func mergeDemand() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
    a.merge(with: b).subscribe(subscriber)
    #expect(a.probe.requested > 0)
    #expect(b.probe.requested > 0)
    _ = a.send(1)
    _ = b.send(2)
    _ = a.send(3)
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(5))
    #expect(subscriber.values.prefix(2) == [1, 2])
    #expect(subscriber.values.count <= 7)
  }

  // MARK: Zip

  @Test("zip pairs values by their place in each upstream, oldest first")
  func zipOrdering() {
    let (a, b, c, d) = (Source(), Source(), Source(), Source())
    let subscriber = TestSubscriber<String, TestError>()
    Publishers.Zip4(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }.subscribe(subscriber)
    a.send(1)
    a.send(2)
    b.send(1)
    c.send(1)
    #expect(subscriber.values.isEmpty)
    d.send(1)
    b.send(2)
    c.send(2)
    d.send(2)
    a.send(3)
    #expect(subscriber.values == ["1111", "2222"])
  }

  @Test("zip finishes when an upstream has finished and none of its values wait to be paired")
  func zipCompletion() {
    let (a, b, c) = (Source(), Source(), Source())
    let subscriber = TestSubscriber<String, TestError>()
    Publishers.Zip3(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(subscriber)
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    #expect(!subscriber.isComplete, "a's values still wait for partners")
    b.send(1)
    c.send(1)
    #expect(subscriber.values == ["111"])
    #expect(!subscriber.isComplete)
    b.send(2)
    c.send(2)
    #expect(subscriber.values == ["111", "222"])
    #expect(subscriber.history.last == "finished")
  }

  @Test("zip fails at the first failure, dropping the values waiting to be paired")
  func zipFailure() {
    let a = ManualPublisher<Int, TestError>()
    let b = ManualPublisher<Int, TestError>()
    let c = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<String, TestError>()
    Publishers.Zip3(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(subscriber)
    a.send(1)
    b.send(1)
    c.send(completion: .failure(TestError(code: 7)))
    #expect(subscriber.history.last == "failure(TestError(7))")
    #expect(subscriber.values.isEmpty)
    #expect(a.probe.isCancelled && b.probe.isCancelled)
  }

  @Test("zip sends no more tuples than the demand")
  func zipDemand() {
    let (a, b) = (Source(), Source())
    let subscriber = TestSubscriber<String, TestError>(demand: .max(1))
    a.zip(b).map { "\($0)\($1)" }.subscribe(subscriber)
    for value in 1...3 {
      a.send(value)
      b.send(value)
    }
    #expect(subscriber.values == ["11"])
  }

  // MARK: collect(.byTime)

  @Test("collect(.byTime) sends what each interval gathered, skipping empty ones")
  func collectByTimeOrdering() {
    let scheduler = SchedulerSpy()
    let upstream = Source()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTime(scheduler, 10)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    scheduler.advance(to: 10)
    #expect(subscriber.values == [[1, 2]])
    scheduler.advance(to: 20)
    #expect(subscriber.values == [[1, 2]], "an interval with nothing sends nothing")
    upstream.send(3)
    scheduler.advance(to: 30)
    #expect(subscriber.values == [[1, 2], [3]])
  }

  @Test("collect(.byTime) sends what it holds when the upstream finishes, then finishes")
  func collectByTimeCompletion() {
    let scheduler = SchedulerSpy()
    let upstream = Source()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTime(scheduler, 10)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    scheduler.advance(to: 1)
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.history.last == "finished")
    scheduler.advance(to: 50)
    #expect(subscriber.values == [[1, 2]])
  }

  @Test("collect(.byTime) fails at once on failure, dropping what it gathered")
  func collectByTimeFailure() {
    let scheduler = SchedulerSpy()
    let upstream = Source()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTime(scheduler, 10)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError(code: 7)))
    scheduler.advance(to: 50)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.history.last == "failure(TestError(7))")
  }

  @Test("collect(.byTimeOrCount) sends a group when it is full, before the interval is over")
  func collectByTimeOrCount() {
    let scheduler = SchedulerSpy()
    let upstream = Source()
    let subscriber = TestSubscriber<[Int], TestError>()
    upstream.collect(.byTimeOrCount(scheduler, 10, 2)).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(subscriber.values == [[1, 2]])
    scheduler.advance(to: 10)
    #expect(subscriber.values == [[1, 2], [3]])
  }
}
