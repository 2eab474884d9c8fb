import Foundation

/// Rows of cells in shared columns, as Grid lays them out: SwiftUI's `GridLayout`, for
/// `AnyLayout` and for calling as a view builder with `GridRow`s.
///
/// Called as a view builder or through `AnyLayout` it is drawn as `Grid`. Another layout that
/// calls its `placeSubviews` directly gets no places (each row is then centred).
public struct GridLayout: Layout, StackLayout {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stackSize(proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeStack(in: bounds, subviews: subviews)
  }

  func element(children: [Element]) -> Element {
    GridElement(
      children: children, alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
  }
}
