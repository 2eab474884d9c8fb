/// The leading or trailing edge of a view: SwiftUI's `HorizontalEdge`, as
/// `swipeActions(edge:)` names the side a row's actions come from.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}
