import Foundation

/// How a value is recorded as a snapshot file: the text written, and the file's extension.
/// In the spirit of swift-snapshot-testing's `Snapshotting`: `.text` and `.svg` for an app
/// or a screenshot of it.
///
/// ```swift
/// assertSnapshot(of: app, as: .text)
/// assertSnapshot(of: app, as: .svg, named: "login")
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The recorded file's extension, without its dot: `txt`, `svg`.
  public var pathExtension: String
  /// The snapshot of a value, as the file holds it.
  public var snapshot: @Sendable (Value) -> String

  public init(pathExtension: String, snapshot: @escaping @Sendable (Value) -> String) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
  }

  /// The same snapshot, of another kind of value turned into this one first.
  public func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Value)
    -> Snapshotting<Other>
  {
    let snapshot = self.snapshot
    return Snapshotting<Other>(pathExtension: pathExtension) { snapshot(transform($0)) }
  }
}

extension Snapshotting where Value == TUIScreenshot {
  /// The screen as text, one line per row, trailing spaces trimmed.
  public static var text: Snapshotting {
    Snapshotting(pathExtension: "txt") { $0.text + "\n" }
  }

  /// The screen as an SVG image: cells on a grid, in their colours and styles.
  public static var svg: Snapshotting { svg(ScreenSVG()) }

  /// The screen as an SVG image drawn by `renderer` (another theme, another cell size).
  public static func svg(_ renderer: ScreenSVG) -> Snapshotting {
    Snapshotting(pathExtension: "svg") { renderer.render($0) }
  }
}

extension Snapshotting where Value == TUIApplication {
  /// The app's screen as text, one line per row, trailing spaces trimmed.
  public static var text: Snapshotting {
    Snapshotting<TUIScreenshot>.text.pullback { $0.screenshot() }
  }

  /// The app's screen as an SVG image: cells on a grid, in their colours and styles.
  public static var svg: Snapshotting { svg(ScreenSVG()) }

  /// The app's screen as an SVG image drawn by `renderer`.
  public static func svg(_ renderer: ScreenSVG) -> Snapshotting {
    Snapshotting<TUIScreenshot>.svg(renderer).pullback { $0.screenshot() }
  }
}

/// When snapshot files are written: swift-snapshot-testing's record modes.
public enum SnapshotRecording: String, Sendable {
  /// Write every snapshot anew (and fail, saying so, so that recording is not left on).
  case all
  /// Write a snapshot that has no file yet, and fail that first time, saying so.
  case missing
  /// Write a snapshot that does not match its file (and fail, saying so).
  case failed
  /// Never write: a missing file fails.
  case never

  /// The mode the environment asks for: `SNAPSHOT_TESTING_RECORD` (`all`, `missing`,
  /// `failed`, `never`), or `TERMINALUI_RECORD_SNAPSHOTS=1` for `all`; else `missing`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotRecording {
    if let value = environment["SNAPSHOT_TESTING_RECORD"], let mode = Self(rawValue: value) {
      return mode
    }
    if environment["TERMINALUI_RECORD_SNAPSHOTS"] == "1" { return .all }
    return .missing
  }
}
