/// The terminal drawing a tab view style stands for.
enum TabViewStyleKind: Hashable, Sendable {
  case automatic
  case page(showsIndex: Bool)
}

/// How a `TabView` is drawn, as the terminal has each of SwiftUI's tab view styles:
/// `.automatic` (and `.tabBarOnly`, `.sidebarAdaptable`) draw a tab bar on the bottom row;
/// `.page` draws one page at a time with dots under it (`.page(indexDisplayMode: .never)`
/// hides them).
public protocol TabViewStyle: Sendable {}

/// A tab view style this package draws.
protocol BuiltInTabViewStyle: TabViewStyle {
  var kind: TabViewStyleKind { get }
}

/// Whether a paged tab view shows its dots: `PageTabViewStyle.IndexDisplayMode`.
public enum PageIndexDisplayMode: Hashable, Sendable {
  case automatic, always, never
}

/// The default style, `.automatic`: a tab bar on the bottom row.
public struct DefaultTabViewStyle: BuiltInTabViewStyle {
  var kind: TabViewStyleKind { .automatic }
  public init() {}
}

/// `.tabBarOnly`: the tab bar, as `.automatic`.
public struct TabBarOnlyTabViewStyle: BuiltInTabViewStyle {
  var kind: TabViewStyleKind { .automatic }
  public init() {}
}

/// `.sidebarAdaptable`: the tab bar, as `.automatic` (a terminal has no sidebar to adapt to).
public struct SidebarAdaptableTabViewStyle: BuiltInTabViewStyle {
  var kind: TabViewStyleKind { .automatic }
  public init() {}
}

/// `.page`: one page at a time, with dots under it unless `indexDisplayMode` is `.never`.
public struct PageTabViewStyle: BuiltInTabViewStyle {
  public typealias IndexDisplayMode = PageIndexDisplayMode
  let indexDisplayMode: PageIndexDisplayMode
  var kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode != .never) }

  public init(indexDisplayMode: PageIndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages, their dots shown unless `indexDisplayMode` is `.never`.
  public static func page(indexDisplayMode: PageIndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How a paged tab view's dots are backed: SwiftUI's index view styles, accepted (the dots
/// are drawn the same).
public protocol IndexViewStyle: Sendable {}

/// `.page`: the dots of a paged tab view.
public struct PageIndexViewStyle: IndexViewStyle {
  /// Whether the dots have a background behind them.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    case automatic, always, interactive, never
  }

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  public static func page(
    backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
  ) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// How tab views inside are drawn: a tab bar (`.automatic`) or pages (`.page`).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltInTabViewStyle)?.kind ?? .automatic
    return EnvironmentModifierView(content: self) { $0.tabViewStyle = kind }
  }

  /// Accepted: a paged tab view's dots look the same in a terminal.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}
