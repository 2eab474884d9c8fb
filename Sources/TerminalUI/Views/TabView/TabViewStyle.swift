/// How a `TabView` is drawn: SwiftUI's tab view styles. `.automatic` (and `.tabBarOnly`,
/// `.sidebarAdaptable`) draw a tab bar on the bottom row; `.page` draws one page at a time
/// with dots under it (`.page(indexDisplayMode: .never)` hides them).
public struct TabViewStyleChoice: Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case page(showsIndex: Bool)
  }

  let kind: Kind

  public static let automatic = TabViewStyleChoice(kind: .automatic)
  public static let tabBarOnly = TabViewStyleChoice(kind: .automatic)
  public static let sidebarAdaptable = TabViewStyleChoice(kind: .automatic)
  public static let page = TabViewStyleChoice(kind: .page(showsIndex: true))

  /// Pages, their dots shown unless `indexDisplayMode` is `.never`.
  public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleChoice {
    TabViewStyleChoice(kind: .page(showsIndex: indexDisplayMode != .never))
  }
}

/// Whether a paged tab view shows its dots: `PageTabViewStyle.IndexDisplayMode`.
public enum PageIndexDisplayMode: Hashable, Sendable {
  case automatic, always, never
}

/// The paged style by its type name, as older code writes it: `PageTabViewStyle()`.
public struct PageTabViewStyle: Sendable {
  public typealias IndexDisplayMode = PageIndexDisplayMode
  let indexDisplayMode: PageIndexDisplayMode
  public init(indexDisplayMode: PageIndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

/// The tab bar style by its type name: `DefaultTabViewStyle()`.
public struct DefaultTabViewStyle: Sendable {
  public init() {}
}

extension View {
  /// How tab views inside are drawn: a tab bar (`.automatic`) or pages (`.page`).
  public func tabViewStyle(_ style: TabViewStyleChoice) -> some View {
    EnvironmentModifierView(content: self) { $0.tabViewStyle = style.kind }
  }

  public func tabViewStyle(_ style: PageTabViewStyle) -> some View {
    tabViewStyle(.page(indexDisplayMode: style.indexDisplayMode))
  }

  public func tabViewStyle(_ style: DefaultTabViewStyle) -> some View {
    tabViewStyle(.automatic)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = TabViewStyleChoice.Kind.automatic
}

extension EnvironmentValues {
  var tabViewStyle: TabViewStyleChoice.Kind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

/// How a paged tab view's dots are backed: SwiftUI's index view styles, accepted (the dots
/// are drawn the same).
public struct IndexViewStyleChoice: Sendable {
  /// Whether the dots have a background behind them.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    case automatic, always, interactive, never
  }

  public static let page = IndexViewStyleChoice()
  public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyleChoice {
    IndexViewStyleChoice()
  }
}

extension View {
  /// Accepted: a paged tab view's dots look the same in a terminal.
  public func indexViewStyle(_ style: IndexViewStyleChoice) -> some View { self }
}
