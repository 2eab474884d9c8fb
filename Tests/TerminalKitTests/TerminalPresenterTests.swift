import Testing

@testable import TerminalKit

/// A frame of `lines`, one a row, `width` cells wide.
private func frame(_ lines: [String], width: Int = 20) -> ScreenBuffer {
  var buffer = ScreenBuffer(width: width, height: lines.count)
  for (row, line) in lines.enumerated() { _ = buffer.write(line, column: 0, row: row) }
  return buffer
}

@Suite("The presenter shows frames on a terminal: only what changed, the cursor where it goes")
struct TerminalPresenterTests {
  /// A presenter over a terminal in memory that starts as the full-screen mode leaves it.
  private func presenter() -> TerminalPresenter<MemoryTerminalBackend> {
    var backend = MemoryTerminalBackend(width: 20, height: 3)
    backend.write(TerminalEncoder.enterFullScreen(mouse: false))
    return TerminalPresenter(backend: backend, colors: true)
  }

  @Test("the first frame is written whole; the terminal then shows exactly that frame")
  func firstFrame() {
    var presenter = presenter()
    let first = frame(["メール", "パスワード", "[ ログイン ]"])
    #expect(presenter.present(first, cursor: nil) > 0)
    #expect(presenter.backend.screen.text == first.text)
    #expect(!presenter.backend.screen.isCursorVisible)
  }

  @Test("a frame without changes, the cursor where it was, costs no bytes")
  func unchangedFrame() {
    var presenter = presenter()
    let first = frame(["a", "b", "c"])
    presenter.present(first, cursor: (column: 1, row: 0))
    let before = presenter.backend.bytesWritten
    #expect(presenter.present(first, cursor: (column: 1, row: 0)) == 0)
    #expect(presenter.backend.bytesWritten == before)
  }

  @Test("one changed cell writes a few bytes, far fewer than the whole frame")
  func oneCell() {
    var presenter = presenter()
    let whole = presenter.present(frame(["abc", "def", "ghi"]), cursor: nil)
    let changed = frame(["abc", "dXf", "ghi"])
    let bytes = presenter.present(changed, cursor: nil)
    #expect(bytes > 0 && bytes < whole / 2)
    #expect(presenter.backend.screen.text == changed.text)
  }

  @Test("the cursor is shown where it goes, moved without a change, and hidden when gone")
  func cursor() {
    var presenter = presenter()
    let screen = frame(["name", "", ""])
    presenter.present(screen, cursor: (column: 4, row: 0))
    #expect(presenter.backend.screen.isCursorVisible)
    #expect(presenter.backend.screen.cursor.column == 4 && presenter.backend.screen.cursor.row == 0)
    #expect(presenter.present(screen, cursor: (column: 2, row: 1)) > 0)
    #expect(presenter.backend.screen.cursor.column == 2 && presenter.backend.screen.cursor.row == 1)
    presenter.present(screen, cursor: nil)
    #expect(!presenter.backend.screen.isCursorVisible)
    #expect(presenter.backend.screen.text == screen.text)
  }

  @Test("after invalidate the next frame is written whole")
  func invalidate() {
    var presenter = presenter()
    let screen = frame(["one", "two", "three"])
    let whole = presenter.present(screen, cursor: nil)
    presenter.invalidate()
    #expect(presenter.shown == nil)
    #expect(presenter.present(screen, cursor: nil) >= whole)
    #expect(presenter.backend.screen.text == screen.text)
  }
}
