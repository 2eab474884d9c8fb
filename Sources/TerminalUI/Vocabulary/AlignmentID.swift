import Foundation

/// A guide of your own for views to line up by: SwiftUI's `AlignmentID`. Make one an
/// alignment with `HorizontalAlignment(MyGuide.self)` or `VerticalAlignment(MyGuide.self)`;
/// a stack aligned by it lines its children's guides up, each where the child's
/// `alignmentGuide` puts it or, without one, at `defaultValue(in:)`.
///
/// ```swift
/// enum LabelEdge: AlignmentID {
///   static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
/// }
/// extension HorizontalAlignment { static let labelEdge = HorizontalAlignment(LabelEdge.self) }
/// ```
public protocol AlignmentID {
  /// Where the guide falls in a view that does not set it, in points from its top left.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identity (its `AlignmentID` type) and its default.
struct CustomGuide: Hashable, @unchecked Sendable {
  // A metatype is an immutable value; it is safe to share between threads.
  let type: any AlignmentID.Type

  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

  /// Where the guide falls in a view of `dimensions`, in points.
  func value(in dimensions: ViewDimensions) -> CGFloat {
    let value = type.defaultValue(in: dimensions)
    return value.isFinite ? value : 0
  }

  /// Where the guide falls in a view `length` cells long along `axis`, in cells.
  func cells(in length: Int, axis: Axis) -> Int {
    let unit = axis == .horizontal ? Points.perColumn : Points.perRow
    let points = CGFloat(length) * unit
    let dimensions =
      axis == .horizontal
      ? ViewDimensions(width: points, height: 0) : ViewDimensions(width: 0, height: points)
    return Points.nearest(value(in: dimensions), per: unit)
  }

  /// Where a child `child` cells long goes in `space` cells: its guide on the space's, kept
  /// inside the space.
  func offset(child: Int, in space: Int, axis: Axis) -> Int {
    let offset = cells(in: space, axis: axis) - cells(in: child, axis: axis)
    return max(0, min(space - child, offset))
  }
}
