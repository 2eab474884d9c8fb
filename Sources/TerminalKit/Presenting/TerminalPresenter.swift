/// Shows frames on a terminal, as Ratatui's `Terminal<Backend>` does: it keeps the frame the
/// terminal shows, writes only the cells that changed (``FrameDiffer``), and is the one place
/// the cursor is shown, hidden and moved.
///
/// ```swift
/// var presenter = TerminalPresenter(backend: StandardTerminalBackend(), colors: true)
/// presenter.present(host.screen, cursor: host.cursor)
/// ```
public struct TerminalPresenter<Backend: TerminalBackend> {
  /// Where the frames go.
  public private(set) var backend: Backend
  private let differ: FrameDiffer
  /// The frame the terminal shows; nil when unknown (at first, after ``invalidate()``).
  public private(set) var shown: ScreenBuffer?
  /// Where the cursor shows; nil while it is hidden.
  public private(set) var shownCursor: (column: Int, row: Int)?

  public init(backend: Backend, colors: Bool) {
    self.backend = backend
    differ = FrameDiffer(colors: colors)
  }

  /// Brings the terminal from the frame it shows to `screen`, and shows the cursor at
  /// `cursor` (nil hides it); returns how many bytes that took. A frame without changes, the
  /// cursor where it was, costs nothing.
  @discardableResult
  public mutating func present(_ screen: ScreenBuffer, cursor: (column: Int, row: Int)?) -> Int {
    var output = differ.diff(from: shown, to: screen, cursor: cursor, previousCursor: shownCursor)
    if let cursor {
      // A change leaves the cursor where it belongs already; without one, it is moved here.
      if output.isEmpty, shownCursor.map({ $0 != cursor }) ?? true {
        TerminalEncoder.moveCursor(toColumn: cursor.column, row: cursor.row, into: &output)
      }
      if shownCursor == nil { TerminalEncoder.showCursor(into: &output) }
    } else if shownCursor != nil {
      TerminalEncoder.hideCursor(into: &output)
    }
    shownCursor = cursor
    shown = screen
    if !output.isEmpty { backend.write(output) }
    return output.count
  }

  /// Puts `text` on the system clipboard through the terminal (OSC 52), between frames: the
  /// sequence draws no cell and moves no cursor, so the frame the terminal shows stays as
  /// ``shown`` says. Returns how many bytes that took.
  @discardableResult
  public mutating func copyToClipboard(_ text: String) -> Int {
    var output: [UInt8] = []
    TerminalEncoder.setClipboard(text, into: &output)
    backend.write(output)
    return output.count
  }

  /// Forgets what the terminal shows (it was resized, or given back to the shell and taken
  /// again), so the next frame is written whole.
  public mutating func invalidate() {
    shown = nil
    shownCursor = nil
  }
}
