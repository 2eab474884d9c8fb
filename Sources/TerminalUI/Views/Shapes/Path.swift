import Foundation

/// The outline of a 2D shape, in points: SwiftUI's `Path`.
///
/// A path is lines and curves; a terminal draws it in cells. Stroked, it is a line of braille
/// dots (two dots a column, four a row: a dot is 4 points square); filled, it is the cells,
/// and half cells, whose centres lie inside it.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
nonisolated public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// The stroke this path is the outline of, for `strokedPath(_:)`: filling it draws that
  /// stroke along the path.
  var strokeOutline: StrokeStyle?

  /// An empty path.
  public init() {}

  /// A path made by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rectangle with rounded corners.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with rounded corners of `cornerSize`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse inside `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from, if there is one.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point of the path (curves included).
  public var boundingRect: CGRect {
    let points = flattened().flatMap { $0.points }
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  // MARK: Building

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// A straight line from the current point to `end`.
  public mutating func addLine(to end: CGPoint) {
    if currentPoint == nil { move(to: end) }
    elements.append(.line(to: end))
  }

  /// A quadratic Bézier curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: end, control: control))
  }

  /// A cubic Bézier curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Closed rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A closed rectangle with corners rounded by `cornerSize` (at most half each side).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let rx = max(0, min(cornerSize.width, rect.width / 2))
    let ry = max(0, min(cornerSize.height, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let k: CGFloat = 0.5523  // a quarter circle's Bézier handle, as a fraction of its radius
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + ry),
      control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(
      to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
      control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
      control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - ry),
      control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(
      to: CGPoint(x: rect.minX + rx, y: rect.minY),
      control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
      control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
    closeSubpath()
  }

  /// A closed ellipse inside `rect`.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let rx = rect.width / 2
    let ry = rect.height / 2
    let steps = 4
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    for step in 0..<steps {
      let start = Double(step) * .pi / 2
      appendArcSegment(center: center, rx: rx, ry: ry, from: start, to: start + .pi / 2)
    }
    closeSubpath()
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (clockwise in
  /// SwiftUI's flipped coordinates when `clockwise` is false, as on Apple platforms), joined to
  /// the current point by a line.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.isIdentity else {
      var arc = Path()
      arc.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
      return appendJoined(arc.applying(transform))
    }
    var start = startAngle.radians
    var end = endAngle.radians
    // In y-down coordinates, `clockwise: false` sweeps with increasing angles.
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    if abs(end - start) < 1e-9, startAngle != endAngle {
      end = start + (clockwise ? -2 : 2) * .pi
    }
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
    let sweep = (end - start) / Double(pieces)
    for _ in 0..<pieces {
      appendArcSegment(center: center, rx: radius, ry: radius, from: start, to: start + sweep)
      start += sweep
    }
  }

  /// An arc of `delta` from `startAngle`, joined to the current point by a line.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta.radians < 0, transform: transform)
  }

  /// Another path's elements, appended.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  /// `path`'s elements joined to the current point by a line (its first move made a line).
  private mutating func appendJoined(_ path: Path) {
    for element in path.elements {
      if case .move(let point) = element, currentPoint != nil {
        addLine(to: point)
      } else {
        elements.append(element)
      }
    }
  }

  /// One Bézier curve approximating an arc of at most a quarter turn.
  private mutating func appendArcSegment(
    center: CGPoint, rx: CGFloat, ry: CGFloat, from start: Double, to end: Double
  ) {
    let k = 4 / 3 * tan((end - start) / 4)
    let p1 = CGPoint(x: center.x + rx * cos(start), y: center.y + ry * sin(start))
    let p2 = CGPoint(x: center.x + rx * cos(end), y: center.y + ry * sin(end))
    elements.append(
      .curve(
        to: p2,
        control1: CGPoint(x: p1.x - k * rx * sin(start), y: p1.y + k * ry * cos(start)),
        control2: CGPoint(x: p2.x + k * rx * sin(end), y: p2.y - k * ry * cos(end))))
  }

  // MARK: Changing

  /// The path with every point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    return mapPoints { $0.applying(transform) }
  }

  /// The outline of the path stroked with `style`: filled, it draws as the path stroked.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var path = self
    path.strokeOutline = style
    return path
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  private func mapPoints(_ move: (CGPoint) -> CGPoint) -> Path {
    var path = Path()
    path.strokeOutline = strokeOutline
    path.elements = elements.map { element in
      switch element {
      case .move(let to): .move(to: move(to))
      case .line(let to): .line(to: move(to))
      case .quadCurve(let to, let control): .quadCurve(to: move(to), control: move(control))
      case .curve(let to, let control1, let control2):
        .curve(to: move(to), control1: move(control1), control2: move(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// The part of the path from `from` to `to`, as fractions of its length.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let polylines = flattened()
    let total = polylines.reduce(0) { $0 + $1.length }
    let start = max(0, min(1, from)) * total
    let end = max(0, min(1, to)) * total
    guard total > 0, start < end else { return Path() }
    var path = Path()
    var walked: CGFloat = 0
    for polyline in polylines {
      var drawing = false
      for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { walked += length }
        let segmentStart = max(start, walked)
        let segmentEnd = min(end, walked + length)
        guard length > 0, segmentStart < segmentEnd else {
          drawing = false
          continue
        }
        func at(_ distance: CGFloat) -> CGPoint {
          let t = (distance - walked) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing { path.move(to: at(segmentStart)) }
        path.addLine(to: at(segmentEnd))
        drawing = segmentEnd >= walked + length
      }
    }
    return path
  }

  /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the
  /// even-odd rule.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for polyline in flattened() {
      var points = polyline.points
      if let first = points.first { points.append(first) }
      for (a, b) in zip(points, points.dropFirst()) {
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  // MARK: Flattening

  /// One subpath as straight lines.
  struct Polyline: Equatable {
    var points: [CGPoint]
    var closed: Bool

    var length: CGFloat {
      zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
  }

  /// The path as straight lines, curves cut into short pieces; a closed subpath ends where it
  /// began.
  func flattened() -> [Polyline] {
    var result: [Polyline] = []
    var current = Polyline(points: [], closed: false)
    func finish() {
      if !current.points.isEmpty { result.append(current) }
      current = Polyline(points: [], closed: false)
    }
    for element in elements {
      let last = current.points.last ?? .zero
      switch element {
      case .move(let point):
        finish()
        current.points = [point]
      case .line(let point):
        current.points.append(point)
      case .quadCurve(let end, let control):
        let steps = Self.steps(last, control, end)
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          current.points.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * control.x + t * t * end.x,
              y: u * u * last.y + 2 * u * t * control.y + t * t * end.y))
        }
      case .curve(let end, let control1, let control2):
        let steps = Self.steps(last, control1, control2, end)
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.points.append(
            CGPoint(
              x: a * last.x + b * control1.x + c * control2.x + d * end.x,
              y: a * last.y + b * control1.y + c * control2.y + d * end.y))
        }
      case .closeSubpath:
        if let first = current.points.first {
          current.points.append(first)
          current.closed = true
          let start = first
          finish()
          current.points = [start]
        }
      }
    }
    if current.points.count > 1 { result.append(current) }
    return result
  }

  /// How many straight pieces a curve through `points` is cut into: about one per 2 points of
  /// its control polygon's length, at least 4 and at most 64.
  private static func steps(_ points: CGPoint...) -> Int {
    let length = zip(points, points.dropFirst()).reduce(0) {
      $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)
    }
    guard length.isFinite else { return 4 }
    return max(4, min(64, Int(length / 2)))
  }
}
