import Foundation
import TerminalKit

/// A canvas as laid out: it takes the space offered and, when drawn, runs its renderer for
/// that space and draws what it recorded, in order, clipped to the space. A filled path's
/// whole cells take its colour as their background, so text drawn over them keeps it.
final class CanvasElement: Element {
  private let draw: (inout GraphicsContext, CGSize) -> Void
  private let symbols: [AnyHashable: Element]
  private let environment: EnvironmentValues

  init(
    draw: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [AnyHashable: Element],
    environment: EnvironmentValues
  ) {
    self.draw = draw
    self.symbols = symbols
    self.environment = environment
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    // SwiftUI's ideal size for a canvas is 10 points each way: one cell.
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    // The renderer is the app's code: run only when cells are drawn, not while placing.
    guard renderer.drawsCells, rect.width > 0, rect.height > 0 else { return }
    let size = CGSize(
      width: CGFloat(rect.width) * Points.perColumn, height: CGFloat(rect.height) * Points.perRow)
    var symbolSizes: [AnyHashable: CGSize] = [:]
    for (tag, element) in symbols {
      let ideal = element.size(for: Proposal(width: nil, height: nil))
      symbolSizes[tag] = CGSize(
        width: CGFloat(ideal.width) * Points.perColumn,
        height: CGFloat(ideal.height) * Points.perRow)
    }
    let recording = GraphicsContext.Recording(size: size, symbolSizes: symbolSizes)
    var context = GraphicsContext(recording: recording, environment: environment)
    draw(&context, size)
    replay(recording, in: rect, clip: rect, renderer)
  }

  /// Draws what `recording` holds into `rect`, its origin at the rectangle's top left, kept
  /// inside `clip`.
  func replay(
    _ recording: GraphicsContext.Recording, in rect: Rect, clip: Rect, _ renderer: Renderer
  ) {
    renderer.clipped(to: clip) {
      for drawn in recording.drawn where drawn.opacity > 0 {
        let area = drawn.clip.map { cells(of: $0, in: rect) } ?? clip
        renderer.clipped(to: area) { render(drawn, in: rect, size: recording.size, renderer) }
      }
    }
  }

  /// The cells of a rectangle in the canvas's points, rounded outward.
  private func cells(of box: CGRect, in rect: Rect) -> Rect {
    guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite
    else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
    let left = Int((max(-1e6, box.minX) / Points.perColumn).rounded(.down))
    let top = Int((max(-1e6, box.minY) / Points.perRow).rounded(.down))
    let right = Int((min(1e6, box.maxX) / Points.perColumn).rounded(.up))
    let bottom = Int((min(1e6, box.maxY) / Points.perRow).rounded(.up))
    return Rect(
      x: rect.x + left, y: rect.y + top, width: max(0, right - left), height: max(0, bottom - top))
  }

  private func render(
    _ drawn: GraphicsContext.Recording.Drawn, in rect: Rect, size: CGSize, _ renderer: Renderer
  ) {
    switch drawn.operation {
    case .fill(let path, let shading, let eoFill):
      let paint = painter(shading, opacity: drawn.opacity, rect: rect, size: size)
      for cell in PathElement.fillCells(
        path.applying(drawn.transform), columns: rect.width, rows: rect.height, eoFill: eoFill)
      {
        let x = rect.x + cell.column
        let y = rect.y + cell.row
        // A whole cell in a colour of its own is that colour's background, so that text
        // drawn over it keeps it; half cells, and the terminal's own colour, are glyphs.
        if cell.glyph == "█", let color = paint(x, y), color != .default {
          var style = CellStyle()
          style.background = color
          renderer.put(" ", width: 1, x: x, y: y, style: style)
        } else {
          put(cell.glyph, x, y, paint, renderer)
        }
      }
    case .stroke(let path, let shading, let style):
      let paint = painter(shading, opacity: drawn.opacity, rect: rect, size: size)
      let dots = PathElement.strokeDots(
        path.applying(drawn.transform), columns: rect.width, rows: rect.height, style: style)
      for (index, bits) in dots where bits != 0 {
        let glyph = Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
        put(glyph, rect.x + index % rect.width, rect.y + index / rect.width, paint, renderer)
      }
    case .text(let text, let shading, let origin, let anchor, let box):
      var environment = environment
      if let color = shading.flatMap({ solidColor($0, opacity: drawn.opacity) }) {
        environment.foreground = color
      }
      let shown = shading == nil ? text : text.foregroundColor(environment.foreground)
      place(shown.element(in: environment), origin, anchor, box, drawn, rect, renderer)
    case .image(let image, let shading, let origin, let anchor, let box):
      var environment = environment
      if let color = shading.flatMap({ solidColor($0, opacity: drawn.opacity) }) {
        environment.foreground = color
      }
      place(image.element(in: environment), origin, anchor, box, drawn, rect, renderer)
    case .symbol(let id, let origin, let anchor, let box):
      guard let element = symbols[id] else { return }
      place(element, origin, anchor, box, drawn, rect, renderer)
    case .glyphs(let glyphs, let origin):
      Self.put(glyphs, from: origin, drawn, in: rect, renderer)
    }
  }

  /// Puts a text layout's glyphs each in the cell under its first cell's centre, as the
  /// transform moves it; a glyph drawn at less than full opacity is dim.
  static func put(
    _ glyphs: ArraySlice<Text.Layout.Glyph>, from origin: CGPoint,
    _ drawn: GraphicsContext.Recording.Drawn, in rect: Rect, _ renderer: Renderer
  ) {
    let top = origin.y - Text.Layout.ascent
    for glyph in glyphs {
      let centre = CGPoint(
        x: origin.x + (CGFloat(glyph.column) + 0.5) * Points.perColumn,
        y: top + Points.perRow / 2
      ).applying(drawn.transform)
      guard centre.x.isFinite, centre.y.isFinite, abs(centre.x) < 1e6, abs(centre.y) < 1e6
      else { continue }
      var style = glyph.style
      if drawn.opacity < 1 { style.dim = true }
      renderer.put(
        glyph.character, width: glyph.width,
        x: rect.x + Int((centre.x / Points.perColumn).rounded(.down)),
        y: rect.y + Int((centre.y / Points.perRow).rounded(.down)), style: style)
    }
  }

  /// Draws `element` at its ideal size (or laid out in `box`) with `anchor` at `origin`, both
  /// in the context's points, moved by the transform to the nearest cell.
  private func place(
    _ element: Element, _ origin: CGPoint, _ anchor: UnitPoint, _ box: CGSize?,
    _ drawn: GraphicsContext.Recording.Drawn, _ rect: Rect, _ renderer: Renderer
  ) {
    let proposal = box.map {
      Proposal(
        width: max(0, Int(($0.width / Points.perColumn).rounded())),
        height: max(0, Int(($0.height / Points.perRow).rounded())))
    }
    let size = element.size(for: proposal ?? Proposal(width: nil, height: nil))
    let point = origin.applying(drawn.transform)
    guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e6, abs(point.y) < 1e6 else {
      return
    }
    let column = (point.x / Points.perColumn - anchor.x * CGFloat(size.width)).rounded()
    let row = (point.y / Points.perRow - anchor.y * CGFloat(size.height)).rounded()
    element.render(
      in: Rect(
        x: rect.x + Int(column), y: rect.y + Int(row), width: size.width, height: size.height),
      renderer)
  }

  private func put(
    _ glyph: Character, _ x: Int, _ y: Int, _ paint: (Int, Int) -> TerminalColor?,
    _ renderer: Renderer
  ) {
    var style = CellStyle()
    if let color = paint(x, y) { style.foreground = color }
    renderer.put(glyph, width: 1, x: x, y: y, style: style)
  }

  /// The colour of each cell a shading paints, at `opacity`; nil for the terminal's own.
  private func painter(
    _ shading: GraphicsContext.Shading, opacity: Double, rect: Rect, size: CGSize
  ) -> (Int, Int) -> TerminalColor? {
    let mode = environment.colorMode
    if let color = solidColor(shading, opacity: opacity) {
      let terminal = color.isClear ? nil : color.terminalColor(mode)
      return { _, _ in terminal }
    }
    guard let coloring = coloring(shading, size: size) else { return { _, _ in nil } }
    let painter = GradientPainter(
      coloring: opacity < 1
        ? OpacityShapeStyle(base: AnyCellColoring(coloring), opacity: opacity)
        : coloring,
      frame: rect, mode: mode)
    return { painter.color(column: $0, row: $1) }
  }

  /// The one colour a shading paints, if it has one.
  private func solidColor(_ shading: GraphicsContext.Shading, opacity: Double) -> Color? {
    switch shading.kind {
    case .foreground: (environment.foreground ?? .primary).dimmed(by: opacity)
    case .style(let style) where style.coloring == nil:
      (style.color ?? environment.foreground ?? .primary).dimmed(by: opacity)
    default: nil
    }
  }

  /// A gradient shading as cell colouring over the canvas (its points made fractions of the
  /// canvas's size).
  private func coloring(_ shading: GraphicsContext.Shading, size: CGSize) -> (any CellColoring)? {
    func unit(_ point: CGPoint) -> UnitPoint {
      UnitPoint(
        x: size.width > 0 ? point.x / size.width : 0,
        y: size.height > 0 ? point.y / size.height : 0)
    }
    switch shading.kind {
    case .style(let style): return style.coloring
    case .foreground: return nil
    case .linear(let gradient, let start, let end):
      return LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end))
    case .radial(let gradient, let center, let startRadius, let endRadius):
      return RadialGradient(
        gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius)
    case .conic(let gradient, let center, let angle):
      return AngularGradient(gradient: gradient, center: unit(center), angle: angle)
    }
  }
}

/// A cell colouring as a shape style, so that it can be drawn at an opacity.
struct AnyCellColoring: ShapeStyle, CellColoring {
  let base: any CellColoring

  init(_ base: any CellColoring) { self.base = base }

  func color(at unit: CGPoint, size: CGSize) -> Color { base.color(at: unit, size: size) }
}
