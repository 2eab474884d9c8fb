import TerminalKit

/// The first of its children that fits, else the last: SwiftUI's `ViewThatFits`.
///
/// Each child is measured at its ideal size along `axes` (and at the size offered along the
/// others); the first whose ideal size fits the space offered is drawn.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Text("Name"); Text("Yamada Hanako") }  // in a wide terminal
///   Text("Yamada")  // in a narrow one
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    var children: [Element] = []
    context.resolveChild(content, position: 0, into: &children)
    output.append(ViewThatFitsElement(axes: axes, children: children))
  }
}

/// Draws the first child that fits the space it is offered, else the last.
final class ViewThatFitsElement: Element {
  let axes: Axis.Set
  let children: [Element]

  init(axes: Axis.Set, children: [Element]) {
    self.axes = axes
    self.children = children
  }

  /// The child drawn when offered `proposal`.
  private func choice(for proposal: Proposal) -> Element? {
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ideal = Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    return children.first { child in
      let size = child.size(for: ideal)
      return (!horizontal || size.width <= proposal.width ?? Proposal.unbounded)
        && (!vertical || size.height <= proposal.height ?? Proposal.unbounded)
    } ?? children.last
  }

  override var accessibilityText: String {
    children.first?.accessibilityText ?? ""
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    choice(for: proposal)?.size(for: proposal) ?? .zero
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let proposal = Proposal(width: rect.width, height: rect.height)
    guard let child = choice(for: proposal) else { return }
    let size = child.size(for: proposal)
    child.render(in: Alignment.center.place(size, in: rect), renderer)
  }
}
