import Foundation
import TerminalKit

/// Two or three columns — a sidebar, an optional content column, and a detail — where what
/// is chosen in one drives the next: SwiftUI's `NavigationSplitView`.
///
/// On a terminal at least ``NavigationSplitView/wideColumns`` columns wide the columns stand
/// side by side, separated by a vertical rule: the sidebar narrow, the detail taking the
/// rest; Tab moves between their controls. On a narrower terminal the view behaves as on a
/// phone: a navigation stack that starts at the sidebar; choosing a row of a
/// `List(_:selection:)` there pushes the next column, and Esc goes back. Each column is a
/// navigation stack of its own, so `navigationTitle` shows over it.
///
/// A `NavigationLink(destination:)` in the sidebar, or a `NavigationLink(value:)` drawn by the
/// sidebar's own `navigationDestination(for:)`, shows its destination in the next column when
/// the columns stand side by side (and pushes it over the sidebar when they do not), as on an
/// iPad; one in the content column shows in the detail. Choosing a row of a list with a
/// selection gives the column back to what the selection draws.
///
/// ```swift
/// NavigationSplitView {
///   List(fruits, selection: $chosen) { Text($0.name) }.navigationTitle("Fruit")
/// } detail: {
///   Text(chosen.map { "\($0)" } ?? "Choose a fruit")
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View,
  PrimitiveView
{
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  let hasContentColumn: Bool
  let visibility: Binding<NavigationSplitViewVisibility>?
  /// The column a narrow terminal shows, kept as the user goes forward and back.
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// The narrowest terminal, in columns, that shows the columns side by side.
  public static var wideColumns: Int { 60 }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let columns = context.node.state { SplitColumns() }
    columns.invalidator = context.graph.invalidator
    columns.content = AnyView(content)
    columns.detail = AnyView(detail)
    columns.hasContentColumn = hasContentColumn
    columns.preferredCompactColumn = preferredCompactColumn
    columns.boundVisibility = visibility
    // The sidebar says again this frame whether it removes the toggle.
    columns.removesSidebarToggle = false
    let sidebar = self.sidebar
    let shown = columns.visibility
    let reader = GeometryReader { proxy in
      SplitLayout(
        columns: columns, sidebar: sidebar, width: Int(proxy.size.width / Points.perColumn),
        visibility: shown)
    }
    context.resolveChild(reader, position: 0, into: &output)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    hasContentColumn = false
    visibility = nil
  }

  /// A sidebar and a detail, the columns shown side by side by `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    hasContentColumn = false
    visibility = columnVisibility
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail; a narrow terminal shows `preferredCompactColumn`, which follows
  /// the user's Enter and Esc.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A sidebar and a detail, with the columns shown side by side and the one shown narrow.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView {
  /// Three columns; a narrow terminal shows `preferredCompactColumn`.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// Three columns, with the columns shown side by side and the one shown narrow.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView {
  /// A sidebar, a content column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    hasContentColumn = true
    visibility = nil
  }

  /// Three columns, those shown side by side chosen by `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    hasContentColumn = true
    visibility = columnVisibility
  }
}

/// A column past the sidebar, as a narrow split view pushes it.
enum SplitColumn: Hashable {
  case content, detail
}

/// A split view's latest content and detail, and, on a narrow terminal, the columns pushed
/// past the sidebar; lives in the split view's node, so a pushed column draws what the
/// latest body made.
@MainActor
final class SplitColumns {
  var content = AnyView(EmptyView())
  var detail = AnyView(EmptyView())
  var hasContentColumn = false
  var invalidator: Invalidator?
  var pushed: [SplitColumn] = [] {
    didSet { if pushed != oldValue { invalidator?.invalidate() } }
  }
  /// `preferredCompactColumn`: when bound, the columns pushed on a narrow terminal are read
  /// from it and written to it.
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  /// `columnVisibility`, when bound; else the split view keeps its own.
  var boundVisibility: Binding<NavigationSplitViewVisibility>?
  private var ownVisibility = NavigationSplitViewVisibility.automatic
  /// Whether the sidebar asked for no toggle (`toolbar(removing: .sidebarToggle)`).
  var removesSidebarToggle = false
  /// Whether the last layout stood the columns side by side.
  var wasWide = false

  /// Notes that this frame stands the columns side by side.
  func markWide() { wasWide = true }

  /// Which columns stand side by side: the binding's, or the split view's own.
  var visibility: NavigationSplitViewVisibility {
    get { boundVisibility?.wrappedValue ?? ownVisibility }
    set {
      if let boundVisibility {
        boundVisibility.wrappedValue = newValue
      } else {
        ownVisibility = newValue
      }
      invalidator?.invalidate()
    }
  }

  /// Hides the sidebar when it shows, and shows every column when it does not: the sidebar
  /// button of an iPad's split view. With a content column, hiding the sidebar leaves the
  /// content and the detail.
  func toggleSidebar(shown: Bool) {
    visibility = shown ? (hasContentColumn ? .doubleColumn : .detailOnly) : .all
  }

  /// The columns pushed past the sidebar on a narrow terminal.
  var compactPath: [SplitColumn] {
    get {
      guard let preferred = preferredCompactColumn?.wrappedValue else { return pushed }
      switch preferred.kind {
      case .sidebar: return []
      case .content: return hasContentColumn ? [.content] : [.detail]
      case .detail: return hasContentColumn ? [.content, .detail] : [.detail]
      }
    }
    set {
      guard let preferred = preferredCompactColumn else {
        pushed = newValue
        return
      }
      let column: NavigationSplitViewColumn =
        switch newValue.last {
        case nil: .sidebar
        case .content: .content
        case .detail: .detail
        }
      if preferred.wrappedValue != column { preferred.wrappedValue = column }
    }
  }
  /// What links chose to show in place of a column's own view, side by side; each choice
  /// starts that column afresh (its generation), as a new root.
  private(set) var linked: [SplitColumn: @MainActor () -> AnyView] = [:]
  private(set) var generations: [SplitColumn: Int] = [:]

  /// Shows `view`, a link's destination, in `column`: the next column after the link's. A
  /// link in the sidebar replaces the content column (or the detail when there is none) and
  /// clears what the detail showed; one in the content column replaces the detail.
  func link(_ view: @escaping @MainActor () -> AnyView, in column: SplitColumn) {
    linked[column] = view
    generations[column, default: 0] += 1
    if column == .content { linked[.detail] = nil }
    invalidator?.invalidate()
  }

  /// Shows `column`'s own view again, as a row chosen in a list with a selection before it
  /// asks: the selection drives the column, not the last link.
  func unlink(_ column: SplitColumn) {
    let cleared = column == .content ? [SplitColumn.content, .detail] : [column]
    guard cleared.contains(where: { linked[$0] != nil }) else { return }
    for column in cleared { linked[column] = nil }
    invalidator?.invalidate()
  }

  /// The column after the sidebar.
  var afterSidebar: SplitColumn { hasContentColumn ? .content : .detail }

  /// Whether a link's destination shows in `column` in place of its own view.
  func hasLinkedView(in column: SplitColumn) -> Bool { linked[column] != nil }

  /// What a column shows side by side: a link's destination, or the split view's own.
  func shownView(for column: SplitColumn) -> AnyView {
    linked[column]?() ?? view(for: column)
  }

  /// The column after `column`, pushed when a row is chosen in it.
  func show(after column: SplitColumn?) {
    switch column {
    case nil: compactPath = hasContentColumn ? [.content] : [.detail]
    case .content: compactPath = [.content, .detail]
    case .detail: break
    }
  }

  func view(for column: SplitColumn) -> AnyView {
    column == .content ? content : detail
  }
}

/// The columns laid out for the width the split view has.
private struct SplitLayout<Sidebar: View>: View {
  let columns: SplitColumns
  let sidebar: Sidebar
  let width: Int
  let visibility: NavigationSplitViewVisibility

  var body: some View {
    if width >= NavigationSplitView<Sidebar, EmptyView, EmptyView>.wideColumns {
      wide
    } else {
      narrow
    }
  }

  /// Side by side: the sidebar about a quarter of the width, the content column a third of
  /// what is left, the detail the rest.
  @ViewBuilder private var wide: some View {
    let showsSidebar =
      visibility == .all || visibility == .automatic
      || (visibility == .doubleColumn && !columns.hasContentColumn)
    let showsContent = columns.hasContentColumn && visibility != .detailOnly
    let sidebarWidth = min(32, max(18, width / 4))
    let contentWidth = min(40, max(20, (width - (showsSidebar ? sidebarWidth + 1 : 0)) / 3))
    let columns = self.columns
    let afterSidebar = columns.afterSidebar
    let _ = columns.markWide()
    HStack(spacing: 0) {
      if showsSidebar {
        NavigationStack {
          sidebar
            .environment(\.splitColumnLink, { columns.link($0, in: afterSidebar) })
            .environment(\.splitColumnChosen, { columns.unlink(afterSidebar) })
            .environment(\.splitColumns, columns)
        }
        .frame(width: CGFloat(sidebarWidth) * Points.perColumn)
        Divider()
      }
      if showsContent {
        NavigationStack {
          columns.shownView(for: .content)
            .environment(\.splitColumnLink, { columns.link($0, in: .detail) })
            .environment(\.splitColumnChosen, { columns.unlink(.detail) })
            .toolbar {
              ToolbarItem(placement: .navigation) {
                SidebarToggle(columns: columns, sidebarShown: showsSidebar)
              }
            }
        }
        .id(columns.generations[.content, default: 0])
        .frame(width: CGFloat(contentWidth) * Points.perColumn)
        Divider()
      }
      NavigationStack {
        columns.shownView(for: .detail)
          .toolbar {
            if !showsContent {
              ToolbarItem(placement: .navigation) {
                SidebarToggle(columns: columns, sidebarShown: showsSidebar)
              }
            }
          }
      }
      .id(columns.generations[.detail, default: 0])
    }
  }

  /// As on a phone: a stack from the sidebar, each chosen row pushing the next column. A
  /// link's destination shown beside the sidebar when the terminal was wide stays shown,
  /// pushed over it, as an iPad keeps the detail when it turns compact.
  private var narrow: some View {
    let columns = self.columns
    if columns.wasWide {
      columns.wasWide = false
      if columns.hasLinkedView(in: columns.afterSidebar), columns.compactPath.isEmpty {
        columns.show(after: nil)
      }
    }
    return NavigationStack(
      path: Binding(get: { columns.compactPath }, set: { columns.compactPath = $0 })
    ) {
      sidebar
        .environment(
          \.splitColumnChosen,
          {
            columns.unlink(columns.afterSidebar)
            columns.show(after: nil)
          }
        )
        .navigationDestination(for: SplitColumn.self) { column in
          SplitColumnView(columns: columns, column: column)
        }
    }
  }
}

/// A pushed column, drawn from the split view's latest body.
private struct SplitColumnView: View {
  let columns: SplitColumns
  let column: SplitColumn

  var body: some View {
    columns.shownView(for: column)
      .environment(
        \.splitColumnChosen,
        {
          if column == .content { columns.unlink(.detail) }
          columns.show(after: column)
        })
  }
}

/// The button that hides and shows a wide split view's sidebar, at the left of the bar of
/// the column after it, as on an iPad.
private struct SidebarToggle: View {
  let columns: SplitColumns
  let sidebarShown: Bool
  @Environment(\.systemWords) private var words

  var body: some View {
    // The sidebar is drawn before this column, so it has said by now whether it removes it.
    if !columns.removesSidebarToggle {
      Button {
        columns.toggleSidebar(shown: sidebarShown)
      } label: {
        Image(systemName: "sidebar.left")
      }
      .accessibilityLabel(sidebarShown ? words.hideSidebar : words.showSidebar)
      .accessibilityIdentifier("ToggleSidebar")
    }
  }
}

/// Default toolbar items a view can take away: SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  let name: String

  /// The button that hides and shows a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

extension View {
  /// Takes a default toolbar item away: SwiftUI's `toolbar(removing:)`. On a split view's
  /// sidebar, `.sidebarToggle` takes away the button that hides and shows it.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    NodeModifierView(content: self) { context in
      if defaultItemKind == .sidebarToggle {
        context.environment.splitColumns?.removesSidebarToggle = true
      }
    }
  }
}

private struct SplitColumnsKey: EnvironmentKey {
  static var defaultValue: SplitColumns? { nil }
}

extension EnvironmentValues {
  /// The split view whose sidebar this is.
  var splitColumns: SplitColumns? {
    get { self[SplitColumnsKey.self] }
    set { self[SplitColumnsKey.self] = newValue }
  }
}
