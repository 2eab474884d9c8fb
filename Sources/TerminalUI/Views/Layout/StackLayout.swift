import Foundation
import TerminalKit

extension StackLayout {
  /// The stack's size for `proposal`, worked out by the stack's own element.
  func stackSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    let children = subviews.map(\.element)
    let size = MainActor.assumeIsolated {
      element(children: children).size(for: Proposal(proposal))
    }
    return Points.size(size)
  }

  /// Places the subviews where the stack's own element draws them.
  func placeStack(in bounds: CGRect, subviews: LayoutSubviews) {
    let children = subviews.map(\.element)
    let rect = Rect(
      x: Points.nearest(bounds.minX, per: Points.perColumn),
      y: Points.nearest(bounds.minY, per: Points.perRow), width: Points.columns(bounds.width),
      height: Points.rows(bounds.height))
    let frames = MainActor.assumeIsolated {
      element(children: children).childFrames(in: rect)
    }
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: CGFloat(frame.x) * Points.perColumn, y: CGFloat(frame.y) * Points.perRow),
        proposal: ProposedViewSize(Points.size(Size(width: frame.width, height: frame.height))))
    }
  }
}
