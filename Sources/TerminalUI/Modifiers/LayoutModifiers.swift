import Foundation
import TerminalKit

extension View {
  /// One cell of space on every side.
  public func padding() -> some View { padding(.all, nil) }

  /// Space on every side, in points (8 a column, 16 a row; at least one cell when non-zero).
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Space on some edges; nil is the default of one cell.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let columns = length.map { Self.nonZeroCells($0, Points.columns) } ?? 1
    let rows = length.map { Self.nonZeroCells($0, Points.rows) } ?? 1
    return ElementModifierView(content: self) { child, _ in
      PaddingElement(
        child: child, top: edges.contains(.top) ? rows : 0,
        leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? rows : 0,
        trailing: edges.contains(.trailing) ? columns : 0)
    }
  }

  /// Space given per edge, in points.
  public func padding(_ insets: EdgeInsets) -> some View {
    ElementModifierView(content: self) { child, _ in
      PaddingElement(
        child: child, top: Self.nonZeroCells(insets.top, Points.rows),
        leading: Self.nonZeroCells(insets.leading, Points.columns),
        bottom: Self.nonZeroCells(insets.bottom, Points.rows),
        trailing: Self.nonZeroCells(insets.trailing, Points.columns))
    }
  }

  private static func nonZeroCells(_ points: CGFloat, _ convert: (CGFloat) -> Int) -> Int {
    points > 0 ? max(1, convert(points)) : 0
  }

  /// A fixed size, in points; nil keeps the child's own size on that axis.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    ElementModifierView(content: self) { child, environment in
      let (content, columns, rows) = Hairline.framed(
        child, columns: width.map(Points.columns), rows: height.map(Points.rows),
        thinWidth: Hairline.isThin(width, Points.columns),
        thinHeight: Hairline.isThin(height, Points.rows))
      let frame = FrameElement(
        child: content, horizontal: FrameElement.Bounds(fixed: columns),
        vertical: FrameElement.Bounds(fixed: rows), alignment: alignment)
      frame.clips = !environment.scrollClipDisabled
      return frame
    }
  }

  /// A flexible frame, in points: `frame(maxWidth: .infinity)` takes all the width offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    ElementModifierView(content: self) { child, environment in
      let frame = FrameElement(
        child: child,
        horizontal: FrameElement.Bounds(
          minimum: minWidth.map(Points.columns), ideal: idealWidth.map(Points.columns),
          maximum: maxWidth.map(Points.columns)),
        vertical: FrameElement.Bounds(
          minimum: minHeight.map(Points.rows), ideal: idealHeight.map(Points.rows),
          maximum: maxHeight.map(Points.rows)),
        alignment: alignment)
      frame.clips = !environment.scrollClipDisabled
      return frame
    }
  }

  /// The view's ideal size, whatever it is offered.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// The view's ideal size on the chosen axes: `fixedSize(horizontal: false, vertical: true)`
  /// lets text wrap to the width offered and take every line it needs.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    ElementModifierView(content: self) { child, _ in
      FixedSizeElement(child: child, horizontal: horizontal, vertical: vertical)
    }
  }

  /// How early a stack offers this view space: higher goes first.
  public func layoutPriority(_ value: Double) -> some View {
    ElementModifierView(content: self) { child, _ in
      let wrapper = WrapperElement(child: child)
      wrapper.layoutPriority = value
      return wrapper
    }
  }

  /// Takes the view's space without drawing it.
  public func hidden() -> some View {
    ElementModifierView(content: self) { child, _ in HiddenElement(child: child) }
  }

  /// A box around the view, one cell each side (`width` is accepted; a terminal line has one).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    ElementModifierView(content: self) { child, environment in
      var style = CellStyle()
      if let color = ResolvedShapeStyle(content).color {
        style.foreground = color.terminalColor(environment.colorMode)
      }
      return BorderElement(child: child, style: style, rounded: false)
    }
  }

  /// Accepted for iOS code; a terminal cell has no rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

  /// Accepted for iOS code; terminals draw no shadows.
  public func shadow(
    color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }

  /// Gives the view a new identity when `id` changes: its state starts over.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// Content whose node is keyed by an explicit id.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let key = ChildKey(position: 0, id: id, type: ObjectIdentifier(Content.self))
    guard let targets = context.environment.scrollTargets else {
      context.resolveChild(content, key: key, into: &output)
      return
    }
    // Inside a scroll view reader: where it is drawn is a place to scroll to.
    var elements: [Element] = []
    context.resolveChild(content, key: key, into: &elements)
    output.append(ScrollAnchorElement(child: Element.combine(elements), id: id, targets: targets))
  }
}

/// Offers its child no size on the fixed axes, so the child takes its ideal size there.
final class FixedSizeElement: WrapperElement {
  let horizontal: Bool
  let vertical: Bool

  init(child: Element, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  private func childProposal(_ proposal: Proposal) -> Proposal {
    Proposal(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    child.size(for: childProposal(proposal))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let size = child.size(for: childProposal(Proposal(width: rect.width, height: rect.height)))
    child.render(in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height), renderer)
  }
}
