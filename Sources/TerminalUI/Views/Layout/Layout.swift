import Foundation

/// A container that sizes and places its subviews itself: SwiftUI's `Layout`.
///
/// Sizes, proposals and positions are in points, as in SwiftUI; the terminal turns them into
/// cells (8 points a column, 16 a row), so a layout written for an iPhone lays out in a
/// terminal unchanged.
///
/// ```swift
/// struct Row: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///     return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var x = bounds.minX
///     for subview in subviews {
///       subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///       x += subview.sizeThatFits(.unspecified).width
///     }
///   }
/// }
/// Row { Text("a"); Text("b") }
/// ```
public protocol Layout: Animatable {
  /// What the layout tells its container about itself.
  static var layoutProperties: LayoutProperties { get }

  /// What the layout keeps between its calls; made by `makeCache(subviews:)`.
  associatedtype Cache = Void

  typealias Subviews = LayoutSubviews

  /// The size the layout takes when offered `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview in `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Where the layout puts a horizontal guide; nil leaves it to the subviews.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where the layout puts a vertical guide; nil leaves it to the subviews.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The space the layout likes around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the cache for `subviews`, once when the layout first appears.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date when the layout or its subviews may have changed (each
  /// frame in a terminal); by default, makes it anew.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Lays out the views `content` builds with this layout: `FlowLayout { ForEach(tags) { … } }`.
  /// Each view the builder gives (each of a `ForEach`, each branch of an `if` shown) is one
  /// subview.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}
