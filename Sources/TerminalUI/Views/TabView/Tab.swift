/// What a `TabView` built from `Tab`s holds: SwiftUI's `TabContent`. ``Tab`` is one, a
/// `Tab` with a `.badge` is one, and a ``TabContentBuilder`` makes one of several.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The value of the tab view's selection that chooses the tab (`Never` for tabs chosen
  /// by their place only).
  associatedtype TabValue: Hashable
}

/// Tab content as the views the tab view lists: each a tab in `tabItem` and `tag` form.
@MainActor
protocol TabViewsConvertible {
  var tabViews: [any View] { get }
}

extension TabContent {
  /// The tabs as views; empty for a kind of tab content TerminalUI does not know.
  var tabViews: [any View] { (self as? any TabViewsConvertible)?.tabViews ?? [] }
}

/// A tab of a `TabView`, as iOS 18 writes them: SwiftUI's `Tab`. It is its content, chosen
/// when the tab view's selection is its `value` (or by its place, without one), and named in
/// the tab bar by its title and image — as a view with `.tabItem { Label(…) }` and
/// `.tag(value)` is. A `.search` role names it 検索 with a magnifying glass unless it has a
/// title of its own.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("ホーム", systemImage: "house", value: .home) { HomeView() }
///   Tab("受信", systemImage: "tray", value: .inbox) { InboxView() }.badge(3)
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabViewsConvertible {
  public typealias TabValue = Value

  let value: Value?
  let content: Content
  let label: Label

  var tabViews: [any View] { [TabEntryView(value: value, content: content, label: label)] }
}

extension Tab where Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: titleKey.text, systemImage: systemImage, role: role))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: String(title), systemImage: systemImage, role: role))
  }

  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: titleKey.text, image: image, role: role))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: String(title), image: image, role: role))
  }

  /// A tab named by its role alone (`.search`: 検索), or with no name.
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content(), label: DefaultTabLabel(role: role))
  }
}

extension Tab {
  /// A tab with a label of its own: a `Label`, a `Text`, or an `Image` and a `Text`.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, content: content(), label: label())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: titleKey.text, systemImage: systemImage, role: role))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: String(title), systemImage: systemImage, role: role))
  }

  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: titleKey.text, image: image, role: role))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: String(title), image: image, role: role))
  }

  public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: DefaultTabLabel(role: role))
  }
}

extension Tab where Value == Never {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

/// What a tab is for: SwiftUI's `TabRole`. A `.search` tab is named 検索 with a magnifying
/// glass when it has no title; `.prominent` is drawn as any tab.
public struct TabRole: Hashable, Sendable {
  let name: String
  public static let search = TabRole(name: "search")
  public static let prominent = TabRole(name: "prominent")
}

/// A tab's label from its title and image: SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
  let title: String?
  var systemImage: String?
  var image: String?
  /// A search tab with no title is called Search, in the environment's language.
  private let isSearch: Bool
  @Environment(\.locale) private var locale

  init(title: String? = nil, systemImage: String? = nil, image: String? = nil, role: TabRole?) {
    isSearch = role == .search
    self.title = title
    if role == .search {
      self.systemImage = systemImage ?? (image == nil ? "magnifyingglass" : nil)
    } else {
      self.systemImage = systemImage
    }
    self.image = image
  }

  public var body: some View {
    let title = self.title ?? (isSearch ? SystemWords(locale).search : nil)
    if let title, let systemImage {
      Label(title, systemImage: systemImage)
    } else if let title, let image {
      Label(title, image: image)
    } else if let title {
      Text(title)
    }
  }
}

/// A ``Tab`` as the tab view lists it: its content named by `tabItem` and chosen by `tag`.
struct TabEntryView<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
  let value: Value?
  let content: Content
  let label: Label

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let label = self.label
    if let value {
      context.resolveChild(
        content.tag(value).tabItem { label }, position: 0, into: &output)
    } else {
      context.resolveChild(content.tabItem { label }, position: 0, into: &output)
    }
  }
}

/// Tabs with a badge: the count or text the tab bar shows on them.
struct TabBadgeView: View, PrimitiveView {
  let tab: any View
  let badge: String?

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let collector = context.environment.tabCollector, !collector.claimed,
      collector.badge == nil
    {
      collector.badge = badge
    }
    context.resolveChild(
      tab, key: ChildKey(position: 0, type: ObjectIdentifier(type(of: tab))), into: &output)
  }
}

/// Several tabs, as a ``TabContentBuilder`` makes them.
public struct TabContentList<TabValue: Hashable>: TabContent, TabViewsConvertible {
  let tabViews: [any View]
}

extension TabContent {
  /// A count on the tab in the tab bar: SwiftUI's `badge`. Zero shows none.
  public func badge(_ count: Int) -> TabContentList<TabValue> {
    badged(count == 0 ? nil : String(count))
  }

  /// A short text on the tab; nil shows none.
  public func badge(_ label: Text?) -> TabContentList<TabValue> { badged(label?.plainText) }

  public func badge(_ key: LocalizedStringKey?) -> TabContentList<TabValue> { badged(key?.text) }

  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> TabContentList<TabValue> {
    badged(label.map { String($0) })
  }

  private func badged(_ badge: String?) -> TabContentList<TabValue> {
    TabContentList(tabViews: tabViews.map { TabBadgeView(tab: $0, badge: badge) })
  }
}

/// Builds a tab view's tabs from `Tab`s: SwiftUI's `TabContentBuilder`. Each tab's value
/// must be of the selection's type, which lets `value: .home` name a case of it.
@resultBuilder @MainActor
public struct TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<C: TabContent>(_ content: C) -> TabContentList<
    SelectionValue
  > where C.TabValue == SelectionValue {
    TabContentList(tabViews: content.tabViews)
  }

  public static func buildBlock(_ parts: TabContentList<SelectionValue>...) -> TabContentList<
    SelectionValue
  > {
    TabContentList(tabViews: parts.flatMap(\.tabViews))
  }

  public static func buildOptional(_ part: TabContentList<SelectionValue>?) -> TabContentList<
    SelectionValue
  > {
    part ?? TabContentList(tabViews: [])
  }

  public static func buildEither(first: TabContentList<SelectionValue>) -> TabContentList<
    SelectionValue
  > { first }

  public static func buildEither(second: TabContentList<SelectionValue>) -> TabContentList<
    SelectionValue
  > { second }

  public static func buildArray(_ parts: [TabContentList<SelectionValue>]) -> TabContentList<
    SelectionValue
  > {
    TabContentList(tabViews: parts.flatMap(\.tabViews))
  }

  public static func buildLimitedAvailability(_ part: TabContentList<SelectionValue>)
    -> TabContentList<SelectionValue>
  { part }
}

/// A tab view's `Tab`s as its content: each is one of its tabs.
public struct TabContentView<SelectionValue: Hashable>: View, PrimitiveView, TabsProviding {
  let tabs: TabContentList<SelectionValue>

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    for (index, view) in tabs.tabViews.enumerated() {
      context.resolveChild(
        view, key: ChildKey(position: index, type: ObjectIdentifier(type(of: view))),
        into: &output)
    }
  }

  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    for (index, view) in self.tabs.tabViews.enumerated() {
      collectOpened(view, index: index, context: context, into: &tabs)
    }
  }

  private func collectOpened<V: View>(
    _ view: V, index: Int, context: ResolveContext, into tabs: inout [TabSlot]
  ) {
    context.collectTabs(view, position: index, into: &tabs)
  }
}

extension TabView where Content == TabContentView<SelectionValue> {
  /// A tab view of `Tab`s, the one whose value is `selection` shown.
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> TabContentList<SelectionValue>
  ) {
    self.init(selection: Optional(selection), content: { TabContentView(tabs: content()) })
  }
}

extension TabView where SelectionValue == Never, Content == TabContentView<Never> {
  /// A tab view of `Tab`s without values, chosen from the tab bar alone.
  public init(@TabContentBuilder<Never> content: () -> TabContentList<Never>) {
    self.init(selection: nil, content: { TabContentView(tabs: content()) })
  }
}
