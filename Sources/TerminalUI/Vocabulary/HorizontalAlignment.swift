import Foundation

/// Where a child sits horizontally in a wider space.
public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 leading, 1 center, 2 trailing
  /// The guide of your own this alignment is, if it is one.
  let custom: CustomGuide?

  init(fraction: Int) {
    self.fraction = fraction
    custom = nil
  }

  /// An alignment by a guide of your own: SwiftUI's `HorizontalAlignment(_:)`.
  public init(_ id: any AlignmentID.Type) {
    fraction = 1
    custom = CustomGuide(type: id)
  }

  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 1)
  public static let trailing = HorizontalAlignment(fraction: 2)

  /// Where a child `child` columns wide goes in `space` columns: its guide on the space's.
  func offset(child: Int, in space: Int) -> Int {
    custom?.offset(child: child, in: space, axis: .horizontal)
      ?? max(0, space - child) * fraction / 2
  }

  /// Where this guide falls in a view `width` columns wide, in columns from its leading edge.
  func guide(inWidth width: Int) -> Int {
    custom?.cells(in: width, axis: .horizontal) ?? width * fraction / 2
  }
}

extension HorizontalAlignment {
  /// Where a list row's separator starts: the row's leading edge unless a view in the row
  /// moves it (`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }`).
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
  /// Where a list row's separator ends: the row's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

private enum ListRowSeparatorLeading: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum ListRowSeparatorTrailing: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}
