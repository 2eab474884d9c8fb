import Foundation

/// The space a view likes around it: SwiftUI's `ViewSpacing`.
///
/// A terminal keeps one column between views side by side and no row between views above
/// each other, as `HStack` and `VStack` do by default: `distance(to:along:)` is 8 points
/// horizontally and 0 vertically.
public struct ViewSpacing: Hashable, Sendable {
  var horizontal: CGFloat
  var vertical: CGFloat

  /// No space on either axis.
  public static let zero = ViewSpacing(horizontal: 0, vertical: 0)

  /// The spacing of a view with default spacing.
  public init() { self.init(horizontal: Points.perColumn, vertical: 0) }

  init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Takes the larger spacing of the two on each axis (the edges are accepted; a terminal
  /// view has the same spacing on both sides).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    horizontal = max(horizontal, other.horizontal)
    vertical = max(vertical, other.vertical)
  }

  /// The larger spacing of the two on each axis.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The space between this view and `next` along `axis`, in points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal
      ? max(horizontal, next.horizontal) : max(vertical, next.vertical)
  }
}
