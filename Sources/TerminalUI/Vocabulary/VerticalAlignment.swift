/// Where a child sits vertically in a taller space.
public struct VerticalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 top, 1 center, 2 bottom

  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 1)
  public static let bottom = VerticalAlignment(fraction: 2)
  /// Text baselines are the rows themselves in a terminal: the same as top.
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 2)

  func offset(child: Int, in space: Int) -> Int { max(0, space - child) * fraction / 2 }
}
