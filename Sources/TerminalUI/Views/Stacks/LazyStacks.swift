import Foundation

/// A vertical stack made lazily: SwiftUI's `LazyVStack`. Only the children in view are
/// made, laid out and drawn (in a `ScrollView`, those in its viewport), as a ``LazyVGrid`` of
/// one column does it: a `ForEach` of ten thousand rows costs what a screenful does. Up to
/// 64 children it lays out as a `VStack` (as wide as its widest child, each child as tall as
/// it asks); past that it takes the width offered and places each child as tall as the
/// first. A `Spacer` takes no room, as in SwiftUI's lazy stacks in a scroll view. Pinned
/// views are not pinned.
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(
      FlowGridElement(
        node: context.node, cells: FlowGridElement.collectCells(content, context),
        items: [GridItem(.flexible(minimum: 0))], vertical: true,
        alignment: Alignment(horizontal: alignment, vertical: .center),
        lineSpacing: spacing.map(Points.rows) ?? 0, hugsCells: true))
  }
}

/// A horizontal stack made lazily: SwiftUI's `LazyHStack`, a ``LazyHGrid`` of one row: only
/// the children in view are made (in a horizontal `ScrollView`, those in its viewport).
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(
      FlowGridElement(
        node: context.node, cells: FlowGridElement.collectCells(content, context),
        items: [GridItem(.flexible(minimum: 0))], vertical: false,
        alignment: Alignment(horizontal: .leading, vertical: alignment),
        lineSpacing: spacing.map(Points.columns) ?? 1))
  }
}

/// Which views of a lazy stack stay pinned as it scrolls: SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
