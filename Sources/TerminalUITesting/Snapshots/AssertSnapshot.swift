import Foundation
import Primitives
internal import TerminalKit

/// Compares a snapshot of `value` with the file recorded next to the test, and fails the test
/// with a diff of the lines that differ. The file is
/// `__Snapshots__/<test file>/<test>.<name>.<extension>` beside the test's source file, `name`
/// counting 1, 2… in a test when not given. A missing file is recorded, and the test fails
/// that first time, saying so, as swift-snapshot-testing does; `record` (or the environment,
/// ``SnapshotRecording/fromEnvironment(_:)``) says when to write it anew.
///
/// ```swift
/// let app = TUIApplication(rootView: LoginView(viewModel: LoginViewModel()))
/// app.launch()
/// assertSnapshot(of: app, as: .text)
/// assertSnapshot(of: app, as: .svg, named: "empty form")
/// ```
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecording? = nil,
  snapshotDirectory: String? = nil, file: StaticString = #filePath,
  testName: String = #function, line: UInt = #line
) {
  let failure = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record,
    snapshotDirectory: snapshotDirectory, file: file, testName: testName)
  if let failure { reportFailure(failure, file: file, line: line) }
}

/// Compares a snapshot of `value` with its recorded file, as ``assertSnapshot(of:as:named:record:snapshotDirectory:file:testName:line:)``
/// does, and returns why it failed (nil when it matched) instead of failing the test.
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotRecording? = nil,
  snapshotDirectory: String? = nil, file: StaticString = #filePath,
  testName: String = #function
) -> String? {
  let sourceFile = URL(fileURLWithPath: String(describing: file))
  let testFile = sourceFile.deletingPathExtension().lastPathComponent
  let directory =
    snapshotDirectory.map { URL(fileURLWithPath: $0) }
    ?? sourceFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile)
  let test = SnapshotNames.sanitized(testName)
  let identifier = name.map(SnapshotNames.sanitized) ?? SnapshotNames.next(for: "\(file)#\(test)")
  let url = directory.appendingPathComponent("\(test).\(identifier).\(snapshotting.pathExtension)")
  let snapshot: String
  do {
    snapshot = snapshotting.snapshot(try value())
  } catch {
    return "Could not take the snapshot: \(error)"
  }
  return SnapshotFile(url: url).check(snapshot, record: record ?? .fromEnvironment())
}

/// A recorded snapshot on disk, checked against a new one.
public struct SnapshotFile: Sendable {
  public let url: URL

  public init(url: URL) { self.url = url }

  /// Checks `snapshot` against the file, writing it as `record` says; nil when it matched
  /// (and nothing had to be written), else what happened.
  public func check(_ snapshot: String, record: SnapshotRecording) -> String? {
    let manager = FileManager.default
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if record == .all {
      if let problem = write(snapshot) { return problem }
      return "Record mode is on: recorded the snapshot at \(url.path). Turn recording off and"
        + " run the test again."
    }
    guard let existing else {
      if manager.fileExists(atPath: url.path) {
        return "Could not read the snapshot at \(url.path)"
      }
      guard record != .never else {
        return "No snapshot recorded at \(url.path), and recording is off (never)."
      }
      if let problem = write(snapshot) { return problem }
      return "No snapshot was recorded: recorded one at \(url.path). Run the test again to"
        + " compare against it."
    }
    guard existing != snapshot else { return nil }
    var message = "The snapshot does not match the one recorded at \(url.path):\n"
    message += SnapshotDiff.lines(from: existing, to: snapshot)
    if record == .failed {
      if let problem = write(snapshot) { return message + "\n" + problem }
      message += "\nRecorded the new snapshot in its place."
    }
    return message
  }

  /// Writes the snapshot, making its directory; nil when it worked.
  private func write(_ snapshot: String) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(snapshot.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return "Could not write the snapshot at \(url.path): \(error.localizedDescription)"
    }
  }
}

/// A readable diff of two texts by lines: `−` before lines of the recorded text that are gone,
/// `+` before lines of the new one, with two lines of context around each change.
enum SnapshotDiff {
  static func lines(from old: String, to new: String, context: Int = 2) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The longest common subsequence, by dynamic programming over the two line lists.
    let n = before.count
    let m = after.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          before[i] == after[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    enum Line {
      case same(String)
      case removed(String)
      case added(String)
    }
    var script: [Line] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, before[i] == after[j] {
        script.append(.same(before[i]))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        script.append(.removed(before[i]))
        i += 1
      } else {
        script.append(.added(after[j]))
        j += 1
      }
    }
    let changed = script.indices.filter {
      if case .same = script[$0] { false } else { true }
    }
    var output: [String] = []
    var lastShown = -1
    for index in script.indices {
      let near = changed.contains { abs($0 - index) <= context }
      guard near else { continue }
      if lastShown >= 0, index > lastShown + 1 { output.append("…") }
      switch script[index] {
      case .same(let text): output.append("  \(text)")
      case .removed(let text): output.append("− \(text)")
      case .added(let text): output.append("+ \(text)")
      }
      lastShown = index
    }
    return output.joined(separator: "\n")
  }
}

/// Names of snapshot files: a test's name as a file name, and a counter per test for the
/// snapshots it does not name.
enum SnapshotNames {
  private static let counters = Locked<[String: Int]>([:])

  static func next(for test: String) -> String {
    String(
      counters.withLock { counters in
        counters[test, default: 0] += 1
        return counters[test, default: 1]
      })
  }

  /// `loginScreen()` as `loginScreen`; anything not a letter, digit, `-` or `_` as `-`.
  static func sanitized(_ name: String) -> String {
    var base = name
    if let parenthesis = base.firstIndex(of: "(") { base = String(base[..<parenthesis]) }
    let mapped = base.map { character -> Character in
      character.isLetter || character.isNumber || character == "-" || character == "_"
        ? character : "-"
    }
    let result = String(mapped)
    return result.isEmpty ? "snapshot" : result
  }
}
