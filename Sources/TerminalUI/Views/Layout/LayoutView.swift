import Foundation
import TerminalKit

/// A layout called with its content: its subviews resolved as a stack's children are, laid
/// out by the layout.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    // The content is keyed the same whatever the layout: an `AnyLayout` that changes from
    // a horizontal to a vertical stack keeps its subviews' state.
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    if let stack = (layout as? AnyLayout)?.base as? any StackLayout ?? layout as? any StackLayout {
      output.append(stack.element(children: children))
      return
    }
    let box: LayoutBox<L>
    if let existing = context.node.controlState as? LayoutBox<L> {
      box = existing
    } else {
      box = LayoutBox<L>()
      context.node.controlState = box
    }
    output.append(CustomLayoutElement(layout: layout, box: box, children: children))
  }
}

/// A layout's cache, kept in its view's node from frame to frame.
@MainActor
final class LayoutBox<L: Layout> {
  var cache: L.Cache?
}

/// A built-in stack used as a layout: drawn by the stack's own element.
protocol StackLayout: Sendable {
  @MainActor func element(children: [Element]) -> Element
}

/// Lays its children out with a custom `Layout`.
final class CustomLayoutElement<L: Layout>: Element {
  let layout: L
  let box: LayoutBox<L>
  let children: [Element]
  private let placements = LayoutPlacements()
  private var subviews = LayoutSubviews([])

  init(layout: L, box: LayoutBox<L>, children: [Element]) {
    self.layout = layout
    self.box = box
    self.children = children
    super.init()
    subviews = LayoutSubviews(
      children.enumerated().map {
        LayoutSubview(element: $0.element, placements: placements, index: $0.offset)
      })
    if var cache = box.cache {
      layout.updateCache(&cache, subviews: subviews)
      box.cache = cache
    } else {
      box.cache = layout.makeCache(subviews: subviews)
    }
  }

  override var accessibilityText: String {
    children.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
    var cache = box.cache ?? layout.makeCache(subviews: subviews)
    defer { box.cache = cache }
    return body(&cache)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = withCache {
      layout.sizeThatFits(
        proposal: ProposedViewSize(proposal), subviews: subviews, cache: &$0)
    }
    return Points.cells(size)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    placements.reset(count: children.count)
    let bounds = CGRect(
      x: CGFloat(rect.x) * Points.perColumn, y: CGFloat(rect.y) * Points.perRow,
      width: CGFloat(rect.width) * Points.perColumn, height: CGFloat(rect.height) * Points.perRow)
    withCache {
      layout.placeSubviews(
        in: bounds, proposal: ProposedViewSize(Proposal(width: rect.width, height: rect.height)),
        subviews: subviews, cache: &$0)
    }
    let frames = children.indices.map { index in
      frame(of: index, placement: placements.placements[index], bounds: bounds)
    }
    let id =
      accessibilityIdentifier == nil
      ? nil
      : renderer.addAccessibility(
        role: .other, identifier: accessibilityIdentifier, label: accessibilityLabel ?? "",
        frame: rect)
    renderer.withAccessibilityParent(id) {
      for index in Self.drawingOrder(of: children) {
        children[index].render(in: frames[index], renderer)
      }
    }
  }

  /// Where a subview is drawn: its anchor at the place the layout chose, or its centre at the
  /// centre of the bounds when the layout placed it nowhere.
  private func frame(of index: Int, placement: LayoutPlacements.Placement?, bounds: CGRect)
    -> Rect
  {
    let placement =
      placement
      ?? LayoutPlacements.Placement(
        position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: .unspecified)
    let size = children[index].size(for: Proposal(placement.proposal))
    let points = Points.size(size)
    let x = placement.position.x - placement.anchor.x * points.width
    let y = placement.position.y - placement.anchor.y * points.height
    return Rect(
      x: Points.nearest(x, per: Points.perColumn), y: Points.nearest(y, per: Points.perRow),
      width: size.width, height: size.height)
  }
}
