import TerminalKit

/// An on/off switch bound to a Bool: SwiftUI's `Toggle`. Enter or Space flips it.
///
/// On its own it is drawn as a check box, `[x] Label`. In a ``Form`` or a list row (or with
/// `.toggleStyle(.switch)`) it is a row, as a settings screen has it: the label at the left
/// and a switch at the right edge, `━━●` in the tint colour (green by default) when on and
/// a dim `○━━` when off; focused, the switch and the label are reversed. UI tests find it
/// among `app.switches`, its value "1" or "0".
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
    let environment = context.environment
    if let custom = environment.customToggleStyle {
      labelContext.environment.customToggleStyle = nil
      let element = custom.makeElement(
        ToggleStyleConfiguration(
          label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn),
        labelContext, collector)
      environment.listRow?.offer(element)
      output.append(element)
      return
    }
    let element = ToggleElement(
      node: context.node, isOn: isOn, label: labelContext.resolveSingle(label),
      isEnabled: environment.isEnabled && !collector.isDisabled,
      identifier: collector.identifier, focus: environment.focus)
    switch environment.toggleStyle {
    case .switch: element.switchTint = environment.switchTint
    case .checkbox: break
    case .button:
      element.buttonTint = (environment.tint ?? .accentColor).terminalColor(environment.colorMode)
    case .automatic:
      if environment.isInForm || environment.listRow != nil {
        element.switchTint = environment.switchTint
      }
    }
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  @_disfavoredOverload
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

  override var ownsAccessibility: Bool { true }

  /// The colour of a switch that is on; nil draws a check box instead of a switch.
  var switchTint: TerminalColor?
  /// Set for `.toggleStyle(.button)`: the fill of the bracketed button while it is on.
  var buttonTint: TerminalColor?

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - 4 }, height: proposal.height))
    let ideal = Size(width: clampedSum(size.width, 4), height: max(1, size.height))
    // A switch row takes the width it is offered, its switch at the right edge.
    guard switchTint != nil, let width = proposal.width else { return ideal }
    return Size(width: width, height: ideal.height)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var style = CellStyle()
    style.dim = !isEnabled
    let mark: Rect
    var labelRect: Rect?
    if let switchTint {
      mark = Rect(x: rect.maxX - 3, y: rect.y + (rect.height - 1) / 2, width: 3, height: 1)
      if isOn.wrappedValue {
        if isEnabled { style.foreground = switchTint }
        style.bold = true
      } else {
        style.dim = true
      }
      renderer.write(isOn.wrappedValue ? "━━●" : "○━━", x: mark.x, y: mark.y, style: style)
      let labelSize = child.size(for: Proposal(width: rect.width - 4, height: rect.height))
      labelRect = Rect(
        x: rect.x, y: rect.y, width: min(labelSize.width, rect.width - 4), height: rect.height)
      renderer.withAccessibilitySuppressed {
        child.render(
          in: Rect(x: rect.x, y: rect.y, width: rect.width - 4, height: rect.height), renderer)
      }
    } else if let buttonTint {
      // A button that stays pressed: `[ 太字 ]`, filled (bold and underlined without colour)
      // while on; focus reverses it as it does a button.
      mark = rect
      renderer.write("[", x: rect.x, y: rect.y, style: style)
      renderer.write("]", x: rect.maxX - 1, y: rect.y, style: style)
      renderer.withAccessibilitySuppressed {
        child.render(
          in: Rect(x: rect.x + 2, y: rect.y, width: rect.width - 4, height: rect.height), renderer)
      }
      if isOn.wrappedValue {
        let mode = renderer.colorMode
        renderer.restyle(rect) { cell in
          cell.bold = true
          if mode == .none || buttonTint == .default {
            cell.underline = true
          } else {
            cell.background = buttonTint
            cell.foreground = .named(15)
          }
        }
      }
    } else {
      mark = Rect(x: rect.x, y: rect.y, width: 3, height: 1)
      renderer.write(isOn.wrappedValue ? "[x]" : "[ ]", x: rect.x, y: rect.y, style: style)
      renderer.withAccessibilitySuppressed {
        child.render(
          in: Rect(x: rect.x + 4, y: rect.y, width: rect.width - 4, height: rect.height), renderer)
      }
    }
    let focused = renderer.isFocused(node)
    if focused {
      renderer.restyle(mark) {
        $0.reverse.toggle()
        if self.buttonTint != nil { $0.bold = true }
      }
      // A switch row far from its label: the label shows focus too, reversed and bold.
      if let labelRect { renderer.markFocusedLabel(labelRect) }
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let binding = isOn
    var flip: (@MainActor () -> Void)?
    if isEnabled { flip = { binding.wrappedValue = !binding.wrappedValue } }
    renderer.addAccessibility(
      role: .toggle, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? child.accessibilityText, value: isOn.wrappedValue ? "1" : "0",
      isEnabled: isEnabled, hasFocus: focused, frame: rect,
      isSelected: buttonTint != nil && isOn.wrappedValue,
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

extension EnvironmentValues {
  /// What a switch that is on is drawn in: the tint, else green.
  var switchTint: TerminalColor { (tint ?? .green).terminalColor(colorMode) }
}

extension Renderer {
  /// Shows focus on a control's label drawn apart from the control (a switch row, a
  /// stepper): its cells reversed and bold, the colours set aside so the band is even.
  func markFocusedLabel(_ rect: Rect) {
    restyle(rect) { style in
      style.foreground = .default
      style.background = .default
      style.reverse = true
      style.bold = true
    }
  }
}
