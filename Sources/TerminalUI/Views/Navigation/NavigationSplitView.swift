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

  /// The narrowest terminal, in columns, that shows the columns side by side.
  public static var wideColumns: Int { 60 }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let columns = context.node.state { SplitColumns() }
    columns.invalidator = context.graph.invalidator
    columns.content = AnyView(content)
    columns.detail = AnyView(detail)
    columns.hasContentColumn = hasContentColumn
    let sidebar = self.sidebar
    let shown = visibility?.wrappedValue ?? .automatic
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

  /// The column after `column`, pushed when a row is chosen in it.
  func show(after column: SplitColumn?) {
    switch column {
    case nil: pushed = hasContentColumn ? [.content] : [.detail]
    case .content: pushed = [.content, .detail]
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
    HStack(spacing: 0) {
      if showsSidebar {
        NavigationStack { sidebar }
          .frame(width: CGFloat(sidebarWidth) * Points.perColumn)
        Divider()
      }
      if showsContent {
        NavigationStack { columns.content }
          .frame(width: CGFloat(contentWidth) * Points.perColumn)
        Divider()
      }
      NavigationStack { columns.detail }
    }
  }

  /// As on a phone: a stack from the sidebar, each chosen row pushing the next column.
  private var narrow: some View {
    let columns = self.columns
    return NavigationStack(
      path: Binding(get: { columns.pushed }, set: { columns.pushed = $0 })
    ) {
      sidebar
        .environment(\.splitColumnChosen, { columns.show(after: nil) })
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
    columns.view(for: column)
      .environment(\.splitColumnChosen, { columns.show(after: column) })
  }
}
