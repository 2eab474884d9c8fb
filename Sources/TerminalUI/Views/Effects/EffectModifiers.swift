import Foundation

extension View {
  /// Draws the view `x` and `y` points away from where its layout puts it (8 points a
  /// column, 16 a row, rounded to the nearest cell); the layout around it is unchanged, as in
  /// SwiftUI.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    ElementModifierView(content: self) { child, _ in
      let columns = Points.nearest(x, per: Points.perColumn)
      let rows = Points.nearest(y, per: Points.perRow)
      if columns == 0, rows == 0 { return child }
      return OffsetElement(child: child, columns: columns, rows: rows)
    }
  }

  /// Draws the view `offset.width` and `offset.height` points away; see `offset(x:y:)`.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Takes all the space offered and puts the view's centre at `x`, `y` points in it (the
  /// nearest cell), as in SwiftUI.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    ElementModifierView(content: self) { child, _ in
      PositionElement(
        child: child, column: Points.nearest(x, per: Points.perColumn),
        row: Points.nearest(y, per: Points.perRow))
    }
  }

  /// Puts the view's centre at `position`; see `position(x:y:)`.
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// The order the view is drawn in among its siblings in a stack: a higher index is drawn
  /// later, over the others (those of equal index keep their order).
  public func zIndex(_ value: Double) -> some View {
    ElementModifierView(content: self) { child, _ in
      child.zIndex = value
      return child
    }
  }

  /// Draws the view only inside its frame: what an offset or an overflowing child puts
  /// outside is cut off.
  public func clipped(antialiased: Bool = false) -> some View {
    ElementModifierView(content: self) { child, _ in ClipElement(child: child) }
  }

  /// Draws the view only inside `shape`. A terminal clips to the cells of the view's frame,
  /// whatever the shape (its curves have no cells of their own).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    clipped()
  }

  /// Scales the view by `scale` about `anchor`. A terminal cannot draw a cell smaller or
  /// larger: the view is drawn at its size, and hidden when the scale is zero.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the view by `scale`; see `scaleEffect(_:anchor:)`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Scales the view by `x` and `y`; see `scaleEffect(_:anchor:)`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    ElementModifierView(content: self) { child, _ in
      x == 0 || y == 0 ? HiddenElement(child: child) : child
    }
  }

  /// Rotates the view by `angle` about `anchor`. A terminal's cells stay upright: the view is
  /// drawn unrotated, its centre moved where the rotation takes it (to the nearest cell).
  /// A view turned about its own centre stays put; one offset and then rotated
  /// (`.offset(x: -100).rotationEffect(.degrees(30))`) lands on the circle around the anchor,
  /// as in SwiftUI.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    ElementModifierView(content: self) { child, _ in
      let turns = angle.degrees / 360
      guard turns.isFinite, turns != turns.rounded() else { return child }
      return RotationElement(child: child, radians: CGFloat(angle.radians), anchor: anchor)
    }
  }

  /// Rotates the view in three dimensions. Drawn unrotated, as `rotationEffect`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }

  /// Blurs the view. A terminal cannot blur a cell: a blurred view is drawn dimmed.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    ElementModifierView(content: self) { child, _ in
      radius > 0 ? DimElement(child: child) : child
    }
  }

  /// Multiplies the view's colours by `color`: its 24-bit colours are scaled by the colour's
  /// components; text in the terminal's own colours takes `color` itself.
  public func colorMultiply(_ color: Color) -> some View {
    ElementModifierView(content: self) { child, environment in
      guard case .rgb(let red, let green, let blue) = color.kind else { return child }
      return ColorMultiplyElement(
        child: child, red: red, green: green, blue: blue, mode: environment.colorMode)
    }
  }

  /// Changes the view's brightness. Accepted: drawn in its own colours.
  public func brightness(_ amount: Double) -> some View { self }
  /// Changes the view's contrast. Accepted: drawn in its own colours.
  public func contrast(_ amount: Double) -> some View { self }
  /// Changes the view's saturation. Accepted: drawn in its own colours.
  public func saturation(_ amount: Double) -> some View { self }
  /// Turns the view's colours grey. Accepted: drawn in its own colours.
  public func grayscale(_ amount: Double) -> some View { self }
  /// Turns the view's hues. Accepted: drawn in its own colours.
  public func hueRotation(_ angle: Angle) -> some View { self }
}

/// How a shape is filled where it crosses itself: SwiftUI's `FillStyle`. A terminal fills a
/// shape's cells whatever the rule.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
