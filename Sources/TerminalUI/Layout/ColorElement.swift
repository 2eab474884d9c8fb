import TerminalKit

/// A colour filling the space it is offered.
final class ColorElement: Element {
  let color: Color
  let mode: ColorMode

  init(color: Color, mode: ColorMode) {
    self.color = color
    self.mode = mode
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !color.isClear else { return }
    var style = CellStyle()
    style.background = color.terminalColor(mode)
    if style.background == .default { style.reverse = true }
    renderer.fill(rect, style: style)
  }
}
