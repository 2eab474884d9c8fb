import RxStreams
import StreamsTesting
import XCTest

private struct Failure: Error, CustomDebugStringConvertible {
  let reason: String
  var debugDescription: String { "Failure(\(reason))" }
}

private struct Impostor: Error, CustomDebugStringConvertible {
  var debugDescription: String { "Failure(a)" }
}

/// RxTest's assertions are XCTest-shaped, so they are tested under XCTest: each test keeps
/// the failures its assertions report instead of failing, and checks them.
final class EventAssertionTests: XCTestCase {
  private var captured: [String]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard captured != nil else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured?.append(description)
  }

  /// The failures `body`'s assertions reported.
  private func failures(_ body: () -> Void) -> [String] {
    captured = []
    body()
    defer { captured = nil }
    return captured ?? []
  }

  func testRecordedEventsPassWhenTimesAndEventsMatch() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, Failure(reason: "a"))]
    XCTAssertEqual(
      failures { XCTAssertEqual(events, [.next(210, 1), .error(220, Failure(reason: "a"))]) }, [])
  }

  func testRecordedEventsNameEachDifferingPosition() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
    let reported = failures {
      XCTAssertEqual(events, [.next(210, 1), .next(221, 2)])
    }
    XCTAssertEqual(reported.count, 1)
    let message = reported.first ?? ""
    XCTAssertTrue(message.contains("[1] next(2) @ 220 != next(2) @ 221"), message)
    XCTAssertTrue(message.contains("[2] completed @ 230 only on the left"), message)
    XCTAssertFalse(message.contains("[0]"), message)
  }

  func testEventsCompareErrorsByTypeAndDescription() {
    let events: [Event<String>] = [.next("x"), .error(Failure(reason: "a"))]
    XCTAssertEqual(
      failures { XCTAssertEqual(events, [.next("x"), .error(Failure(reason: "a"))]) }, [])
    XCTAssertEqual(failures { XCTAssertEqual(events, [.next("x"), .error(Impostor())]) }.count, 1)
    XCTAssertEqual(failures { XCTAssertEqual(events, [.next("x"), .completed]) }.count, 1)
  }

  func testSingleEventsCompareLikeEvents() {
    let events: [SingleEvent<Int>] = [.success(1), .failure(Failure(reason: "a"))]
    XCTAssertEqual(
      failures { XCTAssertEqual(events, [.success(1), .failure(Failure(reason: "a"))]) }, [])
    XCTAssertEqual(
      failures { XCTAssertEqual(events, [.success(2), .failure(Failure(reason: "a"))]) }.count, 1)
    XCTAssertEqual(
      failures { XCTAssertEqual(events, [.success(1), .failure(Impostor())]) }.count, 1)
  }

  func testMaybeAndCompletableEvents() {
    let maybe: [MaybeEvent<Int>] = [.success(1), .completed]
    XCTAssertEqual(failures { XCTAssertEqual(maybe, [.success(1), .completed]) }, [])
    XCTAssertEqual(failures { XCTAssertEqual(maybe, [.success(1)]) }.count, 1)
    let completable: [CompletableEvent] = [.error(Failure(reason: "a"))]
    XCTAssertEqual(failures { XCTAssertEqual(completable, [.error(Failure(reason: "a"))]) }, [])
    XCTAssertEqual(failures { XCTAssertEqual(completable, [.completed]) }.count, 1)
  }

  func testRecordedElementsIgnoreTimesButNotStopEvents() {
    let elements: [Recorded<Event<String>>] = [.next(10, "a"), .next(40, "b")]
    XCTAssertEqual(failures { XCTAssertRecordedElements(elements, ["a", "b"]) }, [])
    XCTAssertEqual(failures { XCTAssertRecordedElements(elements, ["a"]) }.count, 1)
    let ended = elements + [.completed(50)]
    let reported = failures { XCTAssertRecordedElements(ended, ["a", "b"]) }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.contains("completed @ 50") ?? false, "\(reported)")
  }
}
