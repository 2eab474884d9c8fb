import TerminalKit

/// The pushed destinations of a navigation stack; lives in the stack's node. A destination is
/// a view (`NavigationLink(destination:)`) or a value (`NavigationLink(value:)`), drawn by the
/// `navigationDestination(for:)` registered for its type. With a path binding
/// (`NavigationStack(path:)`), the values come from it and pushes and pops go to it.
@MainActor
final class NavigationModel {
  enum Content {
    case view(AnyView)
    case value(AnyHashable)
  }

  struct Destination {
    let id: Int
    let content: Content
    /// Whether it is one of the path binding's values.
    var bound = false
  }

  /// Reads and writes the values of a `NavigationStack(path:)`.
  struct PathBinding {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
    /// Whether the path can hold the value (a typed path holds one type).
    let canHold: (AnyHashable) -> Bool
  }

  var path: [Destination] = []
  private var nextID = 0
  var invalidator: Invalidator?
  var pathBinding: PathBinding?
  /// How to draw a pushed value, by the value's type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// The edit mode of the stack's views when no ancestor supplies one, so an `EditButton`
  /// in the toolbar edits the list under it.
  var editMode = EditMode.inactive {
    didSet { if editMode != oldValue { invalidator?.invalidate() } }
  }

  func push(_ view: AnyView) {
    nextID += 1
    path.append(Destination(id: nextID, content: .view(view)))
    invalidator?.invalidate()
  }

  func push(value: AnyHashable) {
    if let pathBinding, pathBinding.canHold(value), !path.contains(where: { !$0.bound }) {
      pathBinding.set(pathBinding.get() + [value])
    } else {
      nextID += 1
      path.append(Destination(id: nextID, content: .value(value)))
    }
    invalidator?.invalidate()
  }

  /// Pops the top destination; false when at the root.
  @discardableResult
  func pop() -> Bool {
    guard !path.isEmpty else { return false }
    pop(to: path.count - 1)
    return true
  }

  func pop(to depth: Int) {
    guard path.count > depth else { return }
    path.removeSubrange(depth...)
    if let pathBinding {
      let values = path.compactMap { destination -> AnyHashable? in
        if destination.bound, case .value(let value) = destination.content { return value }
        return nil
      }
      if values.count != pathBinding.get().count { pathBinding.set(values) }
    }
    invalidator?.invalidate()
  }

  /// Takes the values of the path binding, if any: entries that did not change keep their
  /// identity (and so their state); what was pushed past them (views, values the path cannot
  /// hold) stays while they do not change.
  func syncWithBinding() {
    guard let pathBinding else { return }
    let values = pathBinding.get()
    let bound = path.prefix { $0.bound }
    var synced: [Destination] = []
    for (index, value) in values.enumerated() {
      if index < bound.count, case .value(let old) = bound[index].content, old == value {
        synced.append(bound[index])
      } else {
        nextID += 1
        synced.append(Destination(id: nextID, content: .value(value), bound: true))
      }
    }
    if synced.count == bound.count, zip(synced, bound).allSatisfy({ $0.id == $1.id }) {
      synced.append(contentsOf: path.dropFirst(bound.count))
    }
    path = synced
  }

  /// The view for a destination.
  /// How the stack's `navigationDestination(for:)` draws `value`; nil when none is
  /// registered for its type.
  func destinationView(for value: AnyHashable) -> AnyView? {
    destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  func view(for destination: Destination) -> AnyView {
    switch destination.content {
    case .view(let view): return view
    case .value(let value):
      if let view = destinations[ObjectIdentifier(type(of: value.base))]?(value) { return view }
      return AnyView(MissingDestination(typeName: "\(type(of: value.base))"))
    }
  }
}

/// A list of values pushed on a navigation stack, of any hashable types: SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable {
  var values: [AnyHashable]

  public init() { values = [] }
  init(values: [AnyHashable]) { self.values = values }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    values = elements.map { AnyHashable($0) }
  }

  public var count: Int { values.count }
  public var isEmpty: Bool { values.isEmpty }

  public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }

  public mutating func removeLast(_ k: Int = 1) {
    values.removeLast(min(k, values.count))
  }
}

/// Collects the title and the toolbar items the views of one navigation level ask for.
@MainActor
final class NavigationLevel {
  var title: String?
  var toolbar: [ToolbarEntry] = []
}

/// A stack of views: a root, and destinations pushed by `NavigationLink` and popped with Esc
/// or `dismiss()`: SwiftUI's `NavigationStack`. A title set with `navigationTitle` shows in
/// a bar at the top, with a hint to go back once something is pushed.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root
  let pathBinding: NavigationModel.PathBinding?

  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    pathBinding = nil
  }

  /// A stack whose pushed values are `path`: pushes append to it, pops remove from it, and
  /// setting it (to `NavigationPath()`, say) moves the stack there.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    pathBinding = NavigationModel.PathBinding(
      get: { path.wrappedValue.values },
      set: { path.wrappedValue = NavigationPath(values: $0) }, canHold: { _ in true })
  }

  /// A stack whose pushed values are the elements of `path`, all of one type.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    pathBinding = NavigationModel.PathBinding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
      canHold: { $0.base is Data.Element })
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let model = context.node.state { NavigationModel() }
    model.invalidator = context.graph.invalidator
    model.pathBinding = pathBinding
    model.syncWithBinding()
    context.graph.navigationStacks.append(model)
    let depth = model.path.count
    // Levels under the top keep their state while hidden.
    for (key, child) in context.node.children where key.position < depth {
      let current = key.position == 0 ? 0 : model.path[key.position - 1].id
      if key.id == AnyHashable(current) { child.keepAlive(generation: context.graph.generation) }
    }
    let level = NavigationLevel()
    var levelContext = context
    levelContext.environment.navigation = model
    levelContext.environment.navigationLevel = level
    levelContext.environment.splitColumnLink = nil
    if levelContext.environment.editMode == nil {
      levelContext.environment.editMode = Binding(
        get: { model.editMode }, set: { model.editMode = $0 })
    }
    let content: Element
    if let top = model.path.last {
      if case .value(let value) = top.content, model.destinationView(for: value) == nil {
        // A path that starts deep (restored, or set before the first frame): the root, never
        // drawn yet, registers its `navigationDestination(for:)`s, its toolbar set aside.
        var rootContext = levelContext
        rootContext.environment.navigationLevel = NavigationLevel()
        var unused: [Element] = []
        rootContext.resolveChild(
          root, key: ChildKey(position: 0, id: AnyHashable(0), type: ObjectIdentifier(Root.self)),
          into: &unused)
      }
      levelContext.environment.dismiss = DismissAction { model.pop(to: depth - 1) }
      var elements: [Element] = []
      let view = model.view(for: top)
      levelContext.resolveChild(
        view, key: ChildKey(position: depth, id: AnyHashable(top.id), type: view.type),
        into: &elements)
      content = Element.combine(elements)
    } else {
      var elements: [Element] = []
      levelContext.resolveChild(
        root, key: ChildKey(position: 0, id: AnyHashable(0), type: ObjectIdentifier(Root.self)),
        into: &elements)
      content = Element.combine(elements)
    }
    // A navigation stack fills its window; its content is centred in what the bar leaves.
    let fill = FrameElement.Bounds(maximum: Proposal.unbounded)
    let filled = FrameElement(child: content, horizontal: fill, vertical: fill, alignment: .center)
    // Toolbar items, resolved where the level's views asked for them.
    var items: [ToolbarItemPlacement.Slot: [Element]] = [:]
    for (index, entry) in level.toolbar.enumerated() where entry.placement.slot != .none {
      var elements: [Element] = []
      levelContext.resolveChild(
        entry.view,
        key: ChildKey(
          position: Self.toolbarPosition + index, id: AnyHashable(depth), type: entry.view.type),
        into: &elements)
      items[entry.placement.slot, default: []].append(Element.combine(elements))
    }
    let bottom = items[.bottom] ?? []
    let body: Element =
      bottom.isEmpty
      ? filled
      : StackElement(
        axis: .vertical, alignment: 0, spacing: 0,
        children: [
          filled,
          StackElement(
            axis: .horizontal, alignment: 1, spacing: 2,
            children: bottom.flatMap { [$0, SpacerElement(minLength: 1)] }.dropLast()),
        ])
    guard level.title != nil || depth > 0 || !items.isEmpty else {
      output.append(body)
      return
    }
    var titleStyle = context.environment.textStyle
    titleStyle.bold = true
    var hintStyle = context.environment.textStyle
    hintStyle.dim = true
    var bar: [Element] = []
    if depth > 0 {
      bar.append(
        BackButtonElement(
          child: TextElement(
            spans: [.init(string: "‹ Esc", style: hintStyle)], lineLimit: 1, alignment: .leading),
          back: { model.pop(to: depth - 1) }))
    }
    bar.append(contentsOf: items[.leading] ?? [])
    if let principal = items[.principal], !principal.isEmpty {
      bar.append(contentsOf: principal)
    } else {
      bar.append(
        TextElement(
          spans: [.init(string: level.title ?? "", style: titleStyle)], lineLimit: 1,
          alignment: .leading))
    }
    if let trailing = items[.trailing], !trailing.isEmpty {
      bar.append(SpacerElement(minLength: 1))
      bar.append(contentsOf: trailing)
    }
    let barElement = NavigationBarElement(
      child: StackElement(axis: .horizontal, alignment: 1, spacing: 2, children: bar),
      title: level.title ?? "")
    var dividerStyle = context.environment.textStyle
    dividerStyle.dim = true
    output.append(
      StackElement(
        axis: .vertical, alignment: 0, spacing: 0,
        children: [
          FrameElement(child: barElement, horizontal: fill, vertical: .init(), alignment: .leading),
          DividerElement(style: dividerStyle), body,
        ]))
  }

  /// Where toolbar items' state lives among the stack's children, past any level's.
  private static var toolbarPosition: Int { 1 << 20 }
}

/// The bar at the top of a navigation stack: one accessibility element of the navigation-bar
/// role, named by its title as XCUITest names it (`app.navigationBars["設定"]`), with the
/// bar's buttons under it.
final class NavigationBarElement: WrapperElement {
  let title: String

  init(child: Element, title: String) {
    self.title = title
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let id = renderer.addAccessibility(
      role: .navigationBar, identifier: title, label: title, frame: rect)
    renderer.withAccessibilityParent(id) { child.render(in: rect, renderer) }
  }
}

/// The older spelling of ``NavigationStack``.
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { NavigationStack { content } }
}

/// A button that pushes a destination onto the enclosing navigation stack: SwiftUI's
/// `NavigationLink`. Drawn with a `›` at its end.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let label: Label
  let destination: Destination?
  /// What a value link pushes, drawn by the stack's `navigationDestination(for:)`.
  let value: AnyHashable?
  /// Whether the destination is pushed, for the older `isActive:` and `tag:selection:`
  /// links: pressing the link sets it, going back clears it, and setting it pushes.
  var isActive: Binding<Bool>?

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
  }

  /// A link whose destination is pushed while `isActive` is true (deprecated in SwiftUI, still
  /// common): pressing it sets `isActive`, going back clears it, and code that sets it pushes.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }

  /// A link whose destination is pushed while `selection` is `tag` (deprecated in SwiftUI):
  /// pressing it sets `selection` to `tag`, going back sets it to nil.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(
      destination: destination,
      isActive: Binding(
        get: { selection.wrappedValue == tag },
        set: { active in
          if active {
            selection.wrappedValue = tag
          } else if selection.wrappedValue == tag {
            selection.wrappedValue = nil
          }
        }),
      label: label)
  }

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination()
    value = nil
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let isActive, let destination {
      // The link sets the binding; the destination is pushed while it is true.
      var link = self
      link.isActive = nil
      context.resolve(
        ActivatedLink(link: link, isActive: isActive).navigationDestination(
          isPresented: isActive
        ) { destination }, into: &output)
      return
    }
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    labelContext.environment.linkActivation = nil
    // In a list or form row the link is the row, its chevron at the far end; anywhere else
    // it is a link as SwiftUI draws one there: its label in the accent colour, the chevron
    // beside it.
    let inRow = context.environment.listRow != nil
    if !inRow, labelContext.environment.foreground == nil {
      labelContext.environment.foreground = context.environment.tint ?? .blue
    }
    let labelElement = labelContext.resolveSingle(label)
    var chevronStyle = context.environment.textStyle
    chevronStyle.dim = true
    let chevron = TextElement(
      spans: [.init(string: "›", style: chevronStyle)], lineLimit: 1, alignment: .leading)
    let row = StackElement(
      axis: .horizontal, alignment: 1, spacing: 1,
      children: inRow
        ? [labelElement, SpacerElement(minLength: 1), chevron] : [labelElement, chevron])
    let model = context.environment.navigation
    let destination = self.destination.map { AnyView($0) }
    let value = self.value
    let choose = context.environment.listChoosesValue
    let activates = context.environment.linkActivation
    let showInNextColumn = context.environment.splitColumnLink
    let element = ButtonElement(
      node: context.node, label: row,
      action: {
        if let activates {
          activates.wrappedValue = true
        } else if let destination, let showInNextColumn {
          showInNextColumn { destination }
        } else if let destination {
          model?.push(destination)
        } else if let value {
          if let choose, choose(value) { return }
          // In a wide split view's column, the column's own `navigationDestination(for:)`
          // draws the value in the next column, redrawn from the latest registration.
          if let showInNextColumn, let model, model.destinationView(for: value) != nil {
            showInNextColumn {
              model.destinationView(for: value)
                ?? AnyView(MissingDestination(typeName: "\(type(of: value.base))"))
            }
            return
          }
          model?.push(value: value)
        }
      },
      isEnabled: context.environment.isEnabled && !collector.isDisabled && model != nil,
      decorated: false, accessibilityLabel: collector.label ?? labelElement.accessibilityText,
      identifier: collector.identifier)
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

/// A link of the older `isActive:` form, drawn as a link that sets its binding.
private struct ActivatedLink<Label: View, Destination: View>: View {
  let link: NavigationLink<Label, Destination>
  let isActive: Binding<Bool>

  var body: some View {
    link.environment(\.linkActivation, isActive)
  }
}

private struct LinkActivationKey: EnvironmentKey {
  static var defaultValue: Binding<Bool>? { nil }
}

extension EnvironmentValues {
  /// The binding an `isActive:` link sets when pressed, instead of pushing.
  var linkActivation: Binding<Bool>? {
    get { self[LinkActivationKey.self] }
    set { self[LinkActivationKey.self] = newValue }
  }
}

extension NavigationLink {
  /// Whether the link shows its destination in a split view's detail column: accepted; a
  /// link here pushes onto its own stack either way.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; the stack draws it with the `navigationDestination(for:)`
  /// registered for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value.map { AnyHashable($0) }
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension View {
  /// Draws the values of type `data` pushed on the enclosing navigation stack with
  /// `destination`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NodeModifierView(content: self) { context in
      context.environment.navigation?.destinations[ObjectIdentifier(D.self)] = { value in
        (value.base as? D).map { AnyView(destination($0)) }
      }
    }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A text link pushed while `isActive` is true (the deprecated form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

extension View {
  /// The title shown in the enclosing navigation stack's bar.
  public func navigationTitle(_ title: String) -> some View {
    NodeModifierView(content: self) { context in
      context.environment.navigationLevel?.title = title
    }
  }

  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    navigationTitle(title.text)
  }

  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.plainText) }

  /// A title the person can rename from the bar on iOS 16 (`navigationTitle($name)`). The
  /// bar shows the bound title; renaming it is left to the app's own field.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(title.wrappedValue)
  }

  /// Accepted for iOS code; the bar always shows its title inline.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }

}

/// SwiftUI's navigation bar item namespace, for `navigationBarTitleDisplayMode`.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// The back marker of a pushed level, `‹ Esc`: a button that goes back as Esc does, when
/// clicked or tapped by a UI test (`app.navigationBars.buttons["Back"]`). It takes no
/// keyboard focus, as a navigation bar's back button does not: Esc is its key.
final class BackButtonElement: WrapperElement {
  let back: @MainActor () -> Void

  init(child: Element, back: @escaping @MainActor () -> Void) {
    self.back = back
    super.init(child: child)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    _ = renderer.addAccessibility(
      role: .button, identifier: "Back", label: "Back", frame: rect,
      actions: AccessibilityActions(activate: back))
    // Its text is its label, not an element of its own.
    renderer.accessibilitySuppressed += 1
    child.render(in: rect, renderer)
    renderer.accessibilitySuppressed -= 1
  }
}

/// What a pushed value shows when no `navigationDestination` is registered for its type: a
/// warning naming the type, in the environment's language.
private struct MissingDestination: View {
  let typeName: String
  @Environment(\.locale) private var locale

  var body: some View {
    Text(SystemWords(locale).noDestination(for: typeName)).foregroundColor(.red)
  }
}
