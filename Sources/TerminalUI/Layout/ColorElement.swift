import TerminalKit

/// A colour filling the space it is offered; or, as a hairline, a line in that colour.
final class ColorElement: Element {
  let color: Color
  let mode: ColorMode
  /// Drawn as a box-drawing line along this axis instead of a fill: a fill framed thinner
  /// than half a cell (`Rectangle().fill(.gray).frame(height: 1)`, a hand-made divider).
  let line: Axis?

  init(color: Color, mode: ColorMode, line: Axis? = nil) {
    self.color = color
    self.mode = mode
    self.line = line
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard !color.isClear else { return }
    var style = CellStyle()
    if let line {
      style.foreground = color.terminalColor(mode)
      let glyph: Character = line == .horizontal ? "─" : "│"
      for row in rect.y..<rect.maxY {
        for column in rect.x..<rect.maxX {
          renderer.put(glyph, width: 1, x: column, y: row, style: style)
        }
      }
      return
    }
    style.background = color.terminalColor(mode)
    // The terminal's own colour as a fill is drawn reversed, to be seen; its background,
    // as spaces that cover what is beneath.
    if style.background == .default, color.kind != .background { style.reverse = true }
    renderer.fill(rect, style: style)
  }
}
