// swift-format-ignore-file: AlwaysUseLowerCamelCase

import RxStreams
import XCTest

// RxTest's assertions, under XCTest's names so that ported tests call them unchanged: lists of
// events compared as events compare (elements by `==`, errors by type and description),
// reporting each position where they differ.

/// Asserts that two lists of events are equal.
///
/// Elements compare with `==`; errors are equal when they are of the same type and describe
/// themselves the same way; completions are always equal. On failure the message lists each
/// position where the lists differ.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal: the same events at the same times.
///
/// Events compare as in the `[Event]` form of `XCTAssertEqual`; on failure the message lists
/// each position where the lists differ.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
/// ```
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>],
  file: StaticString = #filePath, line: UInt = #line
) {
  assertEqualLists(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Single` events are equal.
///
/// Successes compare their elements with `==`; failures are equal when their errors are of
/// the same type and describe themselves the same way.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(lhs, rhs, by: { maybeEvent($0) == maybeEvent($1) }, file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal, as `MaybeEvent`'s `==` compares them.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal, as `CompletableEvent`'s `==`
/// compares them.
public func XCTAssertEqual(
  _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath,
  line: UInt = #line
) {
  assertEqualLists(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that recorded events are exactly `.next` events carrying `elements`, whatever
/// their times; a completion or an error among them fails the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath,
  line: UInt = #line
) {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    XCTFail(
      "XCTAssertRecordedElements failed: a stop event was recorded: \(String(reflecting: stop))",
      file: file, line: line)
    return
  }
  assertEqualLists(
    stream.compactMap(\.value.element), elements, by: { $0 == $1 }, file: file, line: line)
}

private func maybeEvent<Element>(_ event: SingleEvent<Element>) -> MaybeEvent<Element> {
  switch event {
  case .success(let element): .success(element)
  case .failure(let error): .error(error)
  }
}

/// Fails with a message naming every position where the lists differ, if they do.
private func assertEqualLists<Value>(
  _ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool, file: StaticString,
  line: UInt
) {
  var differences: [String] = []
  for index in 0..<max(lhs.count, rhs.count) {
    switch (index < lhs.count ? lhs[index] : nil, index < rhs.count ? rhs[index] : nil) {
    case (let left?, let right?):
      if !equal(left, right) {
        differences.append(
          "  [\(index)] \(String(reflecting: left)) != \(String(reflecting: right))")
      }
    case (let left?, nil):
      differences.append("  [\(index)] \(String(reflecting: left)) only on the left")
    case (nil, let right?):
      differences.append("  [\(index)] \(String(reflecting: right)) only on the right")
    case (nil, nil):
      break
    }
  }
  guard !differences.isEmpty else { return }
  XCTFail(
    """
    XCTAssertEqual failed: (\(String(reflecting: lhs))) is not equal to \
    (\(String(reflecting: rhs))); differences:
    \(differences.joined(separator: "\n"))
    """, file: file, line: line)
}
