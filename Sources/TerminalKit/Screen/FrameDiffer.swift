/// Turns the difference between two frames into the fewest escape sequences that update a
/// terminal from one to the other.
///
/// Unchanged cells are skipped; the cursor moves only where a run of changes starts; a style
/// is set only when it differs from the one in effect. A frame with changes is wrapped in
/// synchronized output (DEC mode 2026), so a terminal that supports it shows it at once; a
/// frame without changes costs no bytes at all. The sequences come from ``TerminalEncoder``.
public struct FrameDiffer: Sendable {
  /// Spells the sequences; it knows whether colours are sent.
  public var encoder: TerminalEncoder

  /// Whether colours are emitted (`NO_COLOR`, a dumb `TERM`).
  public var colors: Bool {
    get { encoder.colors }
    set { encoder.colors = newValue }
  }

  public init(colors: Bool = true) { encoder = TerminalEncoder(colors: colors) }

  /// The bytes that turn `old` into `new` on a terminal showing `old`; `cursor` is where to
  /// leave the cursor (nil: it is hidden, so anywhere). `previousCursor` is where the last
  /// frame left it, when known: a change that starts there (typing) needs no cursor move.
  public func diff(
    from old: ScreenBuffer?, to new: ScreenBuffer, cursor: (column: Int, row: Int)?,
    previousCursor: (column: Int, row: Int)? = nil
  ) -> [UInt8] {
    var out: [UInt8] = []
    var position: (column: Int, row: Int)? = old == nil ? nil : previousCursor
    let full = old == nil || old?.width != new.width || old?.height != new.height
    if full {
      TerminalEncoder.beginSynchronizedUpdate(into: &out)
      TerminalEncoder.resetStyle(into: &out)
      TerminalEncoder.clearScreen(into: &out)
    }
    // Every frame ends with its styles reset, so the terminal starts each one plain.
    var style = CellStyle.plain
    for row in 0..<new.height {
      var column = 0
      while column < new.width {
        let cell = new[column, row]
        let unchanged = !full && old.map { $0[column, row] == cell } == true
        if unchanged || cell.isContinuation {
          column += 1
          continue
        }
        if out.isEmpty { TerminalEncoder.beginSynchronizedUpdate(into: &out) }
        if let position, position.row == row, position.column < column {
          // Forward on the same row: the shorter move.
          TerminalEncoder.moveCursorForward(column - position.column, into: &out)
        } else if position.map({ $0.row != row || $0.column != column }) ?? true {
          TerminalEncoder.moveCursor(toColumn: column, row: row, into: &out)
        }
        let (shown, visible) = cell.style.presented()
        if style != shown {
          encoder.setStyle(shown, from: style, into: &out)
          style = shown
        }
        let advance = column + 1 < new.width && new[column + 1, row].isContinuation ? 2 : 1
        if visible {
          out.append(contentsOf: cell.text.utf8)
        } else {
          // Text that cannot be seen: as many blanks as it is wide.
          out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: advance))
        }
        column += advance
        position = (column, row)
      }
    }
    guard !out.isEmpty else { return out }
    if style != .plain { TerminalEncoder.resetStyle(into: &out) }
    if let cursor, position.map({ $0 != cursor }) ?? true {
      TerminalEncoder.moveCursor(toColumn: cursor.column, row: cursor.row, into: &out)
    }
    TerminalEncoder.endSynchronizedUpdate(into: &out)
    return out
  }
}
