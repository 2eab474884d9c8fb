import Foundation
import TerminalKit

/// Draws a shape's path into the cells offered: filled as whole and half cells, or stroked as
/// braille dots (a dot is 4 points square: two a column, four a row).
final class PathElement: Element {
  enum Mode {
    case fill(eoFill: Bool)
    case stroke(StrokeStyle)
  }

  let path: (CGRect) -> Path
  let mode: Mode
  let color: Color?
  let coloring: (any CellColoring)?
  let colorMode: ColorMode

  init(
    path: @escaping (CGRect) -> Path, mode: Mode, color: Color?, coloring: (any CellColoring)?,
    colorMode: ColorMode
  ) {
    self.path = path
    self.mode = mode
    self.color = color
    self.coloring = coloring
    self.colorMode = colorMode
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard rect.width > 0, rect.height > 0, color?.isClear != true else { return }
    let bounds = CGRect(
      x: 0, y: 0, width: CGFloat(rect.width) * Points.perColumn,
      height: CGFloat(rect.height) * Points.perRow)
    let shapePath = path(bounds)
    let painter = coloring.map { GradientPainter(coloring: $0, frame: rect, mode: colorMode) }
    let plain = color?.terminalColor(colorMode)
    func colorAt(_ column: Int, _ row: Int) -> TerminalColor? {
      painter?.color(column: column, row: row) ?? plain
    }
    // A stroke's outline (`strokedPath`) is filled by drawing the stroke.
    let mode = shapePath.strokeOutline.map { Mode.stroke($0) } ?? mode
    switch mode {
    case .fill(let eoFill):
      for (column, row, glyph) in Self.fillCells(
        shapePath, columns: rect.width, rows: rect.height, eoFill: eoFill)
      {
        var style = CellStyle()
        let x = rect.x + column
        let y = rect.y + row
        if let cellColor = colorAt(x, y) { style.foreground = cellColor }
        renderer.put(glyph, width: 1, x: x, y: y, style: style)
      }
    case .stroke(let strokeStyle):
      let dots = Self.strokeDots(
        shapePath, columns: rect.width, rows: rect.height, style: strokeStyle)
      for (index, bits) in dots where bits != 0 {
        let column = index % rect.width
        let row = index / rect.width
        var style = CellStyle()
        if let cellColor = colorAt(rect.x + column, rect.y + row) { style.foreground = cellColor }
        let glyph = Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
        renderer.put(glyph, width: 1, x: rect.x + column, y: rect.y + row, style: style)
      }
    }
  }

  /// The cells a filled path covers: "█" where both halves' centres are inside, "▀" or "▄"
  /// where one is. Each half row is a scan line: where it crosses the path's edges says which
  /// centres on it are inside.
  static func fillCells(_ path: Path, columns: Int, rows: Int, eoFill: Bool)
    -> [(column: Int, row: Int, glyph: Character)]
  {
    guard columns > 0, rows > 0 else { return [] }
    let polylines = path.flattened()
    var cells: [(column: Int, row: Int, glyph: Character)] = []
    for row in 0..<rows {
      let top = insideColumns(
        polylines, y: (CGFloat(row) + 0.25) * Points.perRow, columns: columns, eoFill: eoFill)
      let bottom = insideColumns(
        polylines, y: (CGFloat(row) + 0.75) * Points.perRow, columns: columns, eoFill: eoFill)
      for column in top.union(bottom).sorted() {
        switch (top.contains(column), bottom.contains(column)) {
        case (true, true): cells.append((column, row, "█"))
        case (true, false): cells.append((column, row, "▀"))
        default: cells.append((column, row, "▄"))
        }
      }
    }
    if cells.isEmpty, let dot = dot(path, columns: columns, rows: rows) { cells.append(dot) }
    return cells
  }

  /// A shape too small to cover the centre of half a cell (a page indicator's 8-point
  /// circle) is a dot in the cell under its centre, not nothing.
  private static func dot(_ path: Path, columns: Int, rows: Int)
    -> (column: Int, row: Int, glyph: Character)?
  {
    let box = path.boundingRect
    guard !box.isNull, box.width > 0, box.height > 0, box.midX.isFinite, box.midY.isFinite
    else { return nil }
    let column = Int((box.midX / Points.perColumn).rounded(.down))
    let row = Int((box.midY / Points.perRow).rounded(.down))
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
    return (column, row, "•")
  }

  /// The columns whose centre on the line at `y` (in points) is inside the path.
  private static func insideColumns(
    _ polylines: [Path.Polyline], y: CGFloat, columns: Int, eoFill: Bool
  ) -> Set<Int> {
    // Where the line crosses each edge, and which way the edge goes.
    var crossings: [(x: CGFloat, direction: Int)] = []
    for polyline in polylines {
      var points = polyline.points
      if let first = points.first, points.last != first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        guard a.y.isFinite, b.y.isFinite, a.x.isFinite, b.x.isFinite else { continue }
        let upward = a.y <= y && b.y > y
        let downward = b.y <= y && a.y > y
        guard upward || downward else { continue }
        let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
        crossings.append((x, upward ? 1 : -1))
      }
    }
    guard !crossings.isEmpty else { return [] }
    crossings.sort { $0.x < $1.x }
    var inside = Set<Int>()
    var winding = 0
    for (index, crossing) in crossings.enumerated() {
      winding += crossing.direction
      let filled = eoFill ? winding % 2 != 0 : winding != 0
      guard filled, index + 1 < crossings.count else { continue }
      // Centres between this crossing and the next are inside.
      let start = min(1e6, max(-1e6, crossing.x / Points.perColumn - 0.5))
      let end = min(1e6, max(-1e6, crossings[index + 1].x / Points.perColumn - 0.5))
      let from = max(0, Int(start.rounded(.up)))
      let to = min(columns - 1, Int(end.rounded(.down)))
      if from <= to { inside.formUnion(from...to) }
    }
    return inside
  }

  /// Braille dot bits per cell (row-major, `columns` wide) along a stroked path.
  static func strokeDots(_ path: Path, columns: Int, rows: Int, style: StrokeStyle) -> [Int: Int] {
    let dotSize = Points.perColumn / 2
    let width = columns * 2
    let height = rows * 4
    let pattern = style.dash.filter { $0 > 0 && $0.isFinite }
    let patternLength = pattern.reduce(0, +)
    let radius = max(0, Int((style.lineWidth / (2 * dotSize)).rounded(.down)))
    var cells: [Int: Int] = [:]
    func set(_ pointX: CGFloat, _ pointY: CGFloat) {
      guard pointX.isFinite, pointY.isFinite else { return }
      // A point on the frame's far edge belongs to the last dot, not one past it.
      let dotX = Int(
        (min(max(pointX, -dotSize), CGFloat(width) * dotSize - 0.01) / dotSize).rounded(.down))
      let dotY = Int(
        (min(max(pointY, -dotSize), CGFloat(height) * dotSize - 0.01) / dotSize).rounded(.down))
      for dy in -radius...radius {
        for dx in -radius...radius {
          let x = dotX + dx
          let y = dotY + dy
          guard x >= 0, y >= 0, x < width, y < height else { continue }
          cells[(y / 4) * columns + x / 2, default: 0] |= bit(x % 2, y % 4)
        }
      }
    }
    func isDrawn(_ distance: CGFloat) -> Bool {
      guard patternLength > 0 else { return true }
      var position = (distance + style.dashPhase).truncatingRemainder(dividingBy: patternLength)
      if position < 0 { position += patternLength }
      for (index, length) in pattern.enumerated() {
        if position < length { return index % 2 == 0 }
        position -= length
      }
      return true
    }
    var walked: CGFloat = 0
    for polyline in path.flattened() {
      if polyline.points.count == 1, let only = polyline.points.first {
        set(only.x, only.y)
      }
      for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length.isFinite, length < 1e6 else { continue }
        let steps = max(1, Int((length / (dotSize / 2)).rounded(.up)))
        for step in 0...steps {
          let t = CGFloat(step) / CGFloat(steps)
          guard isDrawn(walked + length * t) else { continue }
          set(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        }
        walked += length
      }
    }
    return cells
  }

  /// The braille bit of the dot at `x` (0–1), `y` (0–3) in a cell.
  private static func bit(_ x: Int, _ y: Int) -> Int {
    switch (x, y) {
    case (0, 3): 0x40
    case (1, 3): 0x80
    case (0, _): 1 << y
    default: 1 << (y + 3)
    }
  }
}
