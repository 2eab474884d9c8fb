import Testing
import XCTest

/// Fails the running test, under Swift Testing or XCTest, with a message saying what a UI
/// action needed.
func reportFailure(_ message: String, file: StaticString, line: UInt) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: file), filePath: String(describing: file), line: Int(line),
        column: 1))
  } else {
    XCTFail(message, file: file, line: line)
  }
}
