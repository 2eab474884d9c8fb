import TerminalKit

/// A line across its stack: horizontal in a vertical stack, vertical in a horizontal one.
final class DividerElement: Element {
  let style: CellStyle

  init(style: CellStyle) { self.style = style }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    stackAxis == .horizontal
      ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    if stackAxis == .horizontal {
      for row in rect.y..<rect.maxY { renderer.put("│", width: 1, x: rect.x, y: row, style: style) }
      renderer.noteVerticalRule(x: rect.x, rows: rect.y..<rect.maxY)
    } else {
      for column in rect.x..<rect.maxX {
        renderer.put("─", width: 1, x: column, y: rect.y, style: style)
      }
    }
  }
}
