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
    output.append(
      GridElement(
        children: children, alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing))
  }
}

extension GridElement {
  /// A grid of `children`: each `GridRow` a row, any other view a row across the grid.
  convenience init(
    children: [Element], alignment: Alignment, horizontalSpacing: CGFloat?,
    verticalSpacing: CGFloat?
  ) {
    let rows = children.map { child -> GridElement.Row in
      if let row = child as? GridRowElement {
        return GridElement.Row(cells: row.cells, alignment: row.alignment)
      }
      return GridElement.Row(cells: [child], fullWidth: true)
    }
    self.init(
      rows: rows, alignment: alignment,
      horizontalSpacing: horizontalSpacing.map(Points.columns) ?? 1,
      verticalSpacing: verticalSpacing.map(Points.rows) ?? 0)
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

  /// Sets how every cell in this cell's column of a ``Grid`` sits across its space,
  /// overriding the grid's alignment: SwiftUI's `gridColumnAlignment`. Any cell of the column
  /// can say it (the first that does, in reading order, wins).
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View {
    GridCellView(content: self, mark: .columnAlignment(alignment))
  }

  /// Places this cell of a ``Grid`` at a point of its space, both ways, instead of by the
  /// grid's and its column's alignment: SwiftUI's `gridCellAnchor`.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    GridCellView(content: self, mark: .anchor(anchor))
  }

  /// Makes this cell of a ``Grid`` take its size along `axes` from the rest of its column
  /// (horizontal) or row (vertical) instead of asking for any: SwiftUI's
  /// `gridCellUnsizedAxes`, for a `Color` or a rule that should span only what the other
  /// cells need.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    GridCellView(content: self, mark: .unsizedAxes(axes))
  }
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

/// What a cell of a grid says about its place: its column's alignment, its own anchor, the
/// axes it takes its size from the others along.
enum GridCellMark {
  case columnAlignment(HorizontalAlignment)
  case anchor(UnitPoint)
  case unsizedAxes(Axis.Set)
}

struct GridCellView<Content: View>: View, PrimitiveView {
  let content: Content
  let mark: GridCellMark

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(GridCellElement(child: context.resolveSingle(content), mark: mark))
  }
}

/// A grid cell with a mark on it; the grid reads the marks of a cell through the modifiers
/// around it.
final class GridCellElement: WrapperElement {
  let mark: GridCellMark

  init(child: Element, mark: GridCellMark) {
    self.mark = mark
    super.init(child: child)
  }

  /// The marks of `cell`, outermost first, and its span, found through the wrappers around
  /// it (a span, a padding, another mark).
  static func marks(of cell: Element) -> (marks: [GridCellMark], span: Int) {
    var marks: [GridCellMark] = []
    var span: Int?
    var element: Element? = cell
    while let current = element as? WrapperElement {
      if let marked = current as? GridCellElement { marks.append(marked.mark) }
      if let spanning = current as? GridSpanElement, span == nil { span = spanning.columns }
      element = current.child
    }
    return (marks, span ?? 1)
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
/// A column sits its cells by the alignment a cell of it asked for
/// (`gridColumnAlignment`), else by the grid's; a cell with an anchor sits by it.
final class GridElement: Element {
  struct Row {
    var cells: [Element]
    /// A view outside any `GridRow`: one cell across the grid.
    var fullWidth = false
    var alignment: VerticalAlignment?
  }

  /// What a cell's marks say, read once.
  @MainActor
  private struct CellInfo {
    var span = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsized: Axis.Set = []

    init(_ cell: Element) {
      let found = GridCellElement.marks(of: cell)
      span = found.span
      for mark in found.marks {
        switch mark {
        case .columnAlignment(let alignment): columnAlignment = columnAlignment ?? alignment
        case .anchor(let point): anchor = anchor ?? point
        case .unsizedAxes(let axes): unsized.formUnion(axes)
        }
      }
    }
  }

  /// A cell as placed in a row: the columns it covers, its x offset and width.
  @MainActor
  private struct Placed {
    let cell: Element
    let info: CellInfo
    let column: Int
    let x: Int
    let width: Int
  }

  let rows: [Row]
  let alignment: Alignment
  let horizontalSpacing: Int
  let verticalSpacing: Int
  /// Column widths given by the container (a lazy grid's columns), instead of the widest
  /// cell's.
  let fixedWidths: [Int]?
  private let infos: [[CellInfo]]
  private var idealWidths: [Int]?
  private var alignments: [HorizontalAlignment?]?

  init(
    rows: [Row], alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int,
    fixedWidths: [Int]? = nil
  ) {
    self.rows = rows
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.fixedWidths = fixedWidths
    infos = rows.map { $0.cells.map(CellInfo.init) }
    super.init()
  }

  override var accessibilityText: String {
    rows.flatMap(\.cells).map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  private var columnCount: Int {
    zip(rows, infos).filter { !$0.0.fullWidth }.map { $0.1.reduce(0) { $0 + $1.span } }.max() ?? 0
  }

  /// Each column as wide as its widest cell; a spanning cell wider than its columns widens
  /// the last of them. A cell unsized across takes no part.
  var columnWidths: [Int] {
    if let fixedWidths { return fixedWidths }
    if let idealWidths { return idealWidths }
    var widths = [Int](repeating: 0, count: columnCount)
    var spanning: [(start: Int, span: Int, width: Int)] = []
    for (row, infos) in zip(rows, infos) where !row.fullWidth {
      var column = 0
      for (cell, info) in zip(row.cells, infos) {
        defer { column += info.span }
        guard !info.unsized.contains(.horizontal), column < widths.count else { continue }
        let width = cell.size(for: Proposal(width: nil, height: nil)).width
        if info.span == 1 {
          widths[column] = max(widths[column], width)
        } else {
          spanning.append((column, info.span, width))
        }
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

  /// Each column's alignment, from the first of its cells that set one.
  private var columnAlignments: [HorizontalAlignment?] {
    if let alignments { return alignments }
    var found = [HorizontalAlignment?](repeating: nil, count: columnWidths.count)
    for (row, infos) in zip(rows, infos) where !row.fullWidth {
      var column = 0
      for info in infos {
        if column < found.count, found[column] == nil { found[column] = info.columnAlignment }
        column += info.span
      }
    }
    alignments = found
    return found
  }

  private var gridWidth: Int {
    let widths = columnWidths
    let columns = widths.reduce(0, +) + horizontalSpacing * max(0, widths.count - 1)
    let full =
      rows.filter(\.fullWidth).compactMap(\.cells.first)
      .map { $0.size(for: Proposal(width: nil, height: nil)).width }.max() ?? 0
    return max(columns, full)
  }

  /// The cells of row `index` with the columns each covers.
  private func frames(of index: Int, width: Int) -> [Placed] {
    let row = rows[index]
    if row.fullWidth {
      return zip(row.cells, infos[index]).map {
        Placed(cell: $0, info: $1, column: 0, x: 0, width: width)
      }
    }
    let widths = columnWidths
    var result: [Placed] = []
    var column = 0
    var x = 0
    for (cell, info) in zip(row.cells, infos[index]) {
      guard column < widths.count else { break }
      let span = min(info.span, max(1, widths.count - column))
      let cellWidth =
        widths[column..<(column + span)].reduce(0, +) + horizontalSpacing * (span - 1)
      result.append(Placed(cell: cell, info: info, column: column, x: x, width: cellWidth))
      x += cellWidth + horizontalSpacing
      column += span
    }
    return result
  }

  /// The lines row `index` takes: its tallest cell's, a cell unsized down taking no part.
  private func height(of index: Int, width: Int) -> Int {
    let placed = frames(of: index, width: width)
    let sized = placed.filter { !$0.info.unsized.contains(.vertical) }
    return (sized.isEmpty ? placed : sized).map {
      $0.cell.size(for: Proposal(width: $0.width, height: nil)).height
    }
    .max() ?? 0
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let width = gridWidth
    let heights = rows.indices.map { height(of: $0, width: width) }
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
    let columnAlignments = self.columnAlignments
    renderer.withAccessibilityParent(id) {
      for index in rows.indices {
        let rowHeight = height(of: index, width: width)
        let vertical = rows[index].alignment ?? alignment.vertical
        for placed in frames(of: index, width: width) {
          let space = Rect(x: rect.x + placed.x, y: y, width: placed.width, height: rowHeight)
          let column = rows[index].fullWidth ? nil : columnAlignments[placed.column]
          Self.place(
            placed, in: space,
            alignment: Alignment(horizontal: column ?? alignment.horizontal, vertical: vertical),
            renderer)
        }
        y += rowHeight + verticalSpacing
      }
    }
  }

  /// Draws a cell in its space: by its anchor, else by `alignment`; a cell unsized along an
  /// axis fills its space that way.
  private static func place(
    _ placed: Placed, in space: Rect, alignment: Alignment, _ renderer: Renderer
  ) {
    let unsized = placed.info.unsized
    let proposal = Proposal(
      width: space.width, height: unsized.contains(.vertical) ? space.height : nil)
    let size = placed.cell.size(for: proposal)
    let fitted = Size(
      width: unsized.contains(.horizontal) ? space.width : min(size.width, space.width),
      height: unsized.contains(.vertical) ? space.height : min(size.height, space.height))
    guard let anchor = placed.info.anchor else {
      placed.cell.render(in: alignment.place(fitted, in: space), renderer)
      return
    }
    let x = space.x + Int((CGFloat(space.width - fitted.width) * anchor.x).rounded(.down))
    let y = space.y + Int((CGFloat(space.height - fitted.height) * anchor.y).rounded(.down))
    placed.cell.render(
      in: Rect(x: x, y: y, width: fitted.width, height: fitted.height), renderer)
  }
}
