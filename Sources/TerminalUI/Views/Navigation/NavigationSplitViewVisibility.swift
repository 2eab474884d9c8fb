/// Which columns of a ``NavigationSplitView`` stand side by side on a wide terminal:
/// SwiftUI's `NavigationSplitViewVisibility`. A narrow terminal shows one column at a time
/// whatever this says.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: String, Codable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind

  /// All the columns.
  public static var automatic: Self { Self(kind: .automatic) }
  /// All the columns.
  public static var all: Self { Self(kind: .all) }
  /// The content and the detail of three columns; both columns of two.
  public static var doubleColumn: Self { Self(kind: .doubleColumn) }
  /// The detail alone.
  public static var detailOnly: Self { Self(kind: .detailOnly) }
}
