import Foundation

/// A size in terminal cells.
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in terminal cells; the origin is the top-left cell.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The part of this rectangle inside `other`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  public func contains(column: Int, row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }
}

/// What a parent offers a child: a size per axis, or nil for "your ideal size".
struct Proposal: Hashable {
  var width: Int?
  var height: Int?

  static let unspecified = Proposal(width: nil, height: nil)
  /// Stands in for an infinite proposal; large enough for any terminal, small enough to add to.
  static let unbounded = 1 << 40
  static let infinite = Proposal(width: unbounded, height: unbounded)
  static let zero = Proposal(width: 0, height: 0)

  init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  init(_ size: Size) { self.init(width: size.width, height: size.height) }

  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension Size {
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// The horizontal or vertical dimension.
public enum Axis: Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes, as `ScrollView(.vertical)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// Converts SwiftUI's points to cells: about 8 points a column and 16 points a row, so a
/// layout written for an iPhone fits an 80×24 terminal.
enum Points {
  static let perColumn: CGFloat = 8
  static let perRow: CGFloat = 16

  static func columns(_ points: CGFloat) -> Int { cells(points, per: perColumn) }
  static func rows(_ points: CGFloat) -> Int { cells(points, per: perRow) }

  static func cells(_ points: CGFloat, per unit: CGFloat) -> Int {
    guard points.isFinite else { return points > 0 ? Proposal.unbounded : 0 }
    let value = (points / unit).rounded()
    return value >= CGFloat(Proposal.unbounded) ? Proposal.unbounded : max(0, Int(value))
  }

  static func cells(_ points: CGFloat, axis: Axis) -> Int {
    axis == .horizontal ? columns(points) : rows(points)
  }
}

/// Adds without overflowing past ``Proposal/unbounded``.
func clampedSum(_ a: Int, _ b: Int) -> Int { min(Proposal.unbounded, a + b) }
