import Foundation
internal import TerminalKit

/// One frame of a running app as the driver sees it.
struct Frame: Sendable {
  var elements: [AccessibilityElement]
  var hasTextFocus: Bool
  /// Whether the app takes mouse reports: an app under a pseudo-terminal has turned them on
  /// (SGR mouse mode); a headless one always does.
  var reportsMouse = true
  /// The screen's cells, with their styles: for snapshots.
  var screen = ScreenBuffer(width: 0, height: 0)
  /// What the app last put on the clipboard: a headless host's last copy, or the last OSC 52
  /// a program wrote to its terminal.
  var clipboard: String? = nil

  /// The screen as text, one line a row: made when asked, since most queries read only the
  /// elements.
  var screenText: String { screen.text }

  static let empty = Frame(elements: [], hasTextFocus: false)

  /// Whether `element` lies under any of `ancestors`.
  func isDescendant(_ element: AccessibilityElement, ofAnyOf ancestors: Set<Int>) -> Bool {
    var current = element.parent
    var steps = 0
    while let id = current, steps <= elements.count {
      if ancestors.contains(id) { return true }
      current = elements.indices.contains(id) ? elements[id].parent : nil
      steps += 1
    }
    return false
  }

  /// Whether `element` is `ancestor` or lies under it.
  func isDescendant(_ element: AccessibilityElement, of ancestor: Int) -> Bool {
    var current = element.parent
    while let id = current {
      if id == ancestor { return true }
      current = elements.indices.contains(id) ? elements[id].parent : nil
    }
    return false
  }
}

/// What a UI action can do to the frame it looked at.
protocol FrameActions {
  func activate(_ id: Int)
  func focus(_ id: Int)
  /// Sets element `id` to a value (a slider's normalized position, a wheel's title).
  func adjust(_ id: Int, to value: String)
  func type(_ text: String)
  func press(_ key: Key)
  /// Presses `keys` together, as one read of the terminal.
  func press(_ keys: [Key])
}

/// Runs the app under test: in this process, or as a child under a pseudo-terminal.
protocol AppRunner: AnyObject, Sendable {
  var isRunning: Bool { get }
  /// Starts the app with `environment` added to its own and `arguments` after its own (a
  /// view run headless has none to take).
  func launch(environment: [String: String], arguments: [String]) throws
  func terminate()
  /// Calls `body` with the current frame; actions it takes apply to that frame, and the app
  /// has handled them when this returns.
  func withFrame<T>(_ body: (Frame, any FrameActions) -> T) -> T
  /// Lets the app run until something changes or `deadline` comes.
  func waitForChange(until deadline: Date)
}
