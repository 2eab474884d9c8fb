import Foundation

/// Children side by side, as HStack lays them out: SwiftUI's `HStackLayout`, for `AnyLayout` and for calling as a view builder.
public struct HStackLayout: Layout, StackLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
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
    StackElement(
      horizontal: alignment, spacing: spacing.map(Points.columns) ?? 1, children: children)
  }
}
