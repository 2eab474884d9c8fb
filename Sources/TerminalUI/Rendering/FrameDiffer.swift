/// Turns the difference between two frames into the fewest escape sequences that update a
/// terminal from one to the other.
///
/// Unchanged cells are skipped; the cursor moves only where a run of changes starts; a style
/// is set only when it differs from the one in effect. A frame with changes is wrapped in
/// synchronized output (DEC mode 2026), so a terminal that supports it shows it at once; a
/// frame without changes costs no bytes at all.
public struct FrameDiffer: Sendable {
  /// Whether colours are emitted (`NO_COLOR`, a dumb `TERM`).
  public var colors: Bool

  public init(colors: Bool = true) { self.colors = colors }

  /// The bytes that turn `old` into `new` on a terminal showing `old`; `cursor` is where to
  /// leave the cursor (nil: it is hidden, so anywhere). `previousCursor` is where the last
  /// frame left it, when known: a change that starts there (typing) needs no cursor move.
  public func diff(
    from old: ScreenBuffer?, to new: ScreenBuffer, cursor: (column: Int, row: Int)?,
    previousCursor: (column: Int, row: Int)? = nil
  ) -> [UInt8] {
    var out: [UInt8] = []
    var style: CellStyle? = nil
    var position: (column: Int, row: Int)? = old == nil ? nil : previousCursor
    let full = old == nil || old?.width != new.width || old?.height != new.height
    if full { out += Array("\u{1B}[0m\u{1B}[2J".utf8) }
    // Every frame ends with its styles reset, so the terminal starts each one plain.
    style = .plain
    for row in 0..<new.height {
      var column = 0
      while column < new.width {
        let cell = new[column, row]
        let unchanged = !full && old.map { $0[column, row] == cell } == true
        if unchanged || cell.isContinuation {
          column += 1
          continue
        }
        if let position, position.row == row, position.column < column {
          // Forward on the same row: the shorter move.
          out += Array("\u{1B}[\(column - position.column)C".utf8)
        } else if position.map({ $0.row != row || $0.column != column }) ?? true {
          out += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
        }
        if style != cell.style {
          out += sgr(cell.style, from: style)
          style = cell.style
        }
        out += Array(cell.text.utf8)
        let advance = column + 1 < new.width && new[column + 1, row].isContinuation ? 2 : 1
        column += advance
        position = (column, row)
      }
    }
    let changed = !out.isEmpty
    if changed {
      if style != .plain { out += Array("\u{1B}[0m".utf8) }
      out = Array("\u{1B}[?2026h".utf8) + out
    }
    if let cursor, changed, position.map({ $0 != cursor }) ?? true {
      out += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H".utf8)
    }
    if changed { out += Array("\u{1B}[?2026l".utf8) }
    return out
  }

  /// Select Graphic Rendition for a style. From a known style that lacks none of the new
  /// one's attributes, only the differences are sent; otherwise it starts from a reset.
  func sgr(_ style: CellStyle, from current: CellStyle?) -> [UInt8] {
    if let current, !(current.bold && !style.bold), !(current.dim && !style.dim),
      !(current.italic && !style.italic), !(current.underline && !style.underline),
      !(current.reverse && !style.reverse)
    {
      var codes: [String] = []
      if style.bold && !current.bold { codes.append("1") }
      if style.dim && !current.dim { codes.append("2") }
      if style.italic && !current.italic { codes.append("3") }
      if style.underline && !current.underline { codes.append("4") }
      if style.reverse && !current.reverse { codes.append("7") }
      if colors {
        if style.foreground != current.foreground {
          codes += style.foreground == .default ? ["39"] : colorCodes(style.foreground, base: 30)
        }
        if style.background != current.background {
          codes += style.background == .default ? ["49"] : colorCodes(style.background, base: 40)
        }
      }
      if codes.isEmpty { return [] }
      return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if colors {
      codes += colorCodes(style.foreground, base: 30)
      codes += colorCodes(style.background, base: 40)
    }
    return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }

  private func colorCodes(_ color: TerminalColor, base: Int) -> [String] {
    switch color {
    case .default: []
    case .named(let index) where index < 8: [String(base + Int(index))]
    case .named(let index): [String(base + 60 + Int(index) - 8)]
    case .palette(let index): [String(base + 8), "5", String(index)]
    case .rgb(let red, let green, let blue):
      [String(base + 8), "2", String(red), String(green), String(blue)]
    }
  }
}
