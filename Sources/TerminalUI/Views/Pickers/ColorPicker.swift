import Foundation
import TerminalKit

/// A control for choosing a colour: SwiftUI's `ColorPicker`.
///
/// It is a row, as in a settings screen: the label at the left and a swatch of the chosen
/// colour at the right edge, four cells painted in it. Enter, Space or a click opens the
/// chooser over the screen: the system colours (`.red` … `.brown`, `.gray`, `.black`,
/// `.white`) as a palette, each a swatch and its name, the chosen one ✓, and under them a
/// field for any colour as `#RRGGBB`. The arrows move through the palette (↓ from its last
/// row, or Tab, goes to the field), Enter chooses, Esc closes it with the colour unchanged.
/// Text typed into the field that is no colour is refused, with a line saying what to type
/// (`色は #RRGGBB（16進数6桁）で入力してください` in Japanese).
///
/// A terminal cell has no transparency, so `supportsOpacity` is accepted and the colours
/// chosen are opaque.
///
/// ```swift
/// ColorPicker("テーマの色", selection: $theme.accent)
/// ```
///
/// UI tests find it among `app.colorWells`, its value the colour as `#RRGGBB`; the open
/// chooser is an alert named by the label, its colours buttons named by their names, its
/// field a text field.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  public var body: Never { primitiveBody() }

  /// A colour picker with a label of any view.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    let environment = context.environment
    let element = ColorPickerElement(
      node: context.node, label: labelElement, selection: selection,
      state: context.node.state { ColorPickerState() }, showsLabel: !environment.labelsHidden,
      isEnabled: environment.isEnabled && !collector.isDisabled,
      title: collector.label ?? labelElement.accessibilityText,
      identifier: collector.identifier, focus: environment.focus,
      invalidator: context.graph.invalidator)
    context.environment.listRow?.offer(element)
    presentChooser(element, words: environment.systemWords, context)
    output.append(element)
  }

  /// Adds the open chooser to the frame's alerts.
  private func presentChooser(
    _ element: ColorPickerElement, words: SystemWords, _ context: ResolveContext
  ) {
    let state = element.state
    guard state.isOpen, element.isEnabled else {
      state.close()
      return
    }
    let invalidator = context.graph.invalidator
    var presentation = AlertPresentation(
      title: element.title, message: nil, buttons: [], state: state.alert,
      dismiss: {
        state.close()
        invalidator.invalidate()
      })
    presentation.colorChooser = ColorChooser(
      state: state, selection: selection, node: context.node, words: words,
      invalidator: invalidator)
    context.graph.alerts.append(presentation)
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled with a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// What a colour picker's node keeps: whether its chooser is open, what has focus there
/// (a palette entry, or the hex field after them), what was typed and why it was refused.
final class ColorPickerState {
  var isOpen = false
  var focused = 0
  var hex = ""
  var message: String?
  /// What the chooser's presentation keeps (unused: the chooser has no alert buttons).
  let alert = AlertState()

  /// Closes the chooser and forgets what was typed.
  func close() {
    isOpen = false
    hex = ""
    message = nil
  }
}

/// A colour picker as drawn in a frame: its label, and the swatch at the right edge.
final class ColorPickerElement: WrapperElement, KeyHandling {
  let node: Node
  let selection: Binding<Color>
  let state: ColorPickerState
  let showsLabel: Bool
  let isEnabled: Bool
  let title: String
  let identifier: String?
  let focusRegistration: FocusRegistration?
  private let invalidator: Invalidator

  /// The swatch's columns, and one at each side for the focus marks.
  static let controlWidth = 6

  init(
    node: Node, label: Element, selection: Binding<Color>, state: ColorPickerState,
    showsLabel: Bool, isEnabled: Bool, title: String, identifier: String?,
    focus: FocusRegistration?, invalidator: Invalidator
  ) {
    self.node = node
    self.selection = selection
    self.state = state
    self.showsLabel = showsLabel
    self.isEnabled = isEnabled
    self.title = title
    self.identifier = identifier
    self.invalidator = invalidator
    focusRegistration = focus
    super.init(child: label)
  }

  override var ownsAccessibility: Bool { true }
  override var isSpacer: Bool { false }
  override var accessibilityText: String { title }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let labelWidth = showsLabel ? child.size(for: Proposal(width: nil, height: 1)).width : 0
    let control = Self.controlWidth
    let ideal = labelWidth == 0 ? control : labelWidth + 1 + control
    return Size(width: proposal.width ?? ideal, height: 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    let color = selection.wrappedValue
    let controlX = max(rect.x, rect.maxX - Self.controlWidth)
    if showsLabel { renderRowLabel(in: rect, before: controlX, focused: focused, renderer) }
    var mark = CellStyle()
    mark.bold = true
    if focused {
      renderer.write("▶", x: controlX, y: rect.y, style: mark, limit: rect.maxX)
      renderer.write(
        "◀", x: controlX + Self.controlWidth - 1, y: rect.y, style: mark, limit: rect.maxX)
    }
    drawSwatch(color, x: controlX + 1, y: rect.y, width: 4, dim: !isEnabled, renderer)
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    var open: (@MainActor () -> Void)?
    if isEnabled { open = { [self] in activate() } }
    renderer.addAccessibility(
      role: .colorWell, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: color.hexDescription, isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(activate: open, focusNode: node)
    )
  }

  /// Opens the chooser, the chosen colour focused in its palette.
  func activate() {
    guard isEnabled else { return }
    state.isOpen = true
    state.focused = ColorChooser.palette.firstIndex { $0.color == selection.wrappedValue } ?? 0
    invalidator.invalidate()
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled, key == .enter || key == .character(" ") else { return false }
    activate()
    return true
  }
}

/// Paints `width` cells in `color`: the background and a full block in it, so the swatch
/// shows as a block on a terminal without colours too.
@MainActor
func drawSwatch(_ color: Color, x: Int, y: Int, width: Int, dim: Bool, _ renderer: Renderer) {
  var style = CellStyle()
  style.background = color.terminalColor(renderer.colorMode)
  style.foreground = style.background
  style.dim = dim
  renderer.write(String(repeating: "█", count: width), x: x, y: y, style: style, limit: x + width)
}

extension Color {
  /// The colour as `#RRGGBB`, as a colour picker's value reads; the terminal's own colours
  /// by name (`primary`, `clear`).
  var hexDescription: String {
    switch kind {
    case .rgb(let red, let green, let blue):
      return "#" + [red, green, blue].map { Self.hexByte($0) }.joined()
    case .secondary: return "#8E8E93"
    case .primary: return "primary"
    case .clear: return "clear"
    case .background: return "background"
    }
  }

  private static func hexByte(_ component: Double) -> String {
    let value = Int((min(1, max(0, component)) * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return String([digits[value / 16], digits[value % 16]])
  }

  /// The colour `#RRGGBB` (or `RRGGBB`, any case, spaces around) names; nil for other text.
  init?(hex text: String) {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16)
    else { return nil }
    self.init(
      red: Double(value >> 16 & 255) / 255, green: Double(value >> 8 & 255) / 255,
      blue: Double(value & 255) / 255)
  }
}
