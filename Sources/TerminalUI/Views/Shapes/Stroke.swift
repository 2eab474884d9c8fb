import Foundation
import TerminalKit

/// How a shape's outline is drawn: its width, ends, joins and dashes: SwiftUI's
/// `StrokeStyle`. A terminal draws an outline in box-drawing lines: light, heavy from a
/// width of 3 points, dashed when `dash` has any length.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a line ends (CoreGraphics' `CGLineCap`, which Linux does not have). Lines of cells
/// end square whatever it says.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How lines meet (CoreGraphics' `CGLineJoin`). Corners are box-drawing corners here.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

/// What a shape's outline looks like in cells: rounded corners or square ones, and the part
/// of it drawn (`trim(from:to:)`).
struct ShapeOutline: Hashable, Sendable {
  var rounded: Bool
  var from: Double = 0
  var to: Double = 1
  /// The corners drawn square though the shape is rounded (an uneven rounded rectangle's
  /// corners of no radius).
  var squareCorners: Set<OutlineCorner> = []

  /// Whether `corner` is drawn rounded.
  func isRounded(_ corner: OutlineCorner) -> Bool { rounded && !squareCorners.contains(corner) }
}

/// A corner of an outline.
enum OutlineCorner: Hashable, Sendable {
  case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A built-in shape, outlined along its frame's edge cells; nil for a trim of a shape of
/// your own, which is drawn from its path.
@MainActor
protocol OutlinedShape {
  var outline: ShapeOutline? { get }
}

extension Rectangle: OutlinedShape { var outline: ShapeOutline? { ShapeOutline(rounded: false) } }
extension RoundedRectangle: OutlinedShape {
  var outline: ShapeOutline? { ShapeOutline(rounded: true) }
}
extension Circle: OutlinedShape { var outline: ShapeOutline? { ShapeOutline(rounded: true) } }
extension Ellipse: OutlinedShape { var outline: ShapeOutline? { ShapeOutline(rounded: true) } }
extension Capsule: OutlinedShape { var outline: ShapeOutline? { ShapeOutline(rounded: true) } }
extension UnevenRoundedRectangle: OutlinedShape {
  var outline: ShapeOutline? {
    var square: Set<OutlineCorner> = []
    if cornerRadii.topLeading <= 0 { square.insert(.topLeading) }
    if cornerRadii.topTrailing <= 0 { square.insert(.topTrailing) }
    if cornerRadii.bottomLeading <= 0 { square.insert(.bottomLeading) }
    if cornerRadii.bottomTrailing <= 0 { square.insert(.bottomTrailing) }
    return ShapeOutline(rounded: true, squareCorners: square)
  }
}

/// Part of a shape's outline, from one fraction of its length to another: what
/// `trim(from:to:)` gives. It fills as the whole shape does.
nonisolated public struct TrimmedShape<Base: Shape>: Shape, OutlinedShape {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  @MainActor public var body: some View {
    if cellOutline(of: base) != nil { AnyView(base) } else { AnyView(_ShapeView(shape: self)) }
  }

  public func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }

  @MainActor var outline: ShapeOutline? {
    guard var outline = cellOutline(of: base) else { return nil }
    // A trim of a trim is a part of the part.
    let length = outline.to - outline.from
    outline.to = outline.from + length * Double(min(1, max(0, to)))
    outline.from += length * Double(min(1, max(0, from)))
    return outline
  }
}

extension Shape {
  /// The part of the shape's outline from `from` to `to` (fractions of its length, starting at
  /// the trailing side's middle and going clockwise, as SwiftUI's circle does): a stroke
  /// draws only those cells, so a ring shows progress.
  nonisolated public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
    TrimmedShape(base: self, from: from, to: to)
  }

  /// The shape's outline in `content`'s colour (or gradient), drawn in box-drawing lines
  /// along its frame's edge cells; rounded shapes get rounded corners.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in the foreground style; see `stroke(_:lineWidth:antialiased:)`.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in `content` as `style` asks (heavy from 3 points, dashed with a
  /// dash pattern).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// The shape's outline in the foreground style, as `style` asks.
  public func stroke(style: StrokeStyle) -> some View {
    strokeView(self, style: style, color: nil, coloring: nil)
  }

  /// The outline drawn inside the shape's frame. Every outline here is drawn on the frame's
  /// edge cells, so this is `stroke(_:lineWidth:antialiased:)`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline inside the frame, in the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    stroke(lineWidth: lineWidth)
  }

  /// The outline inside the frame, in `content`, as `style` asks.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    stroke(content, style: style)
  }

  /// The outline inside the frame, in the foreground style, as `style` asks.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    stroke(style: style)
  }
}

/// How a built-in shape is outlined in cells; nil for a shape drawn from its path.
@MainActor
func cellOutline<S: Shape>(of shape: S) -> ShapeOutline? {
  (shape as? any OutlinedShape)?.outline
}

/// A shape's outline as a view: box-drawing lines for a built-in shape, braille dots along
/// the path of one of your own.
@MainActor
func strokeView<S: Shape>(
  _ shape: S, style: StrokeStyle, color: Color?, coloring: (any CellColoring)?
) -> AnyView {
  if let outline = cellOutline(of: shape) {
    return placedCells(
      shape, AnyView(ShapeStroke(outline: outline, style: style, color: color, coloring: coloring)))
  }
  return AnyView(_ShapeView(shape: shape, mode: .stroke(style), color: color, coloring: coloring))
}

/// A shape's outline as a view.
struct ShapeStroke: PrimitiveView, View {
  let outline: ShapeOutline
  let style: StrokeStyle
  let color: Color?
  var coloring: (any CellColoring)?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    output.append(
      StrokeElement(
        outline: outline, heavy: style.lineWidth >= 3, dashed: style.dash.contains { $0 > 0 },
        color: color ?? context.environment.foreground, coloring: coloring,
        mode: context.environment.colorMode))
  }
}

/// Draws an outline along the edge cells of the space offered.
final class StrokeElement: Element {
  let outline: ShapeOutline
  let heavy: Bool
  let dashed: Bool
  let color: Color?
  let coloring: (any CellColoring)?
  let mode: ColorMode

  init(
    outline: ShapeOutline, heavy: Bool, dashed: Bool, color: Color?,
    coloring: (any CellColoring)?, mode: ColorMode
  ) {
    self.outline = outline
    self.heavy = heavy
    self.dashed = dashed
    self.color = color
    self.coloring = coloring
    self.mode = mode
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    guard rect.width > 0, rect.height > 0, color?.isClear != true else { return }
    let cells = Self.perimeter(of: rect)
    let count = Double(cells.count)
    let first = Int((outline.from * count).rounded())
    let last = Int((outline.to * count).rounded())
    guard first < last else { return }
    var style = CellStyle()
    if let color { style.foreground = color.terminalColor(mode) }
    let painter = coloring.map { GradientPainter(coloring: $0, frame: rect, mode: mode) }
    for index in first..<min(last, cells.count) {
      let cell = cells[index]
      var cellStyle = style
      if let painter, let painted = painter.color(column: cell.x, row: cell.y) {
        cellStyle.foreground = painted
      }
      renderer.put(glyph(cell.part), width: 1, x: cell.x, y: cell.y, style: cellStyle)
    }
  }

  /// Where a cell is on an outline.
  enum Part {
    case horizontal, vertical, topLeading, topTrailing, bottomLeading, bottomTrailing
  }

  private func glyph(_ part: Part) -> Character {
    switch part {
    case .horizontal: dashed ? (heavy ? "┅" : "┄") : (heavy ? "━" : "─")
    case .vertical: dashed ? (heavy ? "┇" : "┆") : (heavy ? "┃" : "│")
    case .topLeading: heavy ? "┏" : outline.isRounded(.topLeading) ? "╭" : "┌"
    case .topTrailing: heavy ? "┓" : outline.isRounded(.topTrailing) ? "╮" : "┐"
    case .bottomLeading: heavy ? "┗" : outline.isRounded(.bottomLeading) ? "╰" : "└"
    case .bottomTrailing: heavy ? "┛" : outline.isRounded(.bottomTrailing) ? "╯" : "┘"
    }
  }

  /// The edge cells of `rect` in drawing order: from the middle of the trailing side,
  /// clockwise (down, along the bottom to the left, up, along the top), as SwiftUI's shapes
  /// start their paths. A rectangle one cell high or wide is a line.
  static func perimeter(of rect: Rect) -> [(x: Int, y: Int, part: Part)] {
    let left = rect.x
    let right = rect.x + rect.width - 1
    let top = rect.y
    let bottom = rect.y + rect.height - 1
    if rect.height == 1 { return (left...right).map { ($0, top, .horizontal) } }
    if rect.width == 1 { return (top...bottom).map { (left, $0, .vertical) } }
    var cells: [(x: Int, y: Int, part: Part)] = []
    let middle = top + rect.height / 2
    for y in max(top + 1, middle)..<bottom { cells.append((right, y, .vertical)) }
    cells.append((right, bottom, .bottomTrailing))
    for x in stride(from: right - 1, to: left, by: -1) { cells.append((x, bottom, .horizontal)) }
    cells.append((left, bottom, .bottomLeading))
    for y in stride(from: bottom - 1, to: top, by: -1) { cells.append((left, y, .vertical)) }
    cells.append((left, top, .topLeading))
    for x in (left + 1)..<right { cells.append((x, top, .horizontal)) }
    cells.append((right, top, .topTrailing))
    for y in (top + 1)..<max(top + 1, middle) { cells.append((right, y, .vertical)) }
    return cells
  }
}
