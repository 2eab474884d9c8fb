import Foundation

/// A shape that changes how a built-in shape's cells are drawn: moved by an offset.
@MainActor
protocol CellTransformedShape {
  /// `drawing` (the built-in shape's cells) as this shape places them.
  func placeCells(_ drawing: AnyView) -> AnyView
}

/// A shape moved by an offset: SwiftUI's `OffsetShape`. Its path is moved; a built-in shape's
/// cells are drawn moved to the nearest cell, as `offset` moves a view.
nonisolated public struct OffsetShape<Content: Shape>: Shape, OutlinedShape, CellTransformedShape {
  public let shape: Content
  public let offset: CGSize

  @MainActor public var body: some View {
    if cellOutline(of: shape) != nil {
      AnyView(shape.offset(offset))
    } else {
      AnyView(_ShapeView(shape: self))
    }
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  @MainActor var outline: ShapeOutline? { cellOutline(of: shape) }

  @MainActor func placeCells(_ drawing: AnyView) -> AnyView { AnyView(drawing.offset(offset)) }
}

/// A shape turned by an angle about an anchor: SwiftUI's `RotatedShape`. Its path is turned; a
/// built-in shape's cells stay upright, as `rotationEffect` leaves a view.
nonisolated public struct RotatedShape<Content: Shape>: Shape, OutlinedShape {
  public let shape: Content
  public let angle: Angle
  public let anchor: UnitPoint

  @MainActor public var body: some View {
    if cellOutline(of: shape) != nil { AnyView(shape) } else { AnyView(_ShapeView(shape: self)) }
  }

  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + rect.width * anchor.x
    let y = rect.minY + rect.height * anchor.y
    let turn = CGAffineTransform(translationX: -x, y: -y)
      .concatenating(CGAffineTransform(rotationAngle: angle.radians))
      .concatenating(CGAffineTransform(translationX: x, y: y))
    return shape.path(in: rect).applying(turn)
  }

  @MainActor var outline: ShapeOutline? { cellOutline(of: shape) }
}

/// A shape scaled about an anchor: SwiftUI's `ScaledShape`. Its path is scaled; a built-in
/// shape's cells keep their frame, as `scaleEffect` leaves a view.
nonisolated public struct ScaledShape<Content: Shape>: Shape, OutlinedShape {
  public let shape: Content
  public let scale: CGSize
  public let anchor: UnitPoint

  @MainActor public var body: some View {
    if cellOutline(of: shape) != nil { AnyView(shape) } else { AnyView(_ShapeView(shape: self)) }
  }

  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + rect.width * anchor.x
    let y = rect.minY + rect.height * anchor.y
    let resize = CGAffineTransform(translationX: -x, y: -y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: x, y: y))
    return shape.path(in: rect).applying(resize)
  }

  @MainActor var outline: ShapeOutline? { cellOutline(of: shape) }
}

extension Shape {
  /// The shape moved by `offset` points.
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `offset` points.
  nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved `x` points across and `y` down.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape turned by `angle` about `anchor`.
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<
    Self
  > {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<
      Self
    >
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` about `anchor`.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
}

/// `drawing` placed as `shape` (or the shapes it wraps) places a built-in shape's cells.
@MainActor
func placedCells<S: Shape>(_ shape: S, _ drawing: AnyView) -> AnyView {
  (shape as? any CellTransformedShape)?.placeCells(drawing) ?? drawing
}
