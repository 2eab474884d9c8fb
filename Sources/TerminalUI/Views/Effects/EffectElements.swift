import Foundation
import TerminalKit

/// Its child drawn `columns` and `rows` cells away from where it is laid out; the layout is
/// not changed (`offset`).
final class OffsetElement: WrapperElement, DisplacingElement {
  let columns: Int
  let rows: Int

  init(child: Element, columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    super.init(child: child)
  }

  var displaced: Element { child }

  func displacement(in rect: Rect) -> (x: CGFloat, y: CGFloat) {
    (CGFloat(columns) * Points.perColumn, CGFloat(rows) * Points.perRow)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    child.render(
      in: Rect(x: rect.x + columns, y: rect.y + rows, width: rect.width, height: rect.height),
      renderer)
  }
}

/// An element that draws what it holds away from where it is laid out (an offset, a
/// rotation of offset content), so that an effect around it can move it further.
@MainActor
protocol DisplacingElement: Element {
  /// What is drawn displaced.
  var displaced: Element { get }
  /// How far, in points, `displaced` is drawn from where `rect` would put it.
  func displacement(in rect: Rect) -> (x: CGFloat, y: CGFloat)
}

/// Its child turned by an angle about an anchor (`rotationEffect`). Cells stay upright: the
/// child is drawn unrotated, with its centre moved where the rotation takes it — so views
/// offset and then rotated, as dots around a dial or the hands of a clock, land around the
/// anchor, and a view rotated about its own centre stays where it is.
final class RotationElement: WrapperElement, DisplacingElement {
  let radians: CGFloat
  let anchor: UnitPoint

  init(child: Element, radians: CGFloat, anchor: UnitPoint) {
    self.radians = radians
    self.anchor = anchor
    super.init(child: child)
  }

  var displaced: Element { (child as? DisplacingElement)?.displaced ?? child }

  func displacement(in rect: Rect) -> (x: CGFloat, y: CGFloat) {
    let inner: (x: CGFloat, y: CGFloat) =
      (child as? DisplacingElement)?.displacement(in: rect) ?? (0, 0)
    // In points, from the frame's top-leading corner: its centre, the anchor, and the centre
    // of what is drawn before this rotation.
    let width = CGFloat(rect.width) * Points.perColumn
    let height = CGFloat(rect.height) * Points.perRow
    let centre = (x: width / 2, y: height / 2)
    let pivot = (x: anchor.x * width, y: anchor.y * height)
    let from = (x: centre.x + inner.x - pivot.x, y: centre.y + inner.y - pivot.y)
    // Clockwise on screen, as SwiftUI turns a positive angle (y grows downwards).
    let cosine = cos(radians)
    let sine = sin(radians)
    let to = (
      x: pivot.x + from.x * cosine - from.y * sine, y: pivot.y + from.x * sine + from.y * cosine
    )
    return (to.x - centre.x, to.y - centre.y)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let moved = displacement(in: rect)
    let columns = Points.nearest(moved.x, per: Points.perColumn)
    let rows = Points.nearest(moved.y, per: Points.perRow)
    displaced.render(
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
