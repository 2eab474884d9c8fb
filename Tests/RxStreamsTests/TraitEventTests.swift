import RxStreams
import Testing

private struct Failure: Error, CustomDebugStringConvertible {
  let reason: String
  var debugDescription: String { "Failure(\(reason))" }
}

private struct OtherFailure: Error, CustomDebugStringConvertible {
  let reason: String
  var debugDescription: String { "Failure(\(reason))" }
}

@Suite("Trait events compare like Rx events")
struct TraitEventTests {
  @Test("Maybe events: same element, both completed, or errors of one type and description")
  func maybe() {
    #expect(MaybeEvent.success(1) == .success(1))
    #expect(MaybeEvent.success(1) != .success(2))
    #expect(MaybeEvent<Int>.completed == .completed)
    #expect(MaybeEvent.success(1) != .completed)
    #expect(MaybeEvent<Int>.error(Failure(reason: "a")) == .error(Failure(reason: "a")))
    #expect(MaybeEvent<Int>.error(Failure(reason: "a")) != .error(Failure(reason: "b")))
    #expect(MaybeEvent<Int>.error(Failure(reason: "a")) != .error(OtherFailure(reason: "a")))
    #expect(MaybeEvent<Int>.error(Failure(reason: "a")) != .completed)
  }

  @Test("Completable events: both completed, or errors of one type and description")
  func completable() {
    #expect(CompletableEvent.completed == .completed)
    #expect(CompletableEvent.error(Failure(reason: "a")) == .error(Failure(reason: "a")))
    #expect(CompletableEvent.error(Failure(reason: "a")) != .error(Failure(reason: "b")))
    #expect(CompletableEvent.error(Failure(reason: "a")) != .error(OtherFailure(reason: "a")))
    #expect(CompletableEvent.error(Failure(reason: "a")) != .completed)
  }

  @Test("lists of trait events compare element by element")
  func lists() {
    let maybe: [MaybeEvent<String>] = [.success("x"), .completed]
    #expect(maybe == [.success("x"), .completed])
    #expect(maybe != [.success("x")])
    let completable: [CompletableEvent] = [.error(Failure(reason: "gone"))]
    #expect(completable == [.error(Failure(reason: "gone"))])
    #expect(completable != [.completed])
  }
}
