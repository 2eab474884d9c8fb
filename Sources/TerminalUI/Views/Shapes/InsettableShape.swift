import Foundation

/// A shape that can be drawn inset from its frame: SwiftUI's `InsettableShape`.
/// `RoundedRectangle(cornerRadius: 8).inset(by: 8)` is the shape with its edges `amount`
/// points in: a built-in shape is filled and outlined in its frame less that margin (to the
/// nearest cells), a shape of your own draws its inset path.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape with its edges moved `amount` points in.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` points inside its frame: what `inset(by:)` gives.
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape, OutlinedShape,
  CellTransformedShape
{
  let base: Base
  let amount: CGFloat

  /// The margin in points, none for a value that is not a number or is negative.
  private var margin: CGFloat { amount.isFinite ? max(0, amount) : 0 }

  @MainActor public var body: some View {
    // A built-in shape fills its frame in cells: the inset one fills the frame less the
    // margin. A shape of your own draws its inset path.
    if cellOutline(of: base) != nil {
      AnyView(base.padding(margin))
    } else {
      AnyView(_ShapeView(shape: self))
    }
  }

  @MainActor var outline: ShapeOutline? { cellOutline(of: base) }

  @MainActor func placeCells(_ drawing: AnyView) -> AnyView {
    AnyView(placedCells(base, drawing).padding(margin))
  }

  nonisolated public func path(in rect: CGRect) -> Path {
    let amount = amount.isFinite ? amount : 0
    let inner = rect.insetBy(dx: amount, dy: amount)
    return inner.isNull || inner.width < 0 || inner.height < 0 ? Path() : base.path(in: inner)
  }

  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

extension InsettableShape where InsetShape == _InsetShape<Self> {
  /// The shape with its edges moved `amount` points in.
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Self> {
    _InsetShape(base: self, amount: amount)
  }
}

extension Rectangle: InsettableShape { public typealias InsetShape = _InsetShape<Self> }
extension RoundedRectangle: InsettableShape { public typealias InsetShape = _InsetShape<Self> }
extension UnevenRoundedRectangle: InsettableShape {
  public typealias InsetShape = _InsetShape<Self>
}
extension Circle: InsettableShape { public typealias InsetShape = _InsetShape<Self> }
extension Ellipse: InsettableShape { public typealias InsetShape = _InsetShape<Self> }
extension Capsule: InsettableShape { public typealias InsetShape = _InsetShape<Self> }

/// A shadow a shape style casts: SwiftUI's `ShadowStyle`, for `ShapeStyle.shadow(_:)`.
/// A terminal cell casts no shadow: the style is drawn as it would be without it.
public struct ShadowStyle: Hashable, Sendable {
  let inner: Bool

  /// A shadow outside the shape.
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle { ShadowStyle(inner: false) }

  /// A shadow inside the shape's edge.
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle { ShadowStyle(inner: true) }
}

/// A shape style with a shadow: drawn as its base style.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ShadowedShapeStyle {
  let base: Base
  let shadow: ShadowStyle
  var baseStyle: any ShapeStyle { base }
}

/// A shape style drawn as another: what the resolver unwraps.
protocol ShadowedShapeStyle {
  var baseStyle: any ShapeStyle { get }
}

extension ShapeStyle {
  /// The style with a drop or inner shadow: SwiftUI's `shadow(_:)` of a shape style.
  /// Accepted: drawn as the style itself.
  public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
    _ShadowShapeStyle(base: self, shadow: style)
  }
}
