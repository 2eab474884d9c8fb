/// A shape drawn in a terminal as the block of cells it covers: SwiftUI's `Shape`.
///
/// A shape takes the space it is offered and fills it with its fill colour, or else the
/// foreground style around it (`.foregroundStyle(.gray)`), or else the primary colour. Curves
/// (a circle's, a capsule's, rounded corners) have no cells of their own, so every shape
/// fills its frame; give it a `frame` to size it. Paths (`path(in:)`) are not drawn.
public protocol Shape: View {}

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
public struct Rectangle: Shape {
  public init() {}
  public var body: some View { ShapeFill(fill: nil) }
}

/// A rectangle with rounded corners; its corners are cells like any other here.
public struct RoundedRectangle: Shape {
  public let cornerSize: CGSize
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
  }
  public var body: some View { ShapeFill(fill: nil) }
}

/// How a rounded rectangle's corners curve; both are drawn square here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A circle; drawn as its frame's cells.
public struct Circle: Shape {
  public init() {}
  public var body: some View { ShapeFill(fill: nil) }
}

/// An ellipse; drawn as its frame's cells.
public struct Ellipse: Shape {
  public init() {}
  public var body: some View { ShapeFill(fill: nil) }
}

/// A capsule; drawn as its frame's cells.
public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .circular) {}
  public var body: some View { ShapeFill(fill: nil) }
}

extension Shape {
  /// The shape filled with a colour, or a gradient cell by cell (other shape styles fill
  /// with the foreground style).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    ShapeFill(
      fill: content as? Color ?? (content as? Material)?.color,
      coloring: content as? any CellColoring)
  }
}
