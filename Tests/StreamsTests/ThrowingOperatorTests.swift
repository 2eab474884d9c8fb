import Streams
import Testing

/// Every `try…` operator: what it publishes when its closure returns, and that a throw fails
/// the stream with the thrown error and cancels the upstream.
@Suite("The throwing operators")
struct ThrowingOperatorTests {
  typealias Upstream = ManualPublisher<Int, TestError>

  /// Sends `values` then finishes; returns the events and whether the upstream was
  /// cancelled.
  private func run<P: Publisher>(
    _ values: [Int], through make: (Upstream) -> P
  ) -> (history: [String], cancelled: Bool) {
    let upstream = Upstream()
    let subscriber = TestSubscriber<String, any Error>()
    make(upstream).map { "\($0)" }.mapError { $0 as any Error }.subscribe(subscriber)
    for value in values where !upstream.probe.isCancelled { upstream.send(value) }
    if !upstream.probe.isCancelled { upstream.send(completion: .finished) }
    return (subscriber.history.filter { !$0.hasPrefix("subscription") }, upstream.probe.isCancelled)
  }

  private static func failing(at bad: Int) -> (Int) throws -> Int {
    { value in
      if value == bad { throw TestError(code: value) }
      return value
    }
  }

  private let thrown = "failure(TestError(2))"

  @Test("tryMap, tryCompactMap and tryFilter")
  func transforming() {
    let fails = Self.failing(at: 2)
    #expect(
      run([1, 3]) { $0.tryMap { try fails($0) * 10 } }.history == [
        "value(10)", "value(30)", "finished",
      ])
    #expect(run([1, 2, 3]) { $0.tryMap(fails) } == (["value(1)", thrown], true))
    #expect(
      run([1, 4]) { $0.tryCompactMap { $0 > 1 ? try fails($0) : nil } }.history == [
        "value(4)", "finished",
      ])
    #expect(run([1, 2]) { $0.tryCompactMap(fails) } == (["value(1)", thrown], true))
    #expect(
      run([1, 4, 5]) { $0.tryFilter { try fails($0) % 2 == 1 } }.history == [
        "value(1)", "value(5)", "finished",
      ])
    #expect(run([1, 2]) { $0.tryFilter { try fails($0) > 0 } } == (["value(1)", thrown], true))
  }

  @Test("tryRemoveDuplicates, tryScan and tryReduce")
  func accumulating() {
    let fails = Self.failing(at: 2)
    #expect(
      run([1, 1, 3, 3]) { $0.tryRemoveDuplicates { try fails($0) == fails($1) } }.history == [
        "value(1)", "value(3)", "finished",
      ])
    #expect(
      run([1, 2]) { $0.tryRemoveDuplicates { try fails($0) == fails($1) } } == (
        ["value(1)", thrown], true
      ))
    #expect(
      run([1, 3, 4]) { $0.tryScan(0) { try $0 + fails($1) } }.history == [
        "value(1)", "value(4)", "value(8)", "finished",
      ])
    #expect(run([1, 2]) { $0.tryScan(0) { try $0 + fails($1) } } == (["value(1)", thrown], true))
    #expect(
      run([1, 3, 4]) { $0.tryReduce(0) { try $0 + fails($1) } }.history == ["value(8)", "finished"])
    #expect(run([1, 2, 3]) { $0.tryReduce(0) { try $0 + fails($1) } } == ([thrown], true))
  }

  @Test("tryMin and tryMax")
  func extremes() {
    let fails = Self.failing(at: 2)
    #expect(
      run([3, 1, 4]) { $0.tryMin { try fails($0) < fails($1) } }.history == [
        "value(1)", "finished",
      ])
    #expect(
      run([3, 1, 4]) { $0.tryMax { try fails($0) < fails($1) } }.history == [
        "value(4)", "finished",
      ])
    #expect(run([3, 2]) { $0.tryMin { try fails($0) < fails($1) } } == ([thrown], true))
    #expect(run([3, 2]) { $0.tryMax { try fails($0) < fails($1) } } == ([thrown], true))
  }

  @Test("tryContains and tryAllSatisfy")
  func predicates() {
    let fails = Self.failing(at: 2)
    // tryContains finishes (and cancels the upstream) on the first match.
    #expect(
      run([1, 5, 7]) { $0.tryContains { try fails($0) == 5 } } == (
        ["value(true)", "finished"], true
      ))
    #expect(
      run([1, 3]) { $0.tryContains { try fails($0) == 5 } }.history == ["value(false)", "finished"])
    #expect(run([1, 2]) { $0.tryContains { try fails($0) == 5 } } == ([thrown], true))
    #expect(
      run([1, 3]) { $0.tryAllSatisfy { try fails($0) % 2 == 1 } }.history == [
        "value(true)", "finished",
      ])
    #expect(
      run([1, 4, 5]) { $0.tryAllSatisfy { try fails($0) % 2 == 1 } } == (
        ["value(false)", "finished"], true
      ))
    #expect(run([1, 2]) { $0.tryAllSatisfy { try fails($0) > 0 } } == ([thrown], true))
  }

  @Test("tryDrop(while:), tryPrefix(while:), tryFirst(where:) and tryLast(where:)")
  func positional() {
    let fails = Self.failing(at: 2)
    #expect(
      run([1, 3, 1]) { $0.tryDrop { try fails($0) < 3 } }.history == [
        "value(3)", "value(1)", "finished",
      ])
    #expect(run([1, 2, 3]) { $0.tryDrop { try fails($0) < 3 } } == ([thrown], true))
    #expect(
      run([1, 3, 1]) { $0.tryPrefix { try fails($0) < 3 } } == (["value(1)", "finished"], true))
    #expect(run([1, 2]) { $0.tryPrefix { try fails($0) < 3 } } == (["value(1)", thrown], true))
    #expect(
      run([1, 3, 5]) { $0.tryFirst { try fails($0) > 1 } } == (["value(3)", "finished"], true))
    #expect(run([1, 2]) { $0.tryFirst { try fails($0) > 1 } } == ([thrown], true))
    #expect(
      run([1, 3, 5, 1]) { $0.tryLast { try fails($0) > 1 } }.history == ["value(5)", "finished"])
    #expect(run([1, 2]) { $0.tryLast { try fails($0) > 1 } } == ([thrown], true))
  }

  @Test("tryCatch replaces a failure with a publisher, or fails with what the handler throws")
  func catching() {
    let recovered = TestSubscriber<Int, any Error>()
    Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { _ in Just(9) }.subscribe(recovered)
    #expect(recovered.history.dropFirst() == ["value(9)", "finished"])

    let rethrown = TestSubscriber<Int, any Error>()
    Fail<Int, TestError>(error: TestError(code: 1))
      .tryCatch { error -> Just<Int> in throw TestError(code: error.code + 1) }
      .subscribe(rethrown)
    #expect(rethrown.history.dropFirst() == ["failure(TestError(2))"])
  }

  @Test("the specialized forms on Just and sequences throw the same way")
  func specialized() throws {
    struct Boom: Error, Equatable {}
    #expect(throws: Boom.self) { try Just(1).tryMap { _ -> Int in throw Boom() }.result.get() }
    #expect(throws: Boom.self) {
      try Just(1).tryReduce(0) { _, _ -> Int in throw Boom() }.result.get()
    }
    let sum = try Just(4).tryReduce(1) { $0 + $1 }.result.get()
    #expect(sum == 5)
    let contained = try [1, 2, 3].publisher.tryContains { $0 == 2 }.result.get()
    #expect(contained)
    let all = try [1, 2, 3].publisher.tryAllSatisfy { $0 > 0 }.result.get()
    #expect(all)
  }
}

extension Publisher {
  /// The publisher's one value or its failure, for publishers that complete at once.
  fileprivate var result: Result<Output, any Error> {
    var outcome: Result<Output, any Error>?
    _ = sink(
      receiveCompletion: { if case .failure(let error) = $0 { outcome = .failure(error) } },
      receiveValue: { outcome = .success($0) })
    return outcome ?? .failure(TestError(code: -1))
  }
}
