import TerminalKit

/// Views shown one at a time, chosen from a tab bar: SwiftUI's `TabView`.
///
/// Each child view is a tab, named by its `.tabItem { Label("ホーム", systemImage: "house") }`
/// and chosen by its `.tag(_:)` when the tab view has a `selection` binding (a tab without a
/// tag is tagged by its position, when the selection is an `Int`). The tab bar is the bottom
/// row, as on iOS: each tab's icon and title, the selected one bold and underlined in the
/// tint colour, a `.badge` in red after its title. Digits 1–9 choose a tab wherever focus is
/// (unless the focused control takes the digit: a text field types it); Tab reaches the bar,
/// where ← and → choose the tab before or after. A tab keeps its state while another shows.
///
/// `.tabViewStyle(.page)` draws pages instead: dots under them (`● ○ ○`) in place of a bar.
///
/// UI tests find the bar among `app.tabBars`; its tabs are buttons, the selected one
/// `isSelected`, a badge as the button's `value`.
///
/// ```swift
/// TabView(selection: $tab) {
///   HomeView().tabItem { Label("ホーム", systemImage: "house") }.tag(Tab.home)
///   InboxView().tabItem { Label("受信", systemImage: "tray") }.tag(Tab.inbox).badge(3)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { TabViewState() }
    let style = context.environment.tabViewStyle
    var contentContext = context
    // A tab view inside a tab has a style of its own.
    contentContext.environment.tabViewStyle = .automatic
    var slots: [TabSlot] = []
    contentContext.collectTabs(content, position: 0, into: &slots)

    // Every tab down to its `tabItem`, for its title, tag and badge; the rest of a hidden
    // tab is kept, not made.
    let graph = context.graph
    let tabs = slots.map { slot -> TabCollector in
      let collector = TabCollector(probing: true)
      let marks = graph.presentationMarks
      let elements = slot.resolve(collector)
      graph.restorePresentations(to: marks)
      collector.tag = elements.lazy.compactMap(TaggedElement.find(in:)).first ?? collector.tag
      return collector
    }
    func value(of index: Int) -> SelectionValue? {
      if let tag = tabs[index].tag { return tag.value(as: SelectionValue.self) }
      return index as? SelectionValue
    }
    var selected = 0
    if let selection {
      let current = selection.wrappedValue
      selected = tabs.indices.first(where: { value(of: $0) == current }) ?? 0
    } else {
      selected = min(state.selected, max(0, tabs.count - 1))
    }
    let invalidator = graph.invalidator
    let values = tabs.indices.map(value(of:))
    let select: @MainActor (Int) -> Void = { index in
      guard values.indices.contains(index) else { return }
      if let selection {
        if let value = values[index] { selection.wrappedValue = value }
      } else {
        state.selected = index
      }
      invalidator.invalidate()
    }

    var shown: Element = EmptyElement()
    if slots.indices.contains(selected) {
      let collector = TabCollector(probing: false)
      shown = Element.combine(slots[selected].resolve(collector))
    }
    let items = tabs.map { tab in
      TabBarItem(
        label: tab.label, title: tab.title, identifier: tab.identifier, badge: tab.badge)
    }
    output.append(
      TabViewElement(
        node: context.node, content: shown, items: items, selected: selected, style: style,
        tint: (context.environment.tint ?? .blue).terminalColor(context.environment.colorMode),
        colorMode: context.environment.colorMode, isEnabled: context.environment.isEnabled,
        words: context.environment.systemWords, select: select))
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs chosen by the tab bar alone, with no selection binding.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// Which tab shows when a tab view has no selection binding; lives in its node.
@MainActor
final class TabViewState {
  var selected = 0
}

/// What one tab tells its tab view while it is made: its item's label, tag and badge.
@MainActor
final class TabCollector {
  /// Whether the tab is hidden: made only down to its `tabItem`.
  let probing: Bool
  /// Set once a `tabItem` took this tab: views further in belong to the tab's content.
  var claimed = false
  var label: Element?
  var title = ""
  var identifier: String?
  var badge: String?
  var tag: TaggedElement?

  init(probing: Bool) { self.probing = probing }

  /// Takes the item's label: an icon and a title, as `Label` or as `Image` and `Text`.
  func take(label elements: [Element]) {
    switch elements.count {
    case 0: label = nil
    case 1: label = elements[0]
    default: label = StackElement(axis: .horizontal, alignment: 1, spacing: 1, children: elements)
    }
    let texts = elements.filter { !($0 is ImageElement) }.map(\.accessibilityText)
    title = (texts.isEmpty ? elements.map(\.accessibilityText) : texts)
      .filter { !$0.isEmpty }.joined(separator: " ")
    identifier = elements.lazy.compactMap(\.accessibilityIdentifier).first
  }

  /// Takes a tag or badge written inside the `tabItem` (`.tag(1).tabItem { … }`), found in
  /// the content's modifiers without making it.
  func takeInfo(from view: any View) {
    var current: any View = view
    while let carrier = current as? any TabInfoCarrying {
      carrier.carryTabInfo(into: self)
      current = carrier.carriedContent
    }
  }
}

/// A modifier that names something about its tab (a tag, a badge) and wraps the tab's
/// content.
@MainActor
protocol TabInfoCarrying {
  func carryTabInfo(into collector: TabCollector)
  var carriedContent: any View { get }
}

extension TagModifierView: TabInfoCarrying {
  func carryTabInfo(into collector: TabCollector) {
    guard collector.tag == nil else { return }
    collector.tag = TaggedElement(
      child: EmptyElement(), tag: AnyHashable(tag), type: ObjectIdentifier(Tag.self),
      isExplicit: true)
  }

  var carriedContent: any View { content }
}

/// Content named as a tab by its label.
struct TabItemModifierView<Content: View, Label: View>: View, PrimitiveView {
  let content: Content
  let label: Label

  var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    guard let collector = context.environment.tabCollector, !collector.claimed else {
      context.resolveChild(content, position: 0, into: &output)
      return
    }
    collector.claimed = true
    var inner = context
    inner.environment.tabCollector = nil
    inner.environment.labelCollector = nil
    var labelElements: [Element] = []
    inner.resolveChild(label, position: 1, into: &labelElements)
    collector.take(label: labelElements)
    collector.takeInfo(from: content)
    guard !collector.probing else {
      // A hidden tab keeps its state: its content's nodes live on without being made.
      let key = ChildKey(position: 0, type: ObjectIdentifier(Content.self))
      context.node.children[key]?.keepAlive(generation: context.graph.generation)
      return
    }
    inner.resolveChild(content, position: 0, into: &output)
  }
}

extension View {
  /// Names the view as a tab of the `TabView` it is in: the label is the tab bar's item,
  /// a `Label`, a `Text`, or an `Image` and a `Text`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemModifierView(content: self, label: label())
  }
}

/// One tab of a tab view, as its content lists them: how to make it.
@MainActor
struct TabSlot {
  let context: ResolveContext
  let make: @MainActor (ResolveContext, inout [Element]) -> Void

  /// Makes the tab's elements, telling `collector` what the tab says of itself.
  func resolve(_ collector: TabCollector) -> [Element] {
    var slotContext = context
    slotContext.environment.tabCollector = collector
    var elements: [Element] = []
    make(slotContext, &elements)
    return elements
  }
}

/// A view that lists several tabs of its own (a view builder's views, a `ForEach`).
@MainActor
protocol TabsProviding {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot])
}

extension ResolveContext {
  /// The tabs `view` makes: its own when it lists several, otherwise itself as one.
  func collectTabs<V: View>(_ view: V, position: Int, into tabs: inout [TabSlot]) {
    collectTabs(
      view, key: ChildKey(position: position, type: ObjectIdentifier(V.self)), into: &tabs)
  }

  func collectTabs<V: View>(_ view: V, key: ChildKey, into tabs: inout [TabSlot]) {
    let context = child(key)
    if let provider = view as? any TabsProviding {
      provider.collectTabs(context, into: &tabs)
    } else {
      tabs.append(
        TabSlot(context: context) { context, output in context.resolve(view, into: &output) })
    }
  }
}

@MainActor extension TupleView: TabsProviding {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    for (index, child) in children.enumerated() {
      collectOpened(child, index: index, context: context, into: &tabs)
    }
  }

  private func collectOpened<V: View>(
    _ view: V, index: Int, context: ResolveContext, into tabs: inout [TabSlot]
  ) {
    context.collectTabs(view, position: index, into: &tabs)
  }
}

extension ForEach: TabsProviding where Content: View {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    for element in data {
      context.collectTabs(content(element), key: key(for: element), into: &tabs)
    }
  }
}

extension Group: TabsProviding {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    context.collectTabs(content, position: 0, into: &tabs)
  }
}

@MainActor extension _ConditionalContent: TabsProviding {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    switch storage {
    case .trueContent(let view): context.collectTabs(view, position: 0, into: &tabs)
    case .falseContent(let view): context.collectTabs(view, position: 1, into: &tabs)
    }
  }
}

extension Optional: TabsProviding where Wrapped: View {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {
    if let view = self { context.collectTabs(view, position: 0, into: &tabs) }
  }
}

@MainActor extension EmptyView: TabsProviding {
  func collectTabs(_ context: ResolveContext, into tabs: inout [TabSlot]) {}
}

private struct TabCollectorKey: EnvironmentKey {
  static let defaultValue: TabCollector? = nil
}

extension EnvironmentValues {
  /// The tab being made, while no `tabItem` has taken it yet.
  var tabCollector: TabCollector? {
    get { self[TabCollectorKey.self] }
    set { self[TabCollectorKey.self] = newValue }
  }
}

extension ViewGraph {
  /// How many alerts, sheets and navigation stacks the frame has presented so far.
  var presentationMarks: (alerts: Int, sheets: Int, stacks: Int) {
    (alerts.count, sheets.count, navigationStacks.count)
  }

  /// Forgets what was presented after `marks` (by a hidden tab, made only to read its
  /// item).
  func restorePresentations(to marks: (alerts: Int, sheets: Int, stacks: Int)) {
    alerts.removeSubrange(min(marks.alerts, alerts.count)...)
    sheets.removeSubrange(min(marks.sheets, sheets.count)...)
    navigationStacks.removeSubrange(min(marks.stacks, navigationStacks.count)...)
  }
}
