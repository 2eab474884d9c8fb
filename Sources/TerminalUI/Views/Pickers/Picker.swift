import TerminalKit

/// A choice of one value among options: SwiftUI's `Picker`. The options are the views in
/// its content, each marked with the value it stands for by `.tag(_:)` (a `ForEach` tags its
/// views with its elements' ids by itself); an option whose tag is not of the selection's
/// type is shown but cannot be chosen, as in SwiftUI.
///
/// ```swift
/// Picker("都市", selection: $city) {
///   ForEach(City.allCases) { city in Text(city.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each style is drawn as a terminal has it:
/// - `.menu` and `.automatic` (and `.navigationLink`): the chosen value with a ▾, `[ 東京 ▾ ]`;
///   Enter, Space or a tap opens the options in a list under it, the chosen one ✓, where
///   ↑/↓ move, Enter chooses and Esc closes. In a `Form` or a list row it is a row: the label
///   at the left, `東京 ▾` at the right edge, like a toggle's row.
/// - `.segmented` (and `.palette`): the options in a row, `[ 赤 | 緑 | 青 ]`, the chosen one
///   reversed; focused, the brackets turn to `<` `>` and ←/→ choose the option beside.
/// - `.inline`, `.radioGroup`: the label, then one option a row, `● 東京` chosen and
///   `○ 大阪` not; `.wheel`: the same rows with `▸` at the chosen one and the others dim.
///   Focused, the chosen row is reversed and ↑/↓ choose the option above or below (past the
///   first or last, focus moves on).
///
/// UI tests find a menu picker among `app.buttons` (its label the picker's, its value the
/// chosen title; its open list is an other element named by the label, with a button an
/// option, `isSelected` on the chosen one); a segmented one among `app.segmentedControls`,
/// its options buttons inside; an inline one among `app.pickers`, its options buttons; a
/// wheel among `app.pickers`, with one `pickerWheels` element inside whose value is the
/// chosen title and which `adjust(toPickerWheelValue:)` turns.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// The older order, the label as a view before the options.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)
  {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    var contentContext = context
    contentContext.environment.labelCollector = nil
    contentContext.environment.listRow = nil
    contentContext.environment.tagsImplicitly = true
    var elements: [Element] = []
    contentContext.resolveChild(content, position: 1, into: &elements)
    let binding = selection
    let current = binding.wrappedValue
    let options = elements.map { element -> PickerOption in
      let value = TaggedElement.find(in: element)?.value(as: SelectionValue.self)
      var select: (@MainActor () -> Void)?
      if let value { select = { binding.wrappedValue = value } }
      return PickerOption(
        title: element.accessibilityText, isSelected: value == current, select: select)
    }
    let environment = context.environment
    let element = PickerElement(
      node: context.node, label: labelElement, options: options,
      style: environment.pickerStyle,
      isRow: environment.isInForm || environment.listRow != nil,
      showsLabel: !environment.labelsHidden,
      isEnabled: environment.isEnabled && !collector.isDisabled,
      title: collector.label ?? labelElement.accessibilityText,
      identifier: collector.identifier, focus: environment.focus,
      invalidator: context.graph.invalidator)
    if element.style == .menu {
      context.environment.listRow?.offer(element)
      presentMenu(element, context)
    }
    output.append(element)
  }

  /// Adds the open list of a menu picker to the frame's alerts.
  private func presentMenu(_ element: PickerElement, _ context: ResolveContext) {
    let state = element.state
    guard state.isOpen, element.isEnabled, !element.options.isEmpty else {
      state.isOpen = false
      return
    }
    let invalidator = context.graph.invalidator
    let buttons = element.options.map { option in
      AlertButton(
        title: option.title, role: nil, identifier: nil, isEnabled: option.select != nil,
        action: option.select ?? {})
    }
    var presentation = AlertPresentation(
      title: element.title, message: nil, buttons: buttons, state: state.alert,
      dismiss: {
        state.isOpen = false
        invalidator.invalidate()
      })
    presentation.menu = MenuPopup(
      state: state, selected: element.options.firstIndex(where: \.isSelected))
    context.graph.alerts.append(presentation)
  }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

/// One option of a picker as drawn: its title, whether it is the chosen one, and how to
/// choose it (nil when its tag is not of the selection's type).
struct PickerOption {
  let title: String
  let isSelected: Bool
  let select: (@MainActor () -> Void)?
}

/// What a picker's node keeps: a menu picker's open list.
typealias PickerState = MenuState

/// A picker as drawn in a frame, in one of its terminal styles (see ``Picker``).
final class PickerElement: WrapperElement, KeyHandling {
  let node: Node
  let options: [PickerOption]
  let style: PickerStyleKind
  let isRow: Bool
  let showsLabel: Bool
  let isEnabled: Bool
  let title: String
  let identifier: String?
  let focusRegistration: FocusRegistration?
  let state: PickerState
  private let invalidator: Invalidator
  private let selectedIndex: Int?

  init(
    node: Node, label: Element, options: [PickerOption], style: PickerStyleKind, isRow: Bool,
    showsLabel: Bool, isEnabled: Bool, title: String, identifier: String?,
    focus: FocusRegistration?, invalidator: Invalidator
  ) {
    self.invalidator = invalidator
    self.node = node
    self.options = options
    self.style = style
    self.isRow = isRow
    self.showsLabel = showsLabel
    self.isEnabled = isEnabled
    self.title = title
    self.identifier = identifier
    focusRegistration = focus
    state = node.state { PickerState() }
    selectedIndex = options.firstIndex(where: \.isSelected)
    super.init(child: label)
  }

  override var ownsAccessibility: Bool { true }
  override var isSpacer: Bool { false }
  override var accessibilityText: String { title }

  private var selectedTitle: String { selectedIndex.map { options[$0].title } ?? "" }

  /// Whether the label shows on a line of its own above the options' rows.
  private var labelLine: Bool { showsLabel && !title.isEmpty }

  // MARK: Layout

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    switch style {
    case .menu:
      let value = CharacterWidth.of(selectedTitle) + 2
      guard isRow, showsLabel else { return Size(width: value + 4, height: 1) }
      let labelSize = child.size(for: Proposal(width: nil, height: 1))
      return Size(width: proposal.width ?? labelSize.width + 1 + value, height: 1)
    case .segmented:
      let width = options.reduce(1) { $0 + CharacterWidth.of($1.title) + 3 }
      return Size(width: width, height: 1)
    case .inline, .wheel:
      let widest = options.map { CharacterWidth.of($0.title) + 2 }.max() ?? 0
      let labelWidth = labelLine ? child.size(for: .unspecified).width : 0
      let width = max(widest, labelWidth)
      return Size(
        width: isRow ? proposal.width ?? width : width,
        height: options.count + (labelLine ? 1 : 0))
    }
  }

  // MARK: Drawing

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    switch style {
    case .menu: renderMenu(in: rect, focused: focused, renderer)
    case .segmented: renderSegmented(in: rect, focused: focused, renderer)
    case .inline, .wheel: renderRows(in: rect, focused: focused, renderer)
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
  }

  private var baseStyle: CellStyle {
    var style = CellStyle()
    style.dim = !isEnabled
    return style
  }

  private func renderMenu(in rect: Rect, focused: Bool, _ renderer: Renderer) {
    let value = "\(selectedTitle) ▾"
    let valueWidth = CharacterWidth.of(value)
    let control: Rect
    if isRow, showsLabel {
      control = Rect(x: rect.maxX - valueWidth, y: rect.y, width: valueWidth, height: 1)
      renderRowLabel(in: rect, before: control.x, focused: focused, renderer)
      renderer.write(value, x: control.x, y: control.y, style: baseStyle, limit: rect.maxX)
    } else {
      control = Rect(x: rect.x, y: rect.y, width: min(rect.width, valueWidth + 4), height: 1)
      renderer.write("[ \(value) ]", x: rect.x, y: rect.y, style: baseStyle, limit: rect.maxX)
    }
    // The list opens under the value.
    renderer.anchorMenu(state, at: control)
    if focused {
      renderer.restyle(control) {
        $0.reverse.toggle()
        $0.bold = true
      }
    }
    var open: (@MainActor () -> Void)?
    if isEnabled { open = { [self] in activate() } }
    renderer.addAccessibility(
      role: .button, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: selectedTitle, isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(activate: open, focusNode: node)
    )
  }

  private func renderSegmented(in rect: Rect, focused: Bool, _ renderer: Renderer) {
    var frameStyle = baseStyle
    frameStyle.bold = focused
    let y = rect.y
    renderer.write(focused ? "<" : "[", x: rect.x, y: y, style: frameStyle, limit: rect.maxX)
    let controlID = renderer.addAccessibility(
      role: .segmentedControl, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: selectedTitle, isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(focusNode: node))
    var x = rect.x + 1
    renderer.withAccessibilityParent(controlID) {
      for (index, option) in options.enumerated() {
        let width = CharacterWidth.of(option.title) + 2
        var style = baseStyle
        style.dim = !isEnabled || option.select == nil
        style.reverse = option.isSelected
        style.bold = option.isSelected && focused
        renderer.write(" \(option.title) ", x: x, y: y, style: style, limit: rect.maxX)
        addOption(index, frame: Rect(x: x, y: y, width: width, height: 1), renderer)
        x += width
        let separator = index == options.count - 1 ? (focused ? ">" : "]") : "|"
        renderer.write(separator, x: x, y: y, style: frameStyle, limit: rect.maxX)
        x += 1
      }
    }
  }

  private func renderRows(in rect: Rect, focused: Bool, _ renderer: Renderer) {
    var y = rect.y
    if labelLine {
      renderer.withAccessibilitySuppressed {
        child.render(in: Rect(x: rect.x, y: y, width: rect.width, height: 1), renderer)
      }
      if focused {
        let width = min(rect.width, child.size(for: Proposal(width: rect.width, height: 1)).width)
        renderer.markFocusedLabel(Rect(x: rect.x, y: y, width: width, height: 1))
      }
      y += 1
    }
    let pickerID = renderer.addAccessibility(
      role: .picker, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: selectedTitle, isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(focusNode: node))
    let rows = Rect(x: rect.x, y: y, width: rect.width, height: options.count)
    renderer.withAccessibilityParent(pickerID) {
      if style == .wheel {
        var adjust: (@MainActor (String) -> Void)?
        if isEnabled { adjust = { [self] title in choose(titled: title) } }
        let wheelID = renderer.addAccessibility(
          role: .pickerWheel, identifier: nil, label: title, value: selectedTitle,
          isEnabled: isEnabled, hasFocus: focused, frame: rows,
          actions: AccessibilityActions(focusNode: node, adjust: adjust))
        renderer.withAccessibilityParent(wheelID) {
          renderOptionRows(in: rows, focused: focused, renderer)
        }
      } else {
        renderOptionRows(in: rows, focused: focused, renderer)
      }
    }
  }

  /// The options one a row, the chosen one marked.
  private func renderOptionRows(in rows: Rect, focused: Bool, _ renderer: Renderer) {
    let wheel = style == .wheel
    for (index, option) in options.enumerated() {
      var cellStyle = baseStyle
      cellStyle.dim = !isEnabled || option.select == nil || (wheel && !option.isSelected)
      cellStyle.bold = option.isSelected
      let mark: String
      if wheel {
        mark = option.isSelected ? "▸" : " "
      } else {
        mark = option.isSelected ? "●" : "○"
      }
      let row = Rect(x: rows.x, y: rows.y + index, width: rows.width, height: 1)
      renderer.write(
        "\(mark) \(option.title)", x: row.x, y: row.y, style: cellStyle, limit: row.maxX)
      if focused, option.isSelected {
        let width = min(rows.width, CharacterWidth.of(option.title) + 2)
        renderer.restyle(Rect(x: row.x, y: row.y, width: width, height: 1)) {
          $0.reverse = true
          $0.dim = false
        }
      }
      if !wheel { addOption(index, frame: row, renderer) }
    }
  }

  /// An option as a button inside the control, `isSelected` on the chosen one.
  private func addOption(_ index: Int, frame: Rect, _ renderer: Renderer) {
    let option = options[index]
    renderer.addAccessibility(
      role: .button, identifier: nil, label: option.title,
      isEnabled: isEnabled && option.select != nil,
      frame: frame, isSelected: option.isSelected,
      actions: AccessibilityActions(activate: isEnabled ? option.select : nil, focusNode: node))
  }

  // MARK: Keys

  /// Opens a menu picker's list, its chosen option focused.
  func activate() {
    guard isEnabled, style == .menu, !options.isEmpty else { return }
    state.isOpen = true
    state.alert.focused = selectedIndex ?? 0
    invalidator.invalidate()
  }

  /// Chooses the option titled `title`, if it can be chosen.
  private func choose(titled title: String) {
    options.first(where: { $0.title == title })?.select?()
  }

  /// Chooses the nearest option that can be chosen, `step` away from the chosen one; false
  /// when there is none that way.
  private func move(by step: Int) -> Bool {
    var index = selectedIndex ?? (step > 0 ? -1 : options.count)
    while true {
      index += step
      guard options.indices.contains(index) else { return false }
      if let select = options[index].select {
        select()
        return true
      }
    }
  }

  var capturesVerticalArrows: Bool { style == .inline || style == .wheel }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    switch (style, key) {
    case (.menu, .enter), (.menu, .character(" ")):
      activate()
      return true
    case (.segmented, .left), (.segmented, .right):
      _ = move(by: key == .left ? -1 : 1)
      return true
    case (.inline, .up), (.inline, .down), (.wheel, .up), (.wheel, .down):
      return move(by: key == .up ? -1 : 1)
    default:
      return false
    }
  }
}

extension View {
  /// Hides the labels of the controls inside (pickers, colour pickers, sliders, date
  /// pickers), leaving them to name the control to UI tests.
  public func labelsHidden() -> some View {
    EnvironmentModifierView(content: self) { $0.labelsHidden = true }
  }
}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {

  /// Whether controls draw without their labels (`.labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}
