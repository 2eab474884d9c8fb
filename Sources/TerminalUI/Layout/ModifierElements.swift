import TerminalKit

/// Space around a child.
final class PaddingElement: WrapperElement {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  init(child: Element, top: Int, leading: Int, bottom: Int, trailing: Int) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
    super.init(child: child)
  }

  override var isSpacer: Bool { false }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let inner = Proposal(
      width: proposal.width.map { $0 - leading - trailing },
      height: proposal.height.map { $0 - top - bottom })
    let size = child.size(for: inner)
    return Size(
      width: clampedSum(size.width, leading + trailing),
      height: clampedSum(size.height, top + bottom))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(
      in: Rect(
        x: rect.x + leading, y: rect.y + top, width: rect.width - leading - trailing,
        height: rect.height - top - bottom), renderer)
  }
}

/// A fixed or flexible frame around a child, as `frame(width:height:)` and
/// `frame(minWidth:…maxHeight:alignment:)` make.
final class FrameElement: WrapperElement {
  struct Bounds {
    var minimum: Int?
    var ideal: Int?
    var maximum: Int?
    var fixed: Int?
  }

  let horizontal: Bounds
  let vertical: Bounds
  let alignment: Alignment
  /// Whether what the child draws past the frame is cut off; not where `scrollClipDisabled`
  /// asks a scroll view (framed, as it usually is) to show its content past its bounds.
  var clips = true

  init(child: Element, horizontal: Bounds, vertical: Bounds, alignment: Alignment) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    super.init(child: child)
  }

  override var isSpacer: Bool { false }

  private func childProposal(_ proposed: Int?, _ bounds: Bounds) -> Int? {
    if let fixed = bounds.fixed { return fixed }
    guard var value = proposed ?? bounds.ideal else { return nil }
    if let minimum = bounds.minimum { value = max(value, minimum) }
    if let maximum = bounds.maximum { value = min(value, maximum) }
    return value
  }

  private func resolved(_ proposed: Int?, _ bounds: Bounds, child: Int) -> Int {
    if let fixed = bounds.fixed { return fixed }
    if bounds.minimum == nil && bounds.maximum == nil { return child }
    let lower = bounds.minimum ?? child
    let upper = max(lower, bounds.maximum ?? child)
    let wanted = proposed ?? bounds.ideal ?? child
    return min(upper, max(lower, wanted))
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(
        width: childProposal(proposal.width, horizontal),
        height: childProposal(proposal.height, vertical)))
    return Size(
      width: resolved(proposal.width, horizontal, child: size.width),
      height: resolved(proposal.height, vertical, child: size.height))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let size = child.size(
      for: Proposal(
        width: childProposal(rect.width, horizontal), height: childProposal(rect.height, vertical)))
    guard clips else {
      child.render(in: alignment.place(size, in: rect), renderer)
      return
    }
    renderer.clipped(to: rect) {
      child.render(in: alignment.place(size, in: rect), renderer)
    }
  }
}

/// A child drawn over (or under) another that takes the child's size.
final class LayerElement: WrapperElement {
  let layer: Element
  let below: Bool
  let alignment: Alignment

  init(child: Element, layer: Element, below: Bool, alignment: Alignment) {
    self.layer = layer
    self.below = below
    self.alignment = alignment
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let layerSize = layer.size(for: Proposal(width: rect.width, height: rect.height))
    let layerRect = alignment.place(layer, layerSize, in: rect)
    if below { layer.render(in: layerRect, renderer) }
    child.render(in: rect, renderer)
    if !below { layer.render(in: layerRect, renderer) }
  }
}

/// A box drawn around a child, one cell each side. Around a text field (`focusNode`), the
/// box is drawn in heavy lines, bold and in the tint colour while the field has focus, so
/// focus shows without colour too.
final class BorderElement: WrapperElement {
  let style: CellStyle
  let rounded: Bool
  let focusNode: Node?
  let focusColor: TerminalColor

  init(
    child: Element, style: CellStyle, rounded: Bool, focusNode: Node? = nil,
    focusColor: TerminalColor = .default
  ) {
    self.style = style
    self.rounded = rounded
    self.focusNode = focusNode
    self.focusColor = focusColor
    super.init(child: child)
  }

  override var isSpacer: Bool { false }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - 2 }, height: proposal.height.map { $0 - 2 }))
    return Size(width: clampedSum(size.width, 2), height: clampedSum(size.height, 2))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    if let focusNode, renderer.isFocused(focusNode) {
      var focused = style
      focused.dim = false
      focused.bold = true
      focused.foreground = focusColor
      drawBox(rect, renderer: renderer, style: focused, rounded: rounded, heavy: true)
    } else {
      drawBox(rect, renderer: renderer, style: style, rounded: rounded)
    }
    child.render(
      in: Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2),
      renderer)
  }
}

/// Draws a box outline: light lines with square or rounded corners, or heavy lines.
@MainActor
func drawBox(
  _ rect: Rect, renderer: Renderer, style: CellStyle, rounded: Bool, heavy: Bool = false
) {
  let corners: [Character] =
    heavy ? ["┏", "┓", "┗", "┛"] : rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
  let horizontal: Character = heavy ? "━" : "─"
  let vertical: Character = heavy ? "┃" : "│"
  renderer.put(corners[0], width: 1, x: rect.x, y: rect.y, style: style)
  renderer.put(corners[1], width: 1, x: rect.maxX - 1, y: rect.y, style: style)
  renderer.put(corners[2], width: 1, x: rect.x, y: rect.maxY - 1, style: style)
  renderer.put(corners[3], width: 1, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
  for column in (rect.x + 1)..<max(rect.x + 1, rect.maxX - 1) {
    renderer.put(horizontal, width: 1, x: column, y: rect.y, style: style)
    renderer.put(horizontal, width: 1, x: column, y: rect.maxY - 1, style: style)
  }
  for row in (rect.y + 1)..<max(rect.y + 1, rect.maxY - 1) {
    renderer.put(vertical, width: 1, x: rect.x, y: row, style: style)
    renderer.put(vertical, width: 1, x: rect.maxX - 1, y: row, style: style)
  }
}

/// Takes its child's space but draws nothing (`hidden()`, `opacity(0)`).
final class HiddenElement: WrapperElement {
  override func render(in rect: Rect, _ renderer: Renderer) {}
}

/// Draws its child dimmed (`opacity` below one).
final class DimElement: WrapperElement {
  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(in: rect, renderer)
    renderer.restyle(rect) { $0.dim = true }
  }
}
