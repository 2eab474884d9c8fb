/// The top or bottom edge of a view: SwiftUI's `VerticalEdge`, as `listRowSeparator(_:edges:)`
/// names the separators above and below a row.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}
