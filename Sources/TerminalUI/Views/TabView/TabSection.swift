/// A group of tabs under a title: SwiftUI's `TabSection` (iOS 18). An iPad's sidebar shows
/// the title over its tabs; a phone's tab bar, like a terminal's, shows the tabs in their
/// place among the others, and the title is not drawn.
///
/// ```swift
/// TabView {
///   Tab("Home", systemImage: "house") { HomeView() }
///   TabSection("More") {
///     Tab("Notifications", systemImage: "bell") { NotificationsView() }
///   }
/// }
/// ```
public struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent,
  TabViewsConvertible
{
  public typealias TabValue = Content.TabValue

  let content: Content
  let header: Header
  let footer: Footer

  var tabViews: [any View] { content.tabViews }
}

extension TabSection {
  /// Tabs under a header view and over a footer view.
  public init<Value: Hashable>(
    @TabContentBuilder<Value> content: () -> TabContentList<Value>,
    @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
  ) where Content == TabContentList<Value> {
    self.init(content: content(), header: header(), footer: footer())
  }
}

extension TabSection where Footer == EmptyView {
  /// Tabs under a header view.
  public init<Value: Hashable>(
    @TabContentBuilder<Value> content: () -> TabContentList<Value>,
    @ViewBuilder header: () -> Header
  ) where Content == TabContentList<Value> {
    self.init(content: content(), header: header(), footer: EmptyView())
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Tabs under a title.
  public init<Value: Hashable>(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<Value> content: () -> TabContentList<Value>
  ) where Content == TabContentList<Value> {
    self.init(content: content(), header: Text(titleKey), footer: EmptyView())
  }

  /// Tabs under a title.
  @_disfavoredOverload
  public init<S: StringProtocol, Value: Hashable>(
    _ title: S, @TabContentBuilder<Value> content: () -> TabContentList<Value>
  ) where Content == TabContentList<Value> {
    self.init(content: content(), header: Text(title), footer: EmptyView())
  }
}

extension TabSection {
  /// Actions an iPad's sidebar offers for the section (a "+" to add a tab): accepted, as the
  /// section's title is, since a tab bar does not show them.
  public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }
}
