import TerminalKit

/// Its child drawn `columns` and `rows` cells away from where it is laid out; the layout is
/// not changed (`offset`).
final class OffsetElement: WrapperElement {
  let columns: Int
  let rows: Int

  init(child: Element, columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(
      in: Rect(x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height),
      renderer)
  }
}

/// Takes all the space offered and draws its child at its ideal size with its centre at a
/// cell of that space (`position`).
final class PositionElement: WrapperElement {
  let column: Int
  let row: Int

  init(child: Element, column: Int, row: Int) {
    self.column = column
    self.row = row
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let ideal = child.size(for: Proposal(width: nil, height: nil))
    return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let size = child.size(for: Proposal(width: nil, height: nil))
    child.render(
      in: Rect(
        x: rect.x + column - size.width / 2, y: rect.y + row - size.height / 2,
        width: size.width, height: size.height), renderer)
  }
}

/// Its child drawn only inside its own frame (`clipped`, `clipShape`).
final class ClipElement: WrapperElement {
  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.clipped(to: rect) { child.render(in: rect, renderer) }
  }
}

/// Its child's 24-bit colours multiplied by a colour's (`colorMultiply`); text drawn in the
/// terminal's own colours takes the colour itself.
final class ColorMultiplyElement: WrapperElement {
  let red: Double
  let green: Double
  let blue: Double
  let mode: ColorMode

  init(child: Element, red: Double, green: Double, blue: Double, mode: ColorMode) {
    self.red = red
    self.green = green
    self.blue = blue
    self.mode = mode
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(in: rect, renderer)
    guard mode != .none else { return }
    let tint = Color(red: red, green: green, blue: blue).terminalColor(mode)
    renderer.restyle(rect) { style in
      style.foreground = multiplied(style.foreground, otherwise: tint)
      if style.background != .default {
        style.background = multiplied(style.background, otherwise: tint)
      }
    }
  }

  private func multiplied(_ color: TerminalColor, otherwise tint: TerminalColor) -> TerminalColor {
    guard case .rgb(let r, let g, let b) = color else { return tint }
    func scale(_ component: UInt8, _ factor: Double) -> UInt8 {
      UInt8(clamping: Int((Double(component) * min(1, max(0, factor))).rounded()))
    }
    return .rgb(scale(r, red), scale(g, green), scale(b, blue))
  }
}
