import Foundation
import TerminalKit

/// Rows of cells in columns as wide as their widest cell: SwiftUI's `Grid`. Each
/// ``GridRow`` is a row; any other view is a row of its own across the whole grid (a
/// `Divider`, say). Cells sit in their space by `alignment`; `gridCellColumns(_:)` lets a
/// cell span columns. Spacing is in points (8 a column, 16 a row); by default one column
/// between columns and no blank line between rows.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("都市"); Text("気温") }
///   Divider()
///   GridRow { Text("那覇"); Text("28℃") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    let rows = children.map { child -> GridElement.Row in
      if let row = child as? GridRowElement {
        return GridElement.Row(cells: row.cells, alignment: row.alignment)
      }
      return GridElement.Row(cells: [child], fullWidth: true)
    }
    output.append(
      GridElement(
        rows: rows, alignment: alignment,
        horizontalSpacing: horizontalSpacing.map(Points.columns) ?? 1,
        verticalSpacing: verticalSpacing.map(Points.rows) ?? 0))
  }
}

/// One row of a ``Grid``: SwiftUI's `GridRow`. Each view in it is a cell in the next column.
/// Outside a grid it lays out as an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var cells: [Element] = []
    context.resolveChild(content, position: 0, into: &cells)
    output.append(GridRowElement(cells: cells, alignment: alignment))
  }
}

extension View {
  /// Makes this cell of a ``Grid`` row span `count` columns: SwiftUI's `gridCellColumns`.
  public func gridCellColumns(_ count: Int) -> some View {
    GridSpanView(content: self, columns: max(1, count))
  }

  /// Accepted: cells sit in their space by the grid's alignment.
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View { self }

  /// Accepted: cells sit in their space by the grid's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

  /// Accepted: a cell's size always counts towards its column.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

/// A point in a view's space as fractions of its size: SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init(x: CGFloat = 0, y: CGFloat = 0) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

struct GridSpanView<Content: View>: View, PrimitiveView {
  let content: Content
  let columns: Int

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(GridSpanElement(child: context.resolveSingle(content), columns: columns))
  }
}

/// A grid cell that spans columns.
final class GridSpanElement: WrapperElement {
  let columns: Int

  init(child: Element, columns: Int) {
    self.columns = columns
    super.init(child: child)
  }
}

/// A grid row as resolved: its cells, laid out as a horizontal stack outside a grid.
final class GridRowElement: WrapperElement {
  let cells: [Element]
  let alignment: VerticalAlignment?

  init(cells: [Element], alignment: VerticalAlignment?) {
    self.cells = cells
    self.alignment = alignment
    super.init(
      child: StackElement(
        axis: .horizontal, alignment: alignment?.fraction ?? 1, spacing: 1, children: cells))
  }
}

/// Rows of cells in shared columns: what `Grid`, `LazyVGrid` and `LazyHGrid` lay out as.
final class GridElement: Element {
  struct Row {
    var cells: [Element]
    /// A view outside any `GridRow`: one cell across the grid.
    var fullWidth = false
    var alignment: VerticalAlignment?
  }

  let rows: [Row]
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  /// Column widths given by the container (a lazy grid's columns), instead of the widest
  /// cell's.
  let fixedWidths: [Int]?
  private var idealWidths: [Int]?

  init(
    rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int,
    fixedWidths: [Int]? = nil
  ) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.fixedWidths = fixedWidths
    super.init()
  }

  override var accessibilityText: String {
    rows.flatMap(\.cells).map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  private static func span(_ cell: Element) -> Int { (cell as? GridSpanElement)?.columns ?? 1 }

  private var columnCount: Int {
    rows.filter { !$0.fullWidth }.map { $0.cells.reduce(0) { $0 + Self.span($1) } }.max() ?? 0
  }

  /// Each column as wide as its widest cell; a spanning cell wider than its columns widens
  /// the last of them.
  var columnWidths: [Int] {
    if let fixedWidths { return fixedWidths }
    if let idealWidths { return idealWidths }
    var widths = [Int](repeating: 0, count: columnCount)
    var spanning: [(start: Int, span: Int, width: Int)] = []
    for row in rows where !row.fullWidth {
      var column = 0
      for cell in row.cells {
        let span = Self.span(cell)
        let width = cell.size(for: Proposal(width: nil, height: nil)).width
        if span == 1 {
          widths[column] = max(widths[column], width)
        } else {
          spanning.append((column, span, width))
        }
        column += span
      }
    }
    for cell in spanning {
      let end = min(widths.count, cell.start + cell.span)
      let covered =
        widths[cell.start..<end].reduce(0, +) + horizontalSpacing * (end - cell.start - 1)
      if cell.width > covered, end > cell.start { widths[end - 1] += cell.width - covered }
    }
    idealWidths = widths
    return widths
  }

  private var gridWidth: Int {
    let widths = columnWidths
    let columns = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
    let full =
      rows.filter(\.fullWidth).compactMap(\.cells.first)
      .map { $0.size(for: Proposal(width: nil, height: nil)).width }.max() ?? 0
    return max(columns, full)
  }

  /// The cells of a row with the columns each covers: its x offset and width.
  private func frames(of row: Row, width: Int) -> [(cell: Element, x: Int, width: Int)] {
    if row.fullWidth { return row.cells.map { ($0, 0, width) } }
    let widths = columnWidths
    var result: [(Element, Int, Int)] = []
    var column = 0
    var x = 0
    for cell in row.cells {
      let span = min(Self.span(cell), max(1, widths.count - column))
      guard column < widths.count else { break }
      let cellWidth =
        widths[column..<(column + span)].reduce(0, +) + horizontalSpacing * (span - 1)
      result.append((cell, x, cellWidth))
      x += cellWidth + horizontalSpacing
      column += span
    }
    return result
  }

  private func height(of row: Row, width: Int) -> Int {
    frames(of: row, width: width).map {
      $0.cell.size(for: Proposal(width: $0.width, height: nil)).height
    }
    .max() ?? 0
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let width = gridWidth
    let heights = rows.map { height(of: $0, width: width) }
    let total = heights.reduce(0, +) + verticalSpacing * max(0, rows.count - 1)
    return Size(width: min(width, proposal.width ?? width), height: total)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let width = gridWidth
    var y = rect.y
    let id =
      accessibilityIdentifier == nil
      ? nil
      : renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
    renderer.withAccessibilityParent(id) {
      for row in rows {
        let rowHeight = height(of: row, width: width)
        let vertical = row.alignment ?? alignment.vertical
        for (cell, x, cellWidth) in frames(of: row, width: width) {
          let size = cell.size(for: Proposal(width: cellWidth, height: nil))
          let space = Rect(x: rect.x + x, y: y, width: cellWidth, height: rowHeight)
          let placement = Alignment(horizontal: alignment.horizontal, vertical: vertical)
          cell.render(
            in: placement.place(
              Size(width: min(size.width, cellWidth), height: min(size.height, rowHeight)),
              in: space), renderer)
        }
        y += rowHeight + verticalSpacing
      }
    }
  }
}
