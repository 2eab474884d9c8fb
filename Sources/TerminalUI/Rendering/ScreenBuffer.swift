/// A grid of cells: what a frame draws before it is diffed against the last one.
///
/// Wide graphemes take two cells (the second marked as a continuation); writing over either
/// half of one blanks the other half, so no half glyph is ever left behind, and a wide
/// grapheme that would cross the right edge is drawn as a space.
public struct ScreenBuffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  public subscript(column: Int, row: Int) -> Cell {
    get { cells[row * width + column] }
    set { cells[row * width + column] = newValue }
  }

  /// Writes `text` starting at a position, clipped to `limit` columns and the right edge;
  /// returns the columns used.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int = .max
  ) -> Int {
    guard row >= 0, row < height else { return 0 }
    var x = column
    let (sum, overflow) = column.addingReportingOverflow(max(0, limit))
    let end = overflow ? width : min(width, sum)
    for character in text {
      let columns = CharacterWidth.of(character)
      if columns == 0 {
        // A lone mark or control character: attach nothing, draw nothing.
        continue
      }
      if x + columns > end {
        if columns == 2, x < end, x >= 0 { put(Cell(" ", style: style), at: x, row: row) }
        break
      }
      if x >= 0 {
        put(Cell(String(character), style: style), at: x, row: row)
        if columns == 2 { put(Cell("", style: style, isContinuation: true), at: x + 1, row: row) }
      }
      x += columns
    }
    return x - column
  }

  /// Fills a rectangle with blanks of a style.
  public mutating func fill(
    column: Int, row: Int, width: Int, height: Int, style: CellStyle = .plain
  ) {
    for y in max(0, row)..<min(self.height, row + height) {
      for x in max(0, column)..<min(self.width, column + width) {
        put(Cell(" ", style: style), at: x, row: y)
      }
    }
  }

  /// Places a cell, repairing any wide grapheme it cuts in half.
  mutating func put(_ cell: Cell, at x: Int, row: Int) {
    guard x >= 0, x < width else { return }
    let index = row * width + x
    let old = cells[index]
    if old.isContinuation, x > 0, !cell.isContinuation {
      // Overwriting the right half: the left half becomes a space.
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if !old.isContinuation, x + 1 < width, cells[index + 1].isContinuation {
      // Overwriting the left half of a wide grapheme: its right half becomes a space (a new
      // wide grapheme's own right half then replaces it).
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  /// The screen as text, one line per row, trailing spaces trimmed.
  public var text: String {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width {
        let cell = self[column, row]
        if !cell.isContinuation { line += cell.text }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
