import Foundation
import TerminalKit
import TerminalUI
import TerminalUITesting

/// The colours an app's terminal shows, given to an app under test in its launch environment
/// as a terminal gives them to a program.
enum TerminalColors: Sendable, CaseIterable, CustomStringConvertible {
  /// `NO_COLOR`: none at all.
  case none
  /// `TERM=xterm`: the 16 named colours.
  case sixteen
  /// `TERM=xterm-256color`: the 256-colour palette, a headless app's default.
  case palette
  /// `COLORTERM=truecolor`: 24-bit colour.
  case trueColor

  var launchEnvironment: [String: String] {
    switch self {
    case .none: ["NO_COLOR": "1"]
    case .sixteen: ["TERM": "xterm"]
    case .palette: ["TERM": "xterm-256color"]
    case .trueColor: ["COLORTERM": "truecolor"]
    }
  }

  var description: String {
    switch self {
    case .none: "no colour"
    case .sixteen: "16 colours"
    case .palette: "256 colours"
    case .trueColor: "24-bit colour"
    }
  }
}

/// `view` launched headless in a screen of `width` × `height` cells, its terminal showing
/// `colors`.
func launched<V: View>(
  _ view: @autoclosure @escaping @MainActor () -> V, width: Int = 20, height: Int = 5,
  colors: TerminalColors = .palette
) -> TUIApplication {
  let app = TUIApplication(rootView: view(), size: CGSize(width: width, height: height))
  app.launchEnvironment = colors.launchEnvironment
  app.launch()
  return app
}

/// The screen `view` shows when launched headless in `width` × `height` cells: one line a
/// row, trailing spaces trimmed.
func screenText<V: View>(
  of view: @autoclosure @escaping @MainActor () -> V, width: Int = 20, height: Int = 5
) -> String {
  launched(view(), width: width, height: height).screenText
}

/// `text` padded with spaces to `width` columns, counted as a terminal counts them (two for
/// a wide character).
func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - CharacterWidth.of(text)))
}

extension TUIScreenshot {
  /// The rows as text, trailing spaces trimmed.
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The cells of a row, left to right (a wide glyph's right half is a cell of empty text).
  func cells(inRow row: Int) -> [Cell] { (0..<Int(size.width)).map { self[$0, row] } }

  /// The cells of the first row whose text contains `text`.
  func row(containing text: String) -> [Cell]? {
    lines.firstIndex { $0.contains(text) }.map { cells(inRow: $0) }
  }

  /// The cell of the first character of `text`, on the first row that contains `text`.
  func cell(at text: String) -> Cell? {
    guard let first = text.first else { return nil }
    return row(containing: text)?.first { $0.text == String(first) }
  }
}
