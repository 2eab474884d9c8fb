import TerminalKit

/// What a button does to its surroundings: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let cancel = ButtonRole(name: "cancel")
  public static let destructive = ButtonRole(name: "destructive")
}

enum ButtonStyleKind: Hashable, Sendable {
  case automatic, plain, borderless, bordered, borderedProminent
}

/// A control that runs an action when pressed (Enter or Space while focused): SwiftUI's
/// `Button`. A text-only label is drawn in brackets, `[ ログイン ]`, so it reads as a button;
/// a label with its own background is drawn as it is.
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
    let labelElement = labelContext.resolveSingle(label)
    let enabled = context.environment.isEnabled && !collector.isDisabled
    if let alert = context.environment.alertButtons {
      alert.buttons.append(
        AlertButton(
          title: collector.label ?? labelElement.accessibilityText, role: role,
          identifier: collector.identifier, isEnabled: enabled, action: action))
      return
    }
    let element = ButtonElement(
      node: context.node, label: labelElement, action: action, isEnabled: enabled,
      decorated: context.environment.buttonStyle != .plain
        && context.environment.buttonStyle != .borderless && labelElement is TextElement,
      accessibilityLabel: collector.label, identifier: collector.identifier,
      shortcut: context.environment.keyboardShortcut)
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

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

  override func applyAccessibility(identifier: String?, label: String?) {
    if let identifier { accessibilityIdentifier = identifier }
    if let label { accessibilityLabel = label }
  }

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
      renderer.put("[", width: 1, x: rect.x, y: rect.y, style: style)
      renderer.put("]", width: 1, x: rect.maxX - 1, y: rect.y, style: style)
    }
    renderer.withAccessibilitySuppressed {
      child.render(
        in: Rect(x: rect.x + inset, y: rect.y, width: rect.width - 2 * inset, height: rect.height),
        renderer)
    }
    if !isEnabled { renderer.restyle(rect) { $0.dim = true } }
    if focused { renderer.restyle(rect) { $0.reverse.toggle() } }
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

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    switch key {
    case .enter, .character(" "):
      if isEnabled { action() }
      return true
    default:
      return false
    }
  }
}

extension Renderer {
  /// Draws without adding accessibility elements (a control's label).
  func withAccessibilitySuppressed(_ body: () -> Void) {
    accessibilitySuppressed += 1
    body()
    accessibilitySuppressed -= 1
  }
}

extension View {
  /// How buttons inside are drawn: `.plain` and `.borderless` drop the brackets.
  public func buttonStyle(_ style: PrimitiveButtonStyleChoice) -> some View {
    EnvironmentModifierView(content: self) { $0.buttonStyle = style.kind }
  }
}

/// The button styles SwiftUI names: `.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`.
public struct PrimitiveButtonStyleChoice: Sendable {
  let kind: ButtonStyleKind
  public static let automatic = PrimitiveButtonStyleChoice(kind: .automatic)
  public static let plain = PrimitiveButtonStyleChoice(kind: .plain)
  public static let borderless = PrimitiveButtonStyleChoice(kind: .borderless)
  public static let bordered = PrimitiveButtonStyleChoice(kind: .bordered)
  public static let borderedProminent = PrimitiveButtonStyleChoice(kind: .borderedProminent)
}
