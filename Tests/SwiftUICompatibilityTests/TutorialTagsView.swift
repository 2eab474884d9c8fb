import TerminalUI  // import SwiftUI

// A tag screen as iOS 16 tutorials write it: a flow layout with a cache, a layout that
// switches between a row and a column, a caption that picks what fits.

struct TagFlow: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let width = proposal.replacingUnspecifiedDimensions().width
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for size in cache.sizes {
      if x > 0 && x + size.width > width {
        x = 0
        y += rowHeight
        rowHeight = 0
      }
      widest = max(widest, x + size.width)
      rowHeight = max(rowHeight, size.height)
      x += size.width + spacing
    }
    return CGSize(width: widest, height: y + rowHeight)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var point = CGPoint(x: bounds.minX, y: bounds.minY)
    var rowHeight: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let size = cache.sizes[index]
      if point.x > bounds.minX && point.x + size.width > bounds.maxX {
        point = CGPoint(x: bounds.minX, y: point.y + rowHeight)
        rowHeight = 0
      }
      subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
      rowHeight = max(rowHeight, size.height)
      point.x += size.width + spacing
    }
  }
}

struct TutorialTagsView: View {
  @State private var isRow = true
  @State private var likes = 0
  let tags = ["swift", "linux", "terminal", "layout", "ui"]

  var body: some View {
    let layout = isRow ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    VStack(alignment: .leading) {
      TagFlow {
        ForEach(tags, id: \.self) { tag in
          Text(tag).accessibilityIdentifier("tag-\(tag)")
        }
      }
      layout {
        Button("Switch") { isRow.toggle() }.accessibilityIdentifier("switchLayout")
        Button("Like") { likes += 1 }.accessibilityIdentifier("like")
        Text("\(likes) likes").accessibilityIdentifier("likes")
      }
      ViewThatFits(in: .horizontal) {
        Text("Tags wrap to the width of the screen").accessibilityIdentifier("caption")
        Text("Tags wrap").accessibilityIdentifier("caption")
      }
    }
  }
}
