import Streams
import Testing

/// Subscribes a recording subscriber with unlimited demand and returns its history.
func history<P: Publisher>(_ publisher: P, demand: Subscribers.Demand = .unlimited) -> [String] {
  let subscriber = TestSubscriber<P.Output, P.Failure>(demand: demand)
  publisher.subscribe(subscriber)
  return Array(subscriber.history.dropFirst())
}

@Suite("Transforming operators")
struct TransformingOperatorTests {
  @Test("map, compactMap, replaceNil and key paths")
  func mapping() {
    #expect(
      history([1, 2, 3].publisher.map { $0 * 10 }) == [
        "value(10)", "value(20)", "value(30)", "finished",
      ])
    #expect(
      history(["1", "x", "3"].publisher.compactMap(Int.init)) == [
        "value(1)", "value(3)", "finished",
      ])
    let optionals = PassthroughSubject<Int?, Never>()
    let replaced = TestSubscriber<Int, Never>()
    optionals.replaceNil(with: 0).subscribe(replaced)
    [1, nil, 3].forEach(optionals.send)
    #expect(replaced.values == [1, 0, 3])
    // On a sequence, Combine answers at once and keeps the optional type.
    #expect([1, nil, 3].publisher.replaceNil(with: 0).sequence == [1, 0, 3])
    struct Point { var x: Int, y: Int }
    #expect(history([Point(x: 1, y: 2)].publisher.map(\.y)) == ["value(2)", "finished"])
    #expect(history([Point(x: 1, y: 2)].publisher.map(\.x, \.y)) == ["value((1, 2))", "finished"])
  }

  @Test("tryMap fails the stream with the thrown error and cancels upstream")
  func tryMap() {
    var cancelled = false
    let upstream = [1, 2, 3].publisher.handleEvents(receiveCancel: { cancelled = true })
    let result = history(
      upstream.tryMap { value -> Int in
        if value == 2 { throw TestError(code: 2) }
        return value
      })
    #expect(result == ["value(1)", "failure(TestError(2))"])
    #expect(cancelled)
  }

  @Test("scan and tryScan publish running results")
  func scan() {
    #expect(
      history([1, 2, 3].publisher.scan(0, +)) == ["value(1)", "value(3)", "value(6)", "finished"])
    let failing = [1, 2, 3].publisher.tryScan(0) { total, value in
      if value == 3 { throw TestError(code: 3) }
      return total + value
    }
    #expect(history(failing) == ["value(1)", "value(3)", "failure(TestError(3))"])
  }

  @Test("mapError and setFailureType change the failure type")
  func failureTypes() {
    let failing = Fail<Int, TestError>(error: TestError(code: 4)).mapError {
      TestError(code: $0.code * 10)
    }
    #expect(history(failing) == ["failure(TestError(40))"])
    let typed: AnyPublisher<Int, TestError> = Just(1).setFailureType(to: TestError.self)
      .eraseToAnyPublisher()
    #expect(history(typed) == ["value(1)", "finished"])
  }
}

@Suite("Filtering operators")
struct FilteringOperatorTests {
  @Test("filter asks upstream for a replacement for each dropped value")
  func filterKeepsDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
    #expect(subscriber.values == [3, 6])
  }

  @Test("removeDuplicates, dropFirst, drop(while:) and prefix(while:)")
  func filtering() {
    #expect(
      history([1, 1, 2, 2, 1].publisher.removeDuplicates()) == [
        "value(1)", "value(2)", "value(1)", "finished",
      ])
    #expect(history([1, 2, 3].publisher.dropFirst()) == ["value(2)", "value(3)", "finished"])
    #expect(
      history([1, 2, 3, 1].publisher.drop { $0 < 2 }) == [
        "value(2)", "value(3)", "value(1)", "finished",
      ])
    #expect(
      history([1, 2, 3, 1].publisher.prefix { $0 < 3 }) == ["value(1)", "value(2)", "finished"])
  }

  @Test("prefix, first, last and output(at:) finish early")
  func positions() {
    #expect(history((1...).publisher.prefix(2)) == ["value(1)", "value(2)", "finished"])
    #expect(history((1...).publisher.first { $0 > 4 }) == ["value(5)", "finished"])
    #expect(history([1, 2, 3].publisher.last()) == ["value(3)", "finished"])
    #expect(history([1, 2, 3].publisher.output(at: 1)) == ["value(2)", "finished"])
    #expect(
      history([1, 2, 3, 4].publisher.output(in: 1...2)) == ["value(2)", "value(3)", "finished"])
    #expect(history(Empty<Int, Never>().first()) == ["finished"])
  }

  @Test("a value made at completion waits for demand")
  func finalValueWaitsForDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Record<Int, Never>(output: [1, 2, 3], completion: .finished).last().subscribe(subscriber)
    #expect(subscriber.history == ["subscription(Last)"])
    subscriber.request(.max(1))
    #expect(subscriber.history == ["subscription(Last)", "value(3)", "finished"])
  }
}

@Suite("Reducing operators")
struct ReducingOperatorTests {
  @Test("reduce, collect, count, min and max publish once at the end")
  func reducing() {
    #expect(history([1, 2, 3].publisher.reduce(0, +)) == ["value(6)", "finished"])
    #expect(history([1, 2, 3].publisher.collect()) == ["value([1, 2, 3])", "finished"])
    #expect(
      history([1, 2, 3, 4, 5].publisher.collect(2)) == [
        "value([1, 2])", "value([3, 4])", "value([5])", "finished",
      ])
    #expect(history([1, 2, 3].publisher.count()) == ["value(3)", "finished"])
    #expect(history([3, 1, 2].publisher.min()) == ["value(1)", "finished"])
    #expect(history([3, 1, 2].publisher.max()) == ["value(3)", "finished"])
    #expect(history(Empty<Int, Never>().max()) == ["finished"])
  }

  @Test("contains and allSatisfy stop at the first deciding value")
  func deciding() {
    #expect(history((1...).publisher.contains(3)) == ["value(true)", "finished"])
    #expect(history([1, 2].publisher.contains(3)) == ["value(false)", "finished"])
    #expect(history((1...).publisher.allSatisfy { $0 < 3 }) == ["value(false)", "finished"])
    #expect(history([1, 2].publisher.allSatisfy { $0 < 3 }) == ["value(true)", "finished"])
  }

  @Test("a failure before the end fails the reduction")
  func reductionFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<[Int], TestError>()
    subject.collect().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.history == ["subscription(Collect)", "failure(TestError(1))"])
  }

  @Test("ignoreOutput passes only the completion")
  func ignoreOutput() {
    #expect(history([1, 2].publisher.ignoreOutput()) == ["finished"])
  }
}

@Suite("Error-handling and sequencing operators")
struct RecoveryOperatorTests {
  @Test("replaceError, replaceEmpty and catch")
  func recovery() {
    #expect(
      history(Fail<Int, TestError>(error: TestError()).replaceError(with: 7)) == [
        "value(7)", "finished",
      ])
    #expect(history(Empty<Int, Never>().replaceEmpty(with: 8)) == ["value(8)", "finished"])
    let caught = Fail<Int, TestError>(error: TestError()).catch { _ in Just(9) }
    #expect(history(caught) == ["value(9)", "finished"])
  }

  @Test("retry resubscribes the given number of times")
  func retry() {
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
      attempts += 1
      return attempts < 3
        ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    #expect(history(flaky.retry(5)) == ["value(3)", "finished"])
    attempts = 0
    #expect(history(flaky.retry(1)) == ["failure(TestError(2))"])
  }

  @Test("append and prepend concatenate, carrying demand across")
  func concatenation() {
    #expect(
      history([2, 3].publisher.append(4, 5).prepend(1)) == [
        "value(1)", "value(2)", "value(3)", "value(4)", "value(5)", "finished",
      ])
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    [1, 2].publisher.append([3, 4]).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    subscriber.request(.max(5))
    #expect(subscriber.history.suffix(2) == ["value(4)", "finished"])
  }
}

@Suite("Combining operators")
struct CombiningOperatorTests {
  @Test("combineLatest publishes once both have values, then on every change")
  func combineLatest() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<(Int, String), Never>()
    left.combineLatest(right).subscribe(subscriber)
    left.send(1)
    right.send("a")
    left.send(2)
    right.send("b")
    left.send(completion: .finished)
    right.send("c")
    right.send(completion: .finished)
    #expect(
      subscriber.history == [
        "subscription(CombineLatest)", "value((1, \"a\"))", "value((2, \"a\"))",
        "value((2, \"b\"))",
        "value((2, \"c\"))", "finished",
      ])
  }

  @Test("combineLatest of three and four, and with a transform")
  func combineLatestMany() {
    let values = history(Just(1).combineLatest(Just(2), Just(3)))
    #expect(values == ["value((1, 2, 3))", "finished"])
    #expect(
      history(Just(1).combineLatest(Just(2), Just(3), Just(4)) { $0 + $1 + $2 + $3 }) == [
        "value(10)", "finished",
      ])
  }

  @Test("combineLatest fails as soon as one input fails")
  func combineLatestFailure() {
    let left = PassthroughSubject<Int, TestError>()
    let right = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<(Int, Int), TestError>()
    left.combineLatest(right).subscribe(subscriber)
    left.send(1)
    right.send(completion: .failure(TestError()))
    left.send(2)
    #expect(subscriber.history == ["subscription(CombineLatest)", "failure(TestError(1))"])
  }
}

@Suite("Publishers")
struct PublisherTests {
  @Test("Just, Empty, Fail, Optional and Result publishers")
  func simple() {
    #expect(history(Just(1)) == ["value(1)", "finished"])
    #expect(history(Empty<Int, Never>()) == ["finished"])
    #expect(history(Empty<Int, Never>(completeImmediately: false)) == [])
    #expect(history(Fail<Int, TestError>(error: TestError())) == ["failure(TestError(1))"])
    #expect(history(Optional(5).publisher) == ["value(5)", "finished"])
    #expect(history(Int?.none.publisher) == ["finished"])
    #expect(history(Result<Int, TestError>.success(2).publisher) == ["value(2)", "finished"])
    #expect(
      history(Result<Int, TestError>.failure(TestError()).publisher) == ["failure(TestError(1))"])
  }

  @Test("Record replays its recording to each subscriber")
  func record() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(TestError()))
    }
    #expect(history(record) == ["value(1)", "value(2)", "failure(TestError(1))"])
    #expect(history(record) == ["value(1)", "value(2)", "failure(TestError(1))"])
  }

  @Test("a sequence publisher honours demand and finishes right after its last value")
  func sequenceDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    #expect(subscriber.history.suffix(2) == ["value(3)", "finished"])
  }

  @Test("subscriptions describe themselves with Combine's names")
  func descriptions() {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().map { $0 }.subscribe(subscriber)
    Just(1).subscribe(subscriber)
    Empty<Int, Never>().last().subscribe(subscriber)
    let throwing = TestSubscriber<Int, any Error>()
    PassthroughSubject<Int, Never>().tryMap { $0 }.subscribe(throwing)
    let names = subscriber.events.compactMap { event -> String? in
      if case .subscription(let name) = event { return name }
      return nil
    }
    // Map adds no subscription of its own: the subscriber sees the subject's.
    #expect(names == ["PassthroughSubject", "Just", "Last"])
    #expect(throwing.history.first == "subscription(TryMap)")
  }
}
