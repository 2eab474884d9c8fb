import Foundation
import TerminalKit

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

/// Converts SwiftUI's points to cells: about 8 points a column and 16 points a row, so a
/// layout written for an iPhone fits an 80×24 terminal.
enum Points {
  static let perColumn: CGFloat = 8
  static let perRow: CGFloat = 16

  /// The nearest whole number of cells to `points` (negative for negative points): where an
  /// offset or a position lands.
  static func nearest(_ points: CGFloat, per unit: CGFloat) -> Int {
    guard points.isFinite else { return 0 }
    return Int(max(-1e6, min(1e6, (points / unit).rounded())))
  }

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
