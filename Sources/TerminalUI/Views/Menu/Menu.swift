import TerminalKit

/// A button that opens a list of actions: SwiftUI's `Menu`. It is drawn as a button with
/// ▾ after its label, `[ 並べ替え ▾ ]`; Enter, Space or a tap opens the list under it, in a
/// box over the screen. There ↑/↓ (or Tab) move between the actions, Enter or Space runs
/// one and closes the list, and Esc closes it, running nothing; focus then returns to the
/// menu's button.
///
/// ```swift
/// Menu("並べ替え") {
///   Button("名前順") { order = .name }
///   Button("日付順") { order = .date }
///   Button("すべて削除", role: .destructive) { removeAll() }
/// }
/// ```
///
/// The actions are the menu's buttons (`Label`s show their icon before the title);
/// dividers and sections group nothing in a terminal and are left out, and a menu inside a
/// menu is not shown. UI tests find the button among `app.buttons`; the open list is an
/// other element named by the menu's title, its actions buttons inside.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  var primaryAction: (@MainActor () -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A menu whose button runs `primaryAction`, as a tap does on iOS; the actions open as a
  /// context menu's do, as a long press opens them there: `l`, a right click, or
  /// `press(forDuration:)` in UI tests.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    if let primaryAction {
      let button = Button(action: primaryAction) { label }.contextMenu { content }
      context.resolveChild(button, position: 2, into: &output)
      return
    }
    let state = context.node.state { MenuState() }
    let invalidator = context.graph.invalidator
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    let title = collector.label ?? labelElement.accessibilityText
    let enabled = context.environment.isEnabled && !collector.isDisabled
    let open: @MainActor () -> Void = {
      state.isOpen = true
      state.alert.focused = 0
      invalidator.invalidate()
    }
    var style = CellStyle()
    style.dim = !enabled
    let indicator = TextElement(
      spans: [.init(string: "▾", style: style)], lineLimit: 1, alignment: .leading)
    let button = ButtonElement(
      node: context.node,
      label: StackElement(
        axis: .horizontal, alignment: 1, spacing: 1, children: [labelElement, indicator]),
      action: open, isEnabled: enabled,
      decorated: context.environment.buttonStyle != .plain
        && context.environment.buttonStyle != .borderless
        && context.environment.buttonStyle != .link,
      accessibilityLabel: title, identifier: collector.identifier,
      shortcut: context.environment.keyboardShortcut)
    let anchor = MenuAnchorElement(button: button, state: state)
    context.environment.listRow?.offer(button)
    output.append(anchor)
    guard state.isOpen, enabled else {
      state.isOpen = false
      return
    }
    let actions = AlertButtonCollector()
    var actionsContext = context
    actionsContext.environment.alertButtons = actions
    actionsContext.environment.listRow = nil
    var ignored: [Element] = []
    actionsContext.resolveChild(content, position: 1, into: &ignored)
    guard !actions.buttons.isEmpty else {
      state.isOpen = false
      return
    }
    var presentation = AlertPresentation(
      title: title, message: nil, buttons: actions.buttons, state: state.alert,
      dismiss: {
        state.isOpen = false
        invalidator.invalidate()
      })
    presentation.menu = MenuPopup(state: state)
    context.graph.alerts.append(presentation)
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// A titled menu whose button runs `primaryAction`; see
  /// `init(content:label:primaryAction:)`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }

}

extension Menu where Label == TerminalUI.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { TerminalUI.Label(titleKey, systemImage: systemImage) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content, label: { TerminalUI.Label(title, systemImage: systemImage) })
  }
}

/// Whether a menu's list is open, where its button was drawn, and which action has focus;
/// lives in the menu's node.
final class MenuState {
  var isOpen = false
  var anchor = Rect(x: 0, y: 0, width: 0, height: 0)
  let alert = AlertState()
}

/// A menu's button as drawn in a frame: notes where it is, for the list to open under it.
final class MenuAnchorElement: WrapperElement {
  let state: MenuState

  init(button: ButtonElement, state: MenuState) {
    self.state = state
    super.init(child: button)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    renderer.anchorMenu(state, at: rect)
    child.render(in: rect, renderer)
  }
}

/// A menu's open list, drawn by the host as it draws alerts: a box under the menu's button
/// (over it when there is no room below), one action a line, the focused one reversed.
@MainActor
struct MenuPopup {
  let state: MenuState
  /// For a picker's list: the chosen option, marked ✓ (the others get its column blank).
  var selected: Int? = nil

  func draw(_ presentation: AlertPresentation, in size: Size, _ renderer: Renderer, isTop: Bool) {
    let labels = presentation.buttons.enumerated().map { index, button in
      let label = button.icon.map { "\($0) \(button.title)" } ?? button.title
      guard let selected else { return label }
      return (index == selected ? "✓ " : "  ") + label
    }
    let inner = labels.map { CharacterWidth.of($0) }.max() ?? 0
    let width = min(size.width, inner + 4)
    let height = min(size.height, labels.count + 2)
    let anchor = renderer.menuAnchor(state)
    let x = max(0, min(anchor.x, size.width - width))
    let y =
      anchor.maxY + height <= size.height
      ? anchor.maxY : anchor.y - height >= 0 ? anchor.y - height : max(0, size.height - height)
    let box = Rect(x: x, y: y, width: width, height: height)
    renderer.fill(box, style: CellStyle())
    drawBox(box, renderer: renderer, style: CellStyle(bold: true), rounded: true)
    let menuID = renderer.addAccessibility(
      role: .other, identifier: presentation.title, label: presentation.title, frame: box)
    let focused = min(presentation.state.focused, labels.count - 1)
    renderer.withAccessibilityParent(menuID) {
      for (index, button) in presentation.buttons.enumerated() where index < height - 2 {
        let row = Rect(x: box.x + 1, y: box.y + 1 + index, width: width - 2, height: 1)
        var style = CellStyle()
        style.dim = !button.isEnabled
        if button.role == .destructive { style.foreground = .named(9) }
        renderer.write(labels[index], x: row.x + 1, y: row.y, style: style, limit: row.maxX - 1)
        let hasFocus = isTop && index == focused
        if hasFocus { renderer.restyle(row) { $0.reverse = true } }
        renderer.addAccessibility(
          role: .button, identifier: button.identifier, label: button.title,
          isEnabled: button.isEnabled, hasFocus: hasFocus, frame: row,
          isSelected: index == selected,
          actions: AccessibilityActions(
            activate: { presentation.press(index) }, focusNode: nil))
      }
    }
  }
}
