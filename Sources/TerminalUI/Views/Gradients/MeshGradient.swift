import Foundation

/// A grid of coloured points, the colours blended between them: SwiftUI's `MeshGradient`
/// (iOS 18). As a view it fills the space offered; as a style it colours shapes, backgrounds
/// and text, cell by cell, like the other gradients.
///
/// Each cell takes the colour at its centre: the grid's quad around that point is found (the
/// points may be moved off a regular grid), and the colours of its four corners are blended
/// by where the point lies in it, eased toward the corners when `smoothsColors` is on. A point
/// outside every quad takes `background`. Bézier points are placed at their positions; their
/// control points do not bend the quads' edges.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .orange, .purple, .blue])
/// ```
public struct MeshGradient: ShapeStyle, View, CellColoring, Sendable {
  /// A point of the mesh with the tangents of the curves through it.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// Where the mesh's points are, in unit coordinates of the frame, row by row.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  /// The colours of the mesh's points, row by row.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
  }

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool

  nonisolated public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  nonisolated public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  nonisolated public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  public var body: some View { GradientFill(coloring: self) }

  private nonisolated var positions: [SIMD2<Double>] {
    switch locations {
    case .points(let points): points.map { SIMD2(Double($0.x), Double($0.y)) }
    case .bezierPoints(let points):
      points.map { SIMD2(Double($0.position.x), Double($0.position.y)) }
    }
  }

  private nonisolated var pointColors: [Color] {
    switch colors {
    case .colors(let colors): colors
    }
  }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    let points = positions
    let colors = pointColors
    // A mesh whose counts do not match its size draws its background, as SwiftUI draws nothing.
    guard width >= 2, height >= 2, points.count == width * height, colors.count == points.count
    else { return background }
    let target = SIMD2(Double(unit.x), Double(unit.y))
    for row in 0..<(height - 1) {
      for column in 0..<(width - 1) {
        let corners = [
          row * width + column, row * width + column + 1, (row + 1) * width + column,
          (row + 1) * width + column + 1,
        ]
        let quad = corners.map { points[$0] }
        guard let (s, t) = Self.inverseBilinear(target, quad[0], quad[1], quad[2], quad[3])
        else { continue }
        let (u, v) = smoothsColors ? (Self.ease(s), Self.ease(t)) : (s, t)
        let top = Color.mix(colors[corners[0]], colors[corners[1]], u)
        let bottom = Color.mix(colors[corners[2]], colors[corners[3]], u)
        return Color.mix(top, bottom, v)
      }
    }
    return background
  }

  /// Where `p` lies in the quad with corners `a` (top leading), `b`, `c`, `d` (bottom
  /// trailing), as fractions across and down it; nil when it lies outside.
  nonisolated static func inverseBilinear(
    _ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>,
    _ d: SIMD2<Double>
  ) -> (Double, Double)? {
    var s = 0.5
    var t = 0.5
    for _ in 0..<12 {
      let point = a * ((1 - s) * (1 - t)) + b * (s * (1 - t)) + c * ((1 - s) * t) + d * (s * t)
      let error = point - p
      let alongS = (b - a) * (1 - t) + (d - c) * t
      let alongT = (c - a) * (1 - s) + (d - b) * s
      let determinant = alongS.x * alongT.y - alongS.y * alongT.x
      guard abs(determinant) > 1e-12 else { return nil }
      s -= (error.x * alongT.y - error.y * alongT.x) / determinant
      t -= (alongS.x * error.y - alongS.y * error.x) / determinant
    }
    let slack = 1e-6
    guard s.isFinite, t.isFinite, s >= -slack, s <= 1 + slack, t >= -slack, t <= 1 + slack
    else { return nil }
    // A twisted quad may not converge: only a point the quad really reaches is in it.
    let reached = a * ((1 - s) * (1 - t)) + b * (s * (1 - t)) + c * ((1 - s) * t) + d * (s * t)
    let miss = reached - p
    guard (miss * miss).sum() < 1e-12 else { return nil }
    return (min(1, max(0, s)), min(1, max(0, t)))
  }

  /// Eased toward 0 and 1: smoothstep.
  private nonisolated static func ease(_ x: Double) -> Double { x * x * (3 - 2 * x) }
}

extension Gradient {
  /// The space colours are blended in: SwiftUI's `Gradient.ColorSpace`. A terminal blends
  /// in sRGB either way.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// The device's colour space.
    public static let device = ColorSpace(name: "device")
    /// A perceptual colour space.
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}
