/// How a list's rows are set out, as SwiftUI's list styles name it. Each style is accepted
/// so iOS code compiles; a terminal draws every list's rows plainly.
public protocol ListStyle: Sendable {}

/// `.automatic`.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// `.plain`.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// `.grouped`.
public struct GroupedListStyle: ListStyle {
  public init() {}
}

/// `.insetGrouped`.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

/// `.inset`.
public struct InsetListStyle: ListStyle {
  public init() {}
}

/// `.sidebar`.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Accepted for iOS code; list rows are drawn plainly.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
