import Foundation
import TerminalKit

/// One column of a ``LazyVGrid`` or one row of a ``LazyHGrid``: SwiftUI's `GridItem`. Sizes
/// are in points (8 a column, 16 a row).
public struct GridItem: Sendable {
  /// How wide the column (or tall the row) is.
  public enum Size: Sendable {
    /// Exactly this size.
    case fixed(CGFloat)
    /// A share of the space left, between the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as fit in a share of the space left.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Cells flowing left to right into columns, then down: SwiftUI's `LazyVGrid`. Laid out
/// in full like a ``Grid`` (put it in a `ScrollView`; a ``List`` is the lazy container).
/// Fixed columns take their width, flexible ones share what is left, and an adaptive one
/// fits as many columns of its minimum as its share holds.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///   ForEach(colors, id: \.self) { Text($0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var cells: [Element] = []
    context.resolveChild(content, position: 0, into: &cells)
    output.append(
      FlowGridElement(
        cells: cells, items: columns, vertical: true,
        alignment: Alignment(horizontal: alignment, vertical: .center),
        lineSpacing: spacing.map(Points.rows) ?? 0))
  }
}

/// Cells flowing top to bottom into rows, then across: SwiftUI's `LazyHGrid`, laid out in
/// full (put it in a horizontal `ScrollView`). Each column is as wide as its widest cell.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var cells: [Element] = []
    context.resolveChild(content, position: 0, into: &cells)
    output.append(
      FlowGridElement(
        cells: cells, items: rows, vertical: false,
        alignment: Alignment(horizontal: .leading, vertical: alignment),
        lineSpacing: spacing.map(Points.columns) ?? 1))
  }
}

/// A lazy grid as laid out: the tracks (columns of a vertical grid, rows of a horizontal
/// one) for the space offered, then the cells flowed into them as a ``GridElement``.
final class FlowGridElement: Element {
  let cells: [Element]
  let items: [GridItem]
  let vertical: Bool
  let alignment: Alignment
  let lineSpacing: Int
  private var laidOut: [Int?: GridElement] = [:]

  init(cells: [Element], items: [GridItem], vertical: Bool, alignment: Alignment, lineSpacing: Int)
  {
    self.cells = cells
    self.items = items.isEmpty ? [GridItem()] : items
    self.vertical = vertical
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    super.init()
  }

  override var accessibilityText: String {
    cells.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func cells(_ points: CGFloat) -> Int {
    vertical ? Points.columns(points) : Points.rows(points)
  }

  private func trackSpacing(_ item: GridItem) -> Int {
    vertical ? Points.columns(item.spacing ?? 8) : Points.rows(item.spacing ?? 0)
  }

  /// The ideal length of a cell along the tracks' axis.
  private var widestCell: Int {
    cells.map { cell -> Int in
      let size = cell.size(for: Proposal(width: nil, height: nil))
      return vertical ? size.width : size.height
    }.max() ?? 0
  }

  /// The length of each track for `available` cells of space (nil: the ideal lengths).
  func tracks(for available: Int?) -> [Int] {
    let fixed = items.reduce(0) { total, item in
      if case .fixed(let points) = item.size { return total + cells(points) }
      return total
    }
    let spacing = items.dropLast().reduce(0) { $0 + trackSpacing($1) }
    let shared = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    let share =
      available.map { max(0, $0 - fixed - spacing) / max(1, shared) } ?? widestCell
    var lengths: [Int] = []
    for item in items {
      switch item.size {
      case .fixed(let points):
        lengths.append(cells(points))
      case .flexible(let minimum, let maximum):
        lengths.append(min(max(share, cells(minimum)), cells(maximum)))
      case .adaptive(let minimum, let maximum):
        let least = max(1, cells(minimum))
        let gap = trackSpacing(item)
        let count = max(1, (share + gap) / (least + gap))
        let length = min(max(least, (share - gap * (count - 1)) / count), cells(maximum))
        lengths += [Int](repeating: length, count: available == nil ? 1 : count)
      }
    }
    return lengths
  }

  private func grid(for available: Int?) -> GridElement {
    if let made = laidOut[available] { return made }
    let lengths = tracks(for: available)
    let count = max(1, lengths.count)
    let gap = trackSpacing(items[0])
    let grid: GridElement
    if vertical {
      let rows = stride(from: 0, to: cells.count, by: count).map { start in
        GridElement.Row(cells: Array(cells[start..<min(cells.count, start + count)]))
      }
      grid = GridElement(
        rows: rows, alignment: alignment, horizontalSpacing: gap, verticalSpacing: lineSpacing,
        fixedWidths: lengths)
    } else {
      // Column-major: cell i goes to row i % count.
      let rows = (0..<count).map { row in
        GridElement.Row(cells: stride(from: row, to: cells.count, by: count).map { cells[$0] })
      }
      grid = GridElement(
        rows: rows, alignment: alignment, horizontalSpacing: lineSpacing, verticalSpacing: gap)
    }
    laidOut[available] = grid
    return grid
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = grid(for: vertical ? proposal.width : proposal.height).size(for: proposal)
    if vertical, let width = proposal.width { return Size(width: width, height: size.height) }
    return size
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let grid = grid(for: vertical ? rect.width : rect.height)
    let size = grid.size(for: Proposal(width: rect.width, height: rect.height))
    let place = Alignment(horizontal: alignment.horizontal, vertical: .top)
    let id =
      accessibilityIdentifier == nil
      ? nil
      : renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
    renderer.withAccessibilityParent(id) {
      grid.render(
        in: place.place(
          Size(width: min(size.width, rect.width), height: min(size.height, rect.height)),
          in: rect), renderer)
    }
  }
}
