import TerminalKit

/// Children drawn on top of each other, each aligned in the space of the largest.
final class OverlayStackElement: Element {
  let alignment: Alignment
  let children: [Element]

  init(alignment: Alignment, children: [Element]) {
    self.alignment = alignment
    self.children = children
  }

  override var accessibilityText: String {
    children.map(\.accessibilityText).filter { !$0.isEmpty }.joined(separator: " ")
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let sizes = children.map { $0.size(for: proposal) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  override func childFrames(in rect: Rect) -> [Rect] {
    children.map { child in
      alignment.place(child.size(for: Proposal(width: rect.width, height: rect.height)), in: rect)
    }
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    for child in Self.drawingOrder(children) {
      let size = child.size(for: Proposal(width: rect.width, height: rect.height))
      child.render(in: alignment.place(child, size, in: rect), renderer)
    }
  }
}

extension Element {
  /// `children` in the order they are drawn: by `zIndex`, those of equal index in order.
  static func drawingOrder(_ children: [Element]) -> [Element] {
    guard children.contains(where: { $0.zIndex != 0 }) else { return children }
    return drawingOrder(of: children).map { children[$0] }
  }

  /// The indices of `children` in the order they are drawn.
  static func drawingOrder(of children: [Element]) -> [Int] {
    guard children.contains(where: { $0.zIndex != 0 }) else { return Array(children.indices) }
    return children.indices.sorted {
      (children[$0].zIndex, $0) < (children[$1].zIndex, $1)
    }
  }
}
