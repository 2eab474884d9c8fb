import Foundation

/// Children one above the other, as VStack lays them out: SwiftUI's `VStackLayout`, for `AnyLayout` and for calling as a view builder.
public struct VStackLayout: Layout, StackLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
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
    StackElement(vertical: alignment, spacing: spacing.map(Points.rows) ?? 0, children: children)
  }
}
