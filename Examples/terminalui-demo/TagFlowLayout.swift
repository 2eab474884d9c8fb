import TerminalUI

/// Tags wrapped into rows as wide as the screen allows: a custom `Layout` as an iPhone app
/// writes it, in points, laid out in cells by TerminalUI.
struct TagFlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, width: proposal.width ?? .infinity)
    return CGSize(width: rows.width, height: rows.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let rows = arrange(subviews, width: bounds.width)
    for (subview, origin) in zip(subviews, rows.origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: .unspecified)
    }
  }

  /// Where each tag goes, a new row when the next would pass `width`, and the size of all.
  private func arrange(_ subviews: Subviews, width: CGFloat) -> (
    origins: [CGPoint], width: CGFloat, height: CGFloat
  ) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      widest = max(widest, x + size.width)
      rowHeight = max(rowHeight, size.height)
      x += size.width + spacing
    }
    return (origins, widest, y + rowHeight)
  }
}
