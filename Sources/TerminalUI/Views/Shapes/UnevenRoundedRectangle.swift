import Foundation

/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners are rounded each by its own radius: SwiftUI's
/// `UnevenRoundedRectangle` (a card rounded only at the top, a bubble with one square corner).
/// It fills its frame as a rectangle does; its outline has rounded corners (`╭`) where a
/// radius is given and square ones (`┌`) where it is zero.
nonisolated public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  nonisolated public init(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  nonisolated public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  @MainActor public var body: some View { ShapeFill(fill: nil) }

  /// The rectangle with each corner's quarter circle (each radius at most half the shorter
  /// side).
  nonisolated public func path(in rect: CGRect) -> Path {
    let limit = max(0, min(rect.width, rect.height) / 2)
    func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), limit) : 0 }
    let topLeading = radius(cornerRadii.topLeading)
    let topTrailing = radius(cornerRadii.topTrailing)
    let bottomTrailing = radius(cornerRadii.bottomTrailing)
    let bottomLeading = radius(cornerRadii.bottomLeading)
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
    path.addArc(
      center: CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing),
      radius: topTrailing, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
    path.addArc(
      center: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing),
      radius: bottomTrailing, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
    path.addArc(
      center: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading),
      radius: bottomLeading, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
    path.addArc(
      center: CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading),
      radius: topLeading, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
    path.closeSubpath()
    return path
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with its own radius at each corner: `.rect(topLeadingRadius: 12)`.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }

  /// A rectangle with the corner radii given.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}
