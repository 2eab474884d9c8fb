/// A grid of cells: what a frame draws before it is diffed against the last one.
///
/// All text goes in through one path, ``put(_:columns:column:row:style:clip:overlay:)``,
/// with one set of wide-character rules: a wide grapheme takes two cells (the second marked
/// as a continuation); writing over either half of one blanks the other half, so no half
/// glyph is ever left behind; and a wide grapheme cut by the edge of the clip (or of the
/// buffer) shows as a space in its visible half.
public struct ScreenBuffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  public subscript(column: Int, row: Int) -> Cell {
    get { cells[row * width + column] }
    set { cells[row * width + column] = newValue }
  }

  /// Writes `text` from a cell on, at most `limit` columns (a grapheme that would pass the
  /// limit is not drawn), clipped to `clip` and the buffer; returns the columns used, up to
  /// the clip's right edge.
  @inlinable @discardableResult
  public mutating func write(
    _ text: some StringProtocol, column: Int, row: Int, style: CellStyle = .plain,
    limit: Int = .max, clip: Rect? = nil, overlay: Bool = false
  ) -> Int {
    let clip = clip.map { $0.intersection(bounds) } ?? bounds
    var x = column
    for character in text {
      let columns = CharacterWidth.of(character)
      if columns == 0 {
        // A lone mark or control character: attach nothing, draw nothing.
        continue
      }
      if x - column + columns > limit { break }
      if x + columns > clip.maxX {
        // Only a cut wide grapheme's left half can still show; nothing after it can.
        put(
          character, columns: columns, column: x, row: row, style: style, clip: clip,
          overlay: overlay)
        break
      }
      put(
        character, columns: columns, column: x, row: row, style: style, clip: clip,
        overlay: overlay)
      x += columns
    }
    return x - column
  }

  /// Places one grapheme of `columns` columns (its ``CharacterWidth``) at a cell, clipped to
  /// `clip` (which must lie inside the buffer). A wide grapheme cut by the clip's edge shows
  /// as a space in its visible half. With `overlay`, text with no background of its own
  /// keeps the background (and reverse video) of the cells it is drawn over.
  public mutating func put(
    _ character: Character, columns: Int, column x: Int, row y: Int, style: CellStyle,
    clip: Rect, overlay: Bool = false
  ) {
    guard y >= clip.y, y < clip.maxY, x + columns > clip.x, x < clip.maxX else { return }
    var style = style
    if overlay, style.background == .default, x >= 0, x < width {
      // Reverse video stands in for a background under NO_COLOR.
      let below = self[x, y].style
      style.background = below.background
      style.reverse = style.reverse || below.reverse
    }
    if columns == 2 && (x < clip.x || x + 1 >= clip.maxX) {
      place(Cell(" ", style: style), column: x < clip.x ? x + 1 : x, row: y)
      return
    }
    place(Cell(String(character), style: style), column: x, row: y)
    if columns == 2 { place(Cell("", style: style, isContinuation: true), column: x + 1, row: y) }
  }

  /// The buffer as a terminal shows it: each cell of text in the terminal's background
  /// colour turned into what shows it (``CellStyle/presented()``), a blank where it cannot be
  /// seen.
  public func presented() -> ScreenBuffer {
    var shown = self
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x, y]
        guard cell.style.foreground == .terminalBackground else { continue }
        let (style, visible) = cell.style.presented()
        let text = visible || cell.isContinuation ? cell.text : " "
        shown.place(
          Cell(text, style: style, isContinuation: cell.isContinuation), column: x, row: y)
      }
    }
    return shown
  }

  /// Fills a rectangle with blanks of a style.
  public mutating func fill(
    column: Int, row: Int, width: Int, height: Int, style: CellStyle = .plain
  ) {
    for y in max(0, row)..<max(max(0, row), min(self.height, row + height)) {
      for x in max(0, column)..<max(max(0, column), min(self.width, column + width)) {
        place(Cell(" ", style: style), column: x, row: y)
      }
    }
  }

  /// Moves every row up by `lines`; the rows that come in at the bottom are blank, as a
  /// terminal scrolls when a line feed reaches its last row.
  public mutating func scrollUp(_ lines: Int = 1) {
    let lines = min(height, max(0, lines))
    guard lines > 0 else { return }
    cells.removeFirst(lines * width)
    cells.append(contentsOf: repeatElement(.blank, count: lines * width))
  }

  /// Sets one cell, repairing any wide grapheme it cuts in half.
  mutating func place(_ cell: Cell, column x: Int, row: Int) {
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
