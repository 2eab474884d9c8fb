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

/// Cells flowing left to right into columns, then down: SwiftUI's `LazyVGrid`. Only the
/// rows of cells on screen are made, laid out and drawn (in a `ScrollView`, the rows in its
/// viewport), so a grid of ten thousand cells costs what a screenful does. Fixed columns
/// take their width, flexible ones share what is left, and an adaptive one fits as many
/// columns of its minimum as its share holds. A `Section`'s header and footer are rows of
/// their own across the grid.
///
/// Up to 64 rows, every row is as tall as its tallest cell. A longer grid takes the height
/// of every row from its first (of every header from its first header) to place the rows it
/// does not make — exact for cells of one size, as grids of cards or swatches have; a taller
/// cell further down is drawn whole but the rows after it may sit a little off.
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
    output.append(
      FlowGridElement(
        node: context.node, cells: FlowGridElement.collectCells(content, context),
        items: columns, vertical: true,
        alignment: Alignment(horizontal: alignment, vertical: .center),
        lineSpacing: spacing.map(Points.rows) ?? 0))
  }
}

/// Cells flowing top to bottom into rows, then across: SwiftUI's `LazyHGrid`. Only the
/// columns of cells on screen are made, laid out and drawn (in a horizontal `ScrollView`,
/// the columns in its viewport). Each column is as wide as its widest cell, each row as tall
/// as its tallest; past 64 columns, as ``LazyVGrid`` does with rows, the first column's
/// width places the columns not made.
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
    output.append(
      FlowGridElement(
        node: context.node, cells: FlowGridElement.collectCells(content, context), items: rows,
        vertical: false, alignment: Alignment(horizontal: .leading, vertical: alignment),
        lineSpacing: spacing.map(Points.columns) ?? 1))
  }
}
