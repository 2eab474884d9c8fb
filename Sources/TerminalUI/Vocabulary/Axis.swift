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
