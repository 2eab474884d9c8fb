import TerminalKit

/// An on/off switch bound to a Bool, drawn `[x] Label`: SwiftUI's `Toggle`. Enter or Space
/// flips it.
public struct Toggle<Label: View>: View, PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let element = ToggleElement(
      node: context.node, isOn: isOn, label: labelContext.resolveSingle(label),
      isEnabled: context.environment.isEnabled && !collector.isDisabled,
      identifier: collector.identifier, focus: context.environment.focus)
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

final class ToggleElement: WrapperElement, KeyHandling {
  let node: Node
  let isOn: Binding<Bool>
  let isEnabled: Bool
  let identifier: String?
  let focusRegistration: FocusRegistration?

  init(
    node: Node, isOn: Binding<Bool>, label: Element, isEnabled: Bool, identifier: String?,
    focus: FocusRegistration?
  ) {
    self.node = node
    self.isOn = isOn
    self.isEnabled = isEnabled
    self.identifier = identifier
    focusRegistration = focus
    super.init(child: label)
  }

  override func applyAccessibility(identifier: String?, label: String?) {
    if let identifier { accessibilityIdentifier = identifier }
    if let label { accessibilityLabel = label }
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - 4 }, height: proposal.height))
    return Size(width: clampedSum(size.width, 4), height: max(1, size.height))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var style = CellStyle()
    style.dim = !isEnabled
    renderer.write(isOn.wrappedValue ? "[x]" : "[ ]", x: rect.x, y: rect.y, style: style)
    renderer.withAccessibilitySuppressed {
      child.render(
        in: Rect(x: rect.x + 4, y: rect.y, width: rect.width - 4, height: rect.height), renderer)
    }
    let focused = renderer.isFocused(node)
    if focused {
      renderer.restyle(Rect(x: rect.x, y: rect.y, width: 3, height: 1)) { $0.reverse.toggle() }
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let binding = isOn
    var flip: (@MainActor () -> Void)?
    if isEnabled { flip = { binding.wrappedValue = !binding.wrappedValue } }
    renderer.addAccessibility(
      role: .toggle, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? child.accessibilityText, value: isOn.wrappedValue ? "1" : "0",
      isEnabled: isEnabled, hasFocus: focused, frame: rect,
      actions: AccessibilityActions(
        activate: flip, focusNode: node))
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    switch key {
    case .enter, .character(" "):
      if isEnabled { isOn.wrappedValue.toggle() }
      return true
    default:
      return false
    }
  }
}
