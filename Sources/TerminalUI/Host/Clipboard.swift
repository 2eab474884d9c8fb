import Foundation
import TerminalKit

/// The system clipboard as a terminal program reaches it: a copy is queued for the terminal
/// runtime, which sends it between frames as OSC 52
/// (``TerminalPresenter/copyToClipboard(_:)``), and a short confirmation shows at the
/// bottom of the window for a few seconds. The last copy is kept, so a UI test run without
/// a terminal reads what was shared (`TUIApplication.clipboard`).
///
/// One lives in each view graph; controls reach it through the environment
/// (`\.clipboard`), as `ShareLink` does.
@MainActor
final class Clipboard {
  /// What was copied last; nil until something is.
  private(set) var lastWrite: String?
  /// The confirmation drawn over the bottom row while it lasts.
  private(set) var notice: String?
  /// Copies not yet sent to the terminal, oldest first.
  private var pending: [String] = []
  /// Counts notices, so an older notice's timer does not end a newer one.
  private var noticeCount = 0
  private let invalidator: Invalidator

  /// How long a confirmation shows.
  static let noticeDuration = DispatchTimeInterval.seconds(2)

  init(invalidator: Invalidator) { self.invalidator = invalidator }

  /// Puts `text` on the clipboard and shows `notice` for ``noticeDuration``.
  func copy(_ text: String, notice: String) {
    lastWrite = text
    pending.append(text)
    say(notice)
  }

  /// Shows `notice` at the bottom of the window for ``noticeDuration``.
  func say(_ notice: String) {
    self.notice = notice
    noticeCount += 1
    let shown = noticeCount
    invalidator.invalidate()
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.noticeDuration) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.noticeCount == shown else { return }
        self.notice = nil
        self.invalidator.invalidate()
      }
    }
  }

  /// The copies queued since the last call, oldest first, for the terminal.
  func takePending() -> [String] {
    defer { pending.removeAll() }
    return pending
  }

  /// Draws the confirmation, if one shows, reversed at the right of the bottom row, over
  /// everything else; UI tests find it among `staticTexts`.
  func drawNotice(in size: Size, _ renderer: Renderer) {
    guard let notice, size.height > 0 else { return }
    let text = " ✓ \(notice) "
    let width = min(size.width, CharacterWidth.of(text))
    let frame = Rect(x: max(0, size.width - width), y: size.height - 1, width: width, height: 1)
    var style = CellStyle()
    style.reverse = true
    style.bold = true
    renderer.fill(frame, style: style)
    renderer.write(text, x: frame.x, y: frame.y, style: style, limit: frame.maxX)
    renderer.addAccessibility(
      role: .staticText, identifier: "clipboardNotice", label: notice, frame: frame)
  }
}

private struct ClipboardKey: EnvironmentKey {
  static let defaultValue: Clipboard? = nil
}

extension EnvironmentValues {
  /// The window's clipboard: set by the host for the views it runs.
  var clipboard: Clipboard? {
    get { self[ClipboardKey.self] }
    set { self[ClipboardKey.self] = newValue }
  }
}
