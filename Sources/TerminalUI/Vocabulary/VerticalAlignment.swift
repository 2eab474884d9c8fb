import Foundation

/// Where a child sits vertically in a taller space.
public struct VerticalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 top, 1 center, 2 bottom
  /// The guide of your own this alignment is, if it is one.
  let custom: CustomGuide?

  init(fraction: Int) {
    self.fraction = fraction
    custom = nil
  }

  /// An alignment by a guide of your own: SwiftUI's `VerticalAlignment(_:)`.
  public init(_ id: any AlignmentID.Type) {
    fraction = 1
    custom = CustomGuide(type: id)
  }

  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 1)
  public static let bottom = VerticalAlignment(fraction: 2)
  /// Text baselines are the rows themselves in a terminal: the same as top.
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 2)

  /// Where a child `child` rows high goes in `space` rows: its guide on the space's.
  func offset(child: Int, in space: Int) -> Int {
    custom?.offset(child: child, in: space, axis: .vertical)
      ?? max(0, space - child) * fraction / 2
  }

  /// Where this guide falls in a view `height` rows high, in rows from its top edge.
  func guide(inHeight height: Int) -> Int {
    custom?.cells(in: height, axis: .vertical) ?? height * fraction / 2
  }
}
