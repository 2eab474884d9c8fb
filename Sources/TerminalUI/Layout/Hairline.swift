import Foundation

/// A fill or a divider framed thinner than half a cell: SwiftUI draws it as a thin line,
/// so a terminal draws it one cell thick rather than not at all.
///
/// `Rectangle().fill(.gray).frame(height: 1)` and `Divider().frame(height: 0.5)` are how
/// iOS code draws its own separators; at 16 points a row, one point rounds to no row and
/// the separator would vanish. Framed so, a fill is drawn as a box-drawing line in its
/// colour (`─` for a short height, `│` for a narrow width) and a divider keeps its one cell.
/// Anything else framed that thin still takes no cells, as it shows nothing in SwiftUI
/// either.
@MainActor
enum Hairline {
  /// Whether `points`, a fixed frame length, is more than nothing but rounds to no cells.
  static func isThin(_ points: CGFloat?, _ cells: (CGFloat) -> Int) -> Bool {
    guard let points, points > 0 else { return false }
    return cells(points) == 0
  }

  /// The element a fixed frame holds, and its columns and rows: `child` as given unless it
  /// is a fill or a divider that a thin length would hide.
  static func framed(
    _ child: Element, columns: Int?, rows: Int?, thinWidth: Bool, thinHeight: Bool
  ) -> (Element, columns: Int?, rows: Int?) {
    guard thinWidth || thinHeight else { return (child, columns, rows) }
    let wideColumns = thinWidth ? 1 : columns
    let wideRows = thinHeight ? 1 : rows
    if let fill = child as? ColorElement, fill.line == nil {
      // Thin both ways is a dot: the fill itself, one cell.
      guard thinWidth != thinHeight else { return (child, wideColumns, wideRows) }
      let line: Axis = thinHeight ? .horizontal : .vertical
      return (ColorElement(color: fill.color, mode: fill.mode, line: line), wideColumns, wideRows)
    }
    if child is DividerElement { return (child, wideColumns, wideRows) }
    return (child, columns, rows)
  }
}
