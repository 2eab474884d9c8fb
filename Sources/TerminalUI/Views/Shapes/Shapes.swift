/// A shape drawn in a terminal as the cells it covers: SwiftUI's `Shape`.
///
/// A shape takes the space it is offered and fills it with its fill colour, or else the
/// foreground style around it (`.foregroundStyle(.gray)`), or else the primary colour. The
/// built-in shapes (rectangle, rounded rectangle, circle, ellipse, capsule) fill their whole
/// frame and are stroked along its edge cells in box-drawing lines: a small circle has no
/// cells to curve with. A shape of your own draws its `path(in:)`: filled, the cells (and half
/// cells) inside it; stroked, a line of braille dots. The rect it is given is the frame in
/// points (8 a column, 16 a row).
///
/// As in SwiftUI, a shape is `Sendable` and its `path(in:)` is nonisolated: a path can be
/// worked out from any thread (a shape's stored properties are its own, and a path is a
/// value).
public protocol Shape: Sendable, View {
  /// The shape's outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape of your own is drawn as its path filled with the foreground style.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape drawn from its path: what a `Shape` of your own is as a view.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  let shape: Content
  var mode: PathElement.Mode = .fill(eoFill: false)
  var color: Color?
  var coloring: (any CellColoring)?

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let shape = shape
    output.append(
      PathElement(
        path: { shape.path(in: $0) }, mode: mode,
        color: color ?? context.environment.foreground ?? .primary,
        coloring: coloring, colorMode: context.environment.colorMode))
  }
}

/// The fill a shape was given by `fill(_:)`, if any: a colour, or a gradient.
struct ShapeFill: PrimitiveView, View {
  let fill: Color?
  var coloring: (any CellColoring)?

  init(fill: Color?, coloring: (any CellColoring)? = nil) {
    self.fill = fill
    self.coloring = coloring
  }

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let coloring {
      output.append(GradientElement(coloring: coloring, mode: context.environment.colorMode))
      return
    }
    let color = fill ?? context.environment.foreground ?? .primary
    output.append(ColorElement(color: color, mode: context.environment.colorMode))
  }
}

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape {
  nonisolated public init() {}
  @MainActor public var body: some View { ShapeFill(fill: nil) }
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners; its corners are cells like any other here.
nonisolated public struct RoundedRectangle: Shape {
  public let cornerSize: CGSize
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
  }
  @MainActor public var body: some View { ShapeFill(fill: nil) }
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize)
  }
}

/// How a rounded rectangle's corners curve; both are drawn square here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A circle; drawn as its frame's cells.
nonisolated public struct Circle: Shape {
  nonisolated public init() {}
  @MainActor public var body: some View { ShapeFill(fill: nil) }
  /// The largest circle centred in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

/// An ellipse; drawn as its frame's cells.
nonisolated public struct Ellipse: Shape {
  nonisolated public init() {}
  @MainActor public var body: some View { ShapeFill(fill: nil) }
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule; drawn as its frame's cells.
nonisolated public struct Capsule: Shape {
  nonisolated public init(style: RoundedCornerStyle = .circular) {}
  @MainActor public var body: some View { ShapeFill(fill: nil) }
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

extension Path: Shape {
  /// The path itself, wherever it is drawn.
  nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
  /// The shape filled with a colour, or a gradient cell by cell (other shape styles fill
  /// with the foreground style). The result can be stroked too: see ``ShapeView``.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> FillShapeView<Self, S, EmptyView>
  {
    FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle())
    -> FillShapeView<Self, ForegroundStyle, EmptyView>
  {
    fill(ForegroundStyle(), style: style)
  }
}

/// `shape` filled with `content`, as a view: its frame's cells for a built-in shape, the cells
/// inside its path for one of your own.
@MainActor
func fillDrawing<S: Shape>(_ shape: S, _ content: some ShapeStyle, _ style: FillStyle) -> AnyView {
  let resolved = ResolvedShapeStyle(content)
  if cellOutline(of: shape) != nil {
    return placedCells(
      shape, AnyView(ShapeFill(fill: resolved.color, coloring: resolved.coloring)))
  }
  return AnyView(
    _ShapeView(
      shape: shape, mode: .fill(eoFill: style.isEOFilled), color: resolved.color,
      coloring: resolved.coloring))
}
