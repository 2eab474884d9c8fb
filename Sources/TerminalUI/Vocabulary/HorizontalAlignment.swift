/// Where a child sits horizontally in a wider space.
public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: Int  // 0 leading, 1 center, 2 trailing

  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 1)
  public static let trailing = HorizontalAlignment(fraction: 2)

  func offset(child: Int, in space: Int) -> Int { max(0, space - child) * fraction / 2 }
}
