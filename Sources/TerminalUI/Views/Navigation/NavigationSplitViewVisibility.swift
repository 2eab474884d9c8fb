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

/// A column of a ``NavigationSplitView``: SwiftUI's `NavigationSplitViewColumn`, the column a
/// narrow (compact) split view shows through `preferredCompactColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Kind: Hashable { case sidebar, content, detail }
  let kind: Kind

  /// The first column.
  public static var sidebar: Self { Self(kind: .sidebar) }
  /// The middle column of three.
  public static var content: Self { Self(kind: .content) }
  /// The last column.
  public static var detail: Self { Self(kind: .detail) }
}
