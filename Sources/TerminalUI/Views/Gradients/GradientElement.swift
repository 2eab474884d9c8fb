import Foundation
import TerminalKit

/// A gradient as a view: it fills the space offered, cell by cell.
struct GradientFill: PrimitiveView, View {
  let coloring: any CellColoring

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(GradientElement(coloring: coloring, mode: context.environment.colorMode))
  }
}

/// Fills the space offered with a gradient's colour at each cell.
final class GradientElement: Element {
  let coloring: any CellColoring
  let mode: ColorMode

  init(coloring: any CellColoring, mode: ColorMode) {
    self.coloring = coloring
    self.mode = mode
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard mode != .none else {
      // No colour at all: the shape shows as the primary colour does, reversed.
      renderer.fill(rect, style: CellStyle(reverse: true))
      return
    }
    renderer.fill(rect, style: CellStyle())
    GradientPainter(coloring: coloring, frame: rect, mode: mode).paint(renderer) { style, color in
      style.background = color
    }
  }
}

/// Finds a gradient's colour for each cell of a frame, in the terminal's colours.
@MainActor
struct GradientPainter {
  let coloring: any CellColoring
  let frame: Rect
  let mode: ColorMode

  /// The terminal colour of the cell at `column`, `row` (on the screen), nil where clear.
  func color(column: Int, row: Int) -> TerminalColor? {
    let unit = CGPoint(
      x: (CGFloat(column - frame.x) + 0.5) / CGFloat(max(1, frame.width)),
      y: (CGFloat(row - frame.y) + 0.5) / CGFloat(max(1, frame.height)))
    let size = CGSize(
      width: CGFloat(frame.width) * Points.perColumn, height: CGFloat(frame.height) * Points.perRow)
    let color = coloring.color(at: unit, size: size)
    return color.isClear ? nil : color.terminalColor(mode)
  }

  /// Restyles each cell of the frame (inside the clip) with its colour.
  func paint(_ renderer: Renderer, _ apply: (inout CellStyle, TerminalColor) -> Void) {
    for row in frame.y..<(frame.y + frame.height) {
      for column in frame.x..<(frame.x + frame.width) {
        guard let color = color(column: column, row: row) else { continue }
        renderer.restyle(Rect(x: column, y: row, width: 1, height: 1)) { style in
          apply(&style, color)
        }
      }
    }
  }
}

/// Its child with the text it draws in the foreground colour coloured by a gradient, cell by
/// cell (`foregroundStyle` with a gradient); text given a colour of its own keeps it.
final class GradientForegroundElement: WrapperElement {
  let coloring: any CellColoring
  let mode: ColorMode

  init(child: Element, coloring: any CellColoring, mode: ColorMode) {
    self.coloring = coloring
    self.mode = mode
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(in: rect, renderer)
    guard mode != .none else { return }
    GradientPainter(coloring: coloring, frame: rect, mode: mode).paint(renderer) { style, color in
      if style.foreground == .default { style.foreground = color }
    }
  }
}
