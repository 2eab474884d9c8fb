import Foundation
import TerminalKit

/// The size a layout offers a subview, in points: SwiftUI's `ProposedViewSize`. A nil
/// dimension asks for the view's ideal size along it; `.infinity` for its largest.
///
/// In a terminal a proposal becomes cells as everything else does: 8 points a column, 16 a
/// row.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  /// A proposal of no space: a view answers with its smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// No proposal on either axis: a view answers with its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// All the space there is: a view answers with its largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// The proposal as a size, with `size`'s dimensions where this one has none.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension ProposedViewSize {
  /// A proposal in cells as points.
  init(_ proposal: Proposal) {
    self.init(
      width: proposal.width.map { Self.points($0, per: Points.perColumn) },
      height: proposal.height.map { Self.points($0, per: Points.perRow) })
  }

  private static func points(_ cells: Int, per unit: CGFloat) -> CGFloat {
    cells >= Proposal.unbounded ? .infinity : CGFloat(cells) * unit
  }
}

extension Proposal {
  /// A proposal in points as cells (the nearest whole number of each).
  init(_ proposal: ProposedViewSize) {
    self.init(width: proposal.width.map(Points.columns), height: proposal.height.map(Points.rows))
  }
}

extension Points {
  /// A size in cells as points.
  static func size(_ size: Size) -> CGSize {
    CGSize(width: CGFloat(size.width) * perColumn, height: CGFloat(size.height) * perRow)
  }

  /// A size in points as cells.
  static func cells(_ size: CGSize) -> Size {
    Size(width: columns(size.width), height: rows(size.height))
  }
}
