import TerminalKit

/// What a button does to its surroundings: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let cancel = ButtonRole(name: "cancel")
  public static let destructive = ButtonRole(name: "destructive")
}

/// A control that runs an action when pressed (Enter or Space while focused): SwiftUI's
/// `Button`. A label is drawn in brackets, `[ ログイン ]`, so it reads as a button (a text,
/// a `Label`, an `Image`, a stack of them, a padded or coloured label); a label with its own
/// background or border is drawn as it is. Focus shows on every button: a bracketed one is
/// reversed, one with its own fill gains ▶ ◀ at its ends. `buttonStyle` changes the look,
/// to a built-in style or a custom ``ButtonStyle``.
///
/// Accessibility follows SwiftUI: the button is one element with its label's text, and an
/// identifier or `disabled` written on the label applies to the button.
public struct Button<Label: View>: View, PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
    role = nil
  }

  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    if role == .destructive { labelContext.environment.foreground = .red }
    let style = context.environment.buttonStyle
    let custom = context.environment.customButtonStyle
    if style == .borderless || style == .link, context.environment.alertButtons == nil,
      labelContext.environment.foreground == nil
    {
      // A borderless button is its label in the tint colour, as on iOS.
      labelContext.environment.foreground = context.environment.tint ?? .accentColor
    }
    if style == .link { labelContext.environment.underline = true }
    labelContext.environment.customButtonStyle = nil
    labelContext.environment.customPrimitiveButtonStyle = nil
    labelContext.environment.insidePrimitiveButtonStyle = false
    if context.environment.insidePrimitiveButtonStyle {
      // `Button(configuration)` in a primitive style's body: the styled button's label.
      output.append(labelContext.resolveSingle(label))
      return
    }
    let labelElement: Element
    if let primitive = context.environment.customPrimitiveButtonStyle,
      context.environment.alertButtons == nil
    {
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)),
        action: action)
      labelElement = primitive.makeLabel(configuration, labelContext)
    } else if let custom, context.environment.alertButtons == nil {
      let configuration = ButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)),
        isPressed: false)
      labelElement = custom.makeLabel(configuration, labelContext)
    } else {
      var parts: [Element] = []
      labelContext.resolveChild(label, position: 0, into: &parts)
      labelElement = Element.buttonLabel(parts)
    }
    let enabled = context.environment.isEnabled && !collector.isDisabled
    if let alert = context.environment.alertButtons {
      alert.buttons.append(
        AlertButton(
          title: collector.label ?? labelElement.accessibilityText, role: role,
          identifier: collector.identifier, isEnabled: enabled, action: action,
          icon: (labelElement as? LabelElement)?.iconGlyph, tint: context.environment.tint))
      return
    }
    // Brackets make a label read as a button, unless it has a fill or border of its own
    // (or the style asks for none). In a list row the row shows it is one: only a plain
    // label gets them there.
    let simple =
      labelElement.isText || labelElement is LabelElement || labelElement is ImageElement
    let decorated =
      style != .plain && style != .borderless && style != .link
      && (simple || context.environment.listRow == nil && !labelElement.hasOwnFill)
    let element = ButtonElement(
      node: context.node, label: labelElement, action: action, isEnabled: enabled,
      decorated: decorated, accessibilityLabel: collector.label, identifier: collector.identifier,
      shortcut: context.environment.keyboardShortcut)
    if style == .borderedProminent, decorated {
      element.fill = (context.environment.tint ?? .accentColor).terminalColor(
        context.environment.colorMode)
    }
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// A pressable control as drawn in a frame.
final class ButtonElement: WrapperElement, KeyHandling {
  let node: Node
  let action: @MainActor () -> Void
  let isEnabled: Bool
  let decorated: Bool
  let focusRegistration: FocusRegistration? = nil
  private let identifier: String?
  private let labelOverride: String?
  private let shortcut: KeyboardShortcut?
  /// The fill of a prominent button (`.borderedProminent`): its text white and bold on it.
  var fill: TerminalColor?
  /// What takes text the terminal pastes while the button has focus (a `PasteButton`).
  var onPaste: (@MainActor (String) -> Void)?

  init(
    node: Node, label: Element, action: @escaping @MainActor () -> Void, isEnabled: Bool,
    decorated: Bool, accessibilityLabel: String?, identifier: String?,
    shortcut: KeyboardShortcut? = nil
  ) {
    self.node = node
    self.shortcut = shortcut
    self.action = action
    self.isEnabled = isEnabled
    self.decorated = decorated
    self.identifier = identifier
    labelOverride = accessibilityLabel
    super.init(child: label)
  }

  override var ownsAccessibility: Bool { true }

  override var isSpacer: Bool { false }

  private var inset: Int { decorated ? 2 : 0 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - 2 * inset }, height: proposal.height))
    return Size(width: clampedSum(size.width, 2 * inset), height: max(1, size.height))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    if decorated {
      var style = CellStyle()
      style.dim = !isEnabled
      // Beside the middle row of a label taller than one (a padded title): around it.
      let row = rect.y + max(0, rect.height - 1) / 2
      renderer.put("[", width: 1, x: rect.x, y: row, style: style)
      renderer.put("]", width: 1, x: rect.maxX - 1, y: row, style: style)
    }
    renderer.withAccessibilitySuppressed {
      child.render(
        in: Rect(x: rect.x + inset, y: rect.y, width: rect.width - 2 * inset, height: rect.height),
        renderer)
    }
    if let fill {
      renderer.restyle(rect) { $0 = self.prominent($0, fill) }
    }
    if !isEnabled {
      let mode = renderer.colorMode
      renderer.restyle(rect) { Self.disable(&$0, mode) }
    }
    if focused { Self.markFocus(in: rect, decorated: decorated, renderer) }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    if let shortcut, isEnabled {
      renderer.addShortcut(ShortcutTarget(shortcut: shortcut, action: action))
    }
    let action = self.action
    let enabled = isEnabled
    renderer.addAccessibility(
      role: .button, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? labelOverride ?? child.accessibilityText, isEnabled: isEnabled,
      hasFocus: focused, frame: rect,
      actions: AccessibilityActions(activate: enabled ? action : nil, focusNode: node))
  }

  override var accessibilityText: String { labelOverride ?? child.accessibilityText }

  /// A cell of a prominent button: bold white on the fill; reversed where there is no
  /// colour.
  private func prominent(_ style: CellStyle, _ fill: TerminalColor) -> CellStyle {
    var style = style
    style.bold = true
    if fill == .default {
      style.reverse = true
    } else {
      style.background = fill
      style.foreground = .named(15)
    }
    return style
  }

  /// A disabled button keeps its shape but loses its colour: its fill turns grey (under
  /// `NO_COLOR`, where a fill is drawn reversed, it goes), and everything dims.
  static func disable(_ style: inout CellStyle, _ mode: ColorMode) {
    style.dim = true
    if style.background != .default { style.background = .named(8) }
    if mode == .none { style.reverse = false }
    if style.foreground != .default { style.foreground = .default }
  }

  /// Shows focus without taking the button's own look away. A bracketed text button, which
  /// has no colour of its own, is drawn reversed and bold. A button with its own label (an
  /// orange block) keeps its colours and gains ▶ and ◀ in the blank cells at the ends of its
  /// label's row, and its text goes bold; where those cells hold text, it is reversed.
  static func markFocus(in rect: Rect, decorated: Bool, _ renderer: Renderer) {
    guard !rect.isEmpty else { return }
    let row = rect.y + (rect.height - 1) / 2
    let left = rect.x
    let right = rect.maxX - 1
    let blankEnds =
      !decorated && rect.width >= 5 && renderer.isBlank(x: left, y: row)
      && renderer.isBlank(x: right, y: row)
    guard blankEnds else {
      renderer.restyle(rect) {
        $0.reverse.toggle()
        $0.bold = true
      }
      return
    }
    renderer.restyle(rect) { $0.bold = true }
    renderer.mark("▶", x: left, y: row)
    renderer.mark("◀", x: right, y: row)
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    switch key {
    case .enter, .character(" "):
      if isEnabled { action() }
      return true
    case .paste(let text) where onPaste != nil:
      if isEnabled { onPaste?(text) }
      return true
    default:
      return false
    }
  }
}

extension Renderer {
  /// Whether the cell at x, y (inside the clip) shows nothing but its background.
  func isBlank(x: Int, y: Int) -> Bool {
    guard drawsCells, clip.contains(column: x, row: y) else { return false }
    let text = buffer[x, y].text
    return text == " " || text.isEmpty && !buffer[x, y].isContinuation
  }

  /// Draws `mark` over the cell at x, y in that cell's own style.
  func mark(_ mark: Character, x: Int, y: Int) {
    guard drawsCells, clip.contains(column: x, row: y) else { return }
    put(mark, width: 1, x: x, y: y, style: buffer[x, y].style)
  }

  /// Draws without adding accessibility elements (a control's label).
  func withAccessibilitySuppressed(_ body: () -> Void) {
    accessibilitySuppressed += 1
    body()
    accessibilitySuppressed -= 1
  }
}
