import TerminalKit

/// Asks a refreshable view to refresh: SwiftUI's `RefreshAction`, read from
/// `@Environment(\.refresh)`. Calling it runs the view's refresh and returns when it is done.
public struct RefreshAction: Sendable {
  let action: @MainActor @Sendable () async -> Void

  public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
  /// The refresh of the nearest `refreshable` view around, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private struct RefreshKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension View {
  /// Lets a person refresh the view: SwiftUI's pull to refresh. A terminal has no pull, so
  /// Ctrl-R refreshes (anywhere in the view), a `↻ 更新中…` line shows at its top while
  /// `action` runs, and a refresh asked for while one runs waits for it. The action is in
  /// `@Environment(\.refresh)` for the views inside.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    RefreshableView(content: self, action: action)
  }
}

/// Whether a refreshable view is refreshing now; lives in its node.
@MainActor
final class RefreshState {
  var isRefreshing = false
}

struct RefreshableView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor @Sendable () async -> Void

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { RefreshState() }
    let invalidator = context.graph.invalidator
    let action = self.action
    let start: @MainActor () -> Void = {
      guard !state.isRefreshing else { return }
      state.isRefreshing = true
      invalidator.invalidate()
      Task { @MainActor in
        await action()
        state.isRefreshing = false
        invalidator.invalidate()
      }
    }
    var child = context.child(ChildKey(position: 0, type: ObjectIdentifier(Content.self)))
    child.environment.refresh = RefreshAction(action: action)
    var inner: [Element] = []
    child.resolve(content, into: &inner)
    output.append(
      RefreshElement(
        child: Element.combine(inner), isRefreshing: state.isRefreshing, start: start,
        label: context.environment.systemWords.refreshing))
  }
}

/// Its child, under a line saying it refreshes while it does, with Ctrl-R to refresh.
final class RefreshElement: WrapperElement {
  let isRefreshing: Bool
  let start: @MainActor () -> Void
  let label: String

  init(child: Element, isRefreshing: Bool, start: @escaping @MainActor () -> Void, label: String) {
    self.isRefreshing = isRefreshing
    self.start = start
    self.label = label
    super.init(child: child)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    guard isRefreshing else { return child.size(for: proposal) }
    let inner = child.size(
      for: Proposal(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) }))
    return Size(width: max(inner.width, CharacterWidth.of(label)), height: inner.height + 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.addShortcut(
      ShortcutTarget(shortcut: KeyboardShortcut("r", modifiers: .control), action: start))
    guard isRefreshing, rect.height > 0 else {
      child.render(in: rect, renderer)
      return
    }
    renderer.write(label, x: rect.x, y: rect.y, style: CellStyle(dim: true), limit: rect.width)
    _ = renderer.addAccessibility(
      role: .activityIndicator, identifier: nil, label: label,
      frame: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
    child.render(
      in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1), renderer)
  }
}
