import Foundation
internal import TerminalKit

/// What the app's screen showed at one moment, cell by cell: XCUITest's `XCUIScreenshot`, with
/// text and styled cells where that has an image. Snapshot tests record it as text or SVG.
///
/// ```swift
/// let screenshot = app.screenshot()
/// XCTAssertTrue(screenshot.text.contains("ログイン"))
/// XCTAssertTrue(screenshot[2, 0].isBold)
/// XCTAssertEqual(screenshot[2, 0].background, .indexed(33))
/// let svg = ScreenSVG().render(screenshot)
/// ```
public struct TUIScreenshot: Hashable, Sendable, CustomStringConvertible {
  /// One cell of the screen: a grapheme and how it is drawn.
  public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here: a space when blank, empty for the right half of a wide one
    /// (Japanese, an emoji), whose grapheme is in the cell to its left.
    public var text: String
    public var isBold: Bool
    public var isDim: Bool
    public var isItalic: Bool
    public var isUnderlined: Bool
    /// Drawn in reverse video: foreground and background swapped, as a highlight is.
    public var isReversed: Bool
    /// The colour the glyph is drawn in, before any reverse video swaps it with the
    /// background.
    public var foreground: Color
    /// The colour the cell is filled with, before any reverse video swaps it with the
    /// foreground.
    public var background: Color

    init(_ cell: TerminalKit.Cell) {
      text = cell.text
      isBold = cell.style.bold
      isDim = cell.style.dim
      isItalic = cell.style.italic
      isUnderlined = cell.style.underline
      isReversed = cell.style.reverse
      foreground = Color(cell.style.foreground)
      background = Color(cell.style.background)
    }
  }

  /// The cells, with their colours, as the terminal had them.
  let buffer: ScreenBuffer

  /// The screenshot of `buffer` as a terminal shows it (text in the background colour turned
  /// into what shows it).
  init(_ buffer: ScreenBuffer) { self.buffer = buffer.presented() }

  /// The screen's size in cells: columns wide, rows high.
  public var size: CGSize { CGSize(width: buffer.width, height: buffer.height) }

  /// The screen as text, one line per row, trailing spaces trimmed.
  public var text: String { buffer.text }

  /// The cell at a column and a row, counted from the top-left cell (0, 0); both must be on
  /// the screen.
  public subscript(column: Int, row: Int) -> Cell {
    precondition(
      (0..<buffer.width).contains(column) && (0..<buffer.height).contains(row),
      "cell (\(column), \(row)) is outside a screen of \(buffer.width)×\(buffer.height)")
    return Cell(buffer[column, row])
  }

  public var description: String { text }
}
