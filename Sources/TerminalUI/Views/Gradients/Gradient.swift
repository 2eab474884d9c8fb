import Foundation

/// Colours along a line, each at a location from 0 to 1: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// A colour at a place of a gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  /// `colors` spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(1, colors.count - 1)
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last))
    }
  }

  public init(stops: [Stop]) { self.stops = stops }

  /// The colour at `location` (0 to 1): the stops' colours mixed between the two around it.
  /// Colours that are not 24-bit (the terminal's own, clear) do not mix: the nearer is taken.
  func color(at location: Double) -> Color {
    let sorted = stops.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else { return .clear }
    let t = location.isFinite ? location : 0
    if t <= Double(first.location) { return first.color }
    if t >= Double(last.location) { return last.color }
    for (lower, upper) in zip(sorted, sorted.dropFirst()) where t <= Double(upper.location) {
      let span = Double(upper.location - lower.location)
      let fraction = span > 0 ? (t - Double(lower.location)) / span : 1
      return Color.mix(lower.color, upper.color, fraction)
    }
    return last.color
  }
}

extension Color {
  /// `from` and `to` mixed, `fraction` of the way to `to`.
  static func mix(_ from: Color, _ to: Color, _ fraction: Double) -> Color {
    guard case .rgb(let r0, let g0, let b0) = from.kind, case .rgb(let r1, let g1, let b1) = to.kind
    else { return fraction < 0.5 ? from : to }
    func blend(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Color(
      red: blend(r0, r1), green: blend(g0, g1), blue: blend(b0, b1),
      opacity: blend(from.opacity, to.opacity))
  }

  /// A gradient made from this colour, lighter at the top: SwiftUI's `Color.gradient`.
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [Color.mix(self, .white, 0.25), self]))
  }
}

/// What colours a cell of a frame: the gradients. `unit` is the cell's centre as a fraction of
/// the frame, `size` the frame in points (8 a column, 16 a row), so that angles and circles
/// are as round as the terminal's cells allow.
protocol CellColoring: Sendable {
  func color(at unit: CGPoint, size: CGSize) -> Color
}

/// A gradient along a line from `startPoint` to `endPoint`: SwiftUI's `LinearGradient`. As a
/// view it fills the space offered; as a style it colours a shape, a background or text, cell
/// by cell — in 24-bit colour where the terminal has it, else the nearest colours it has.
public struct LinearGradient: ShapeStyle, View, CellColoring {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var body: some View { GradientFill(coloring: self) }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    let start = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
    let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
    let point = CGPoint(x: unit.x * size.width, y: unit.y * size.height)
    let dx = Double(end.x - start.x)
    let dy = Double(end.y - start.y)
    let length = dx * dx + dy * dy
    guard length > 0 else { return gradient.color(at: 0) }
    return gradient.color(
      at: (Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / length)
  }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points:
/// SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, View, CellColoring {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat

  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  nonisolated public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public var body: some View { GradientFill(coloring: self) }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    let dx = Double((unit.x - center.x) * size.width)
    let dy = Double((unit.y - center.y) * size.height)
    let span = Double(endRadius - startRadius)
    let distance = (dx * dx + dy * dy).squareRoot() - Double(startRadius)
    return gradient.color(at: span > 0 ? distance / span : (distance >= 0 ? 1 : 0))
  }
}

/// A gradient in ellipses that fit the frame (times `startRadiusFraction` to
/// `endRadiusFraction`): SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, View, CellColoring {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadiusFraction: CGFloat
  public var endRadiusFraction: CGFloat

  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public var body: some View { GradientFill(coloring: self) }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    // In fractions of the frame: an ellipse of radius 0.5 touches its sides.
    let dx = Double(unit.x - center.x)
    let dy = Double(unit.y - center.y)
    let distance = (dx * dx + dy * dy).squareRoot()
    let span = Double(endRadiusFraction - startRadiusFraction)
    let t = span > 0 ? (distance - Double(startRadiusFraction)) / span : 1
    return gradient.color(at: t)
  }
}

/// A gradient around `center`, from `startAngle` to `endAngle` (0 pointing to the trailing
/// side, turning clockwise): SwiftUI's `AngularGradient` (and `conicGradient`).
public struct AngularGradient: ShapeStyle, View, CellColoring {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  nonisolated public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public var body: some View { GradientFill(coloring: self) }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    let dx = Double((unit.x - center.x) * size.width)
    let dy = Double((unit.y - center.y) * size.height)
    var angle = atan2(dy, dx) - startAngle.radians
    let span = endAngle.radians - startAngle.radians
    guard span != 0 else { return gradient.color(at: 0) }
    angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if angle < 0 { angle += 2 * .pi }
    return gradient.color(at: angle / span)
  }
}

/// Any gradient, as `Color.gradient` gives it: SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, View, CellColoring {
  let base: any CellColoring & Sendable

  /// `gradient` from top to bottom, as SwiftUI draws an `AnyGradient` made from one.
  nonisolated public init(_ gradient: Gradient) {
    base = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
  }

  public var body: some View { GradientFill(coloring: self) }

  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    base.color(at: unit, size: size)
  }
}

/// A gradient is a shape style too, as in SwiftUI: drawn from top to bottom, as an
/// `AnyGradient` is (`.foregroundStyle(Gradient(colors: [.red, .orange]))`).
extension Gradient: ShapeStyle, CellColoring {
  nonisolated func color(at unit: CGPoint, size: CGSize) -> Color {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)
      .color(at: unit, size: size)
  }
}
