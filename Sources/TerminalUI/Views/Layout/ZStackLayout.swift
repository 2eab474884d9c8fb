import Foundation

/// Children on top of each other, as ZStack lays them out: SwiftUI's `ZStackLayout`, for
/// `AnyLayout` and for calling as a view builder.
public struct ZStackLayout: Layout, StackLayout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

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
    OverlayStackElement(alignment: alignment, children: children)
  }
}
