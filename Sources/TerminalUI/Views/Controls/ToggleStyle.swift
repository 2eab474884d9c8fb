import TerminalKit

/// A look for toggles, made from the toggle's label and state: SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///       configuration.label
///     }
///   }
/// }
/// Toggle("通知", isOn: $notify).toggleStyle(CheckmarkStyle())
/// ```
///
/// The body is drawn as the toggle, which takes focus (shown as on a button) and flips on
/// Enter or Space; controls inside the body take neither. UI tests find it among
/// `app.switches`, its value "1" or "0".
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the toggle's label and its state, which the style may set
/// (`configuration.isOn.toggle()`).
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view the style places.
  public struct Label: View, PrimitiveView {
    let content: AnyView

    public var body: Never { primitiveBody() }

    func resolve(_ context: ResolveContext, into output: inout [Element]) {
      content.resolve(context, into: &output)
    }
  }

  public let label: Label
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off: never here.
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// A custom toggle style, its type erased, as the environment carries it.
@MainActor
struct AnyToggleStyle {
  let makeElement: @MainActor (ToggleStyleConfiguration, ResolveContext, LabelCollector) -> Element

  init<S: ToggleStyle>(_ style: S) {
    makeElement = { configuration, context, collector in
      let styleContext = context.styleContext(for: style, position: 2)
      let body = styleContext.resolveSingle(style.makeBody(configuration: configuration))
      let label = context.resolveSingle(configuration.label, position: 3)
      return CustomToggleElement(
        node: context.node, isOn: configuration.$isOn, body: body,
        label: collector.label ?? label.accessibilityText,
        isEnabled: context.environment.isEnabled && !collector.isDisabled,
        identifier: collector.identifier, focus: context.environment.focus)
    }
  }
}

/// A toggle drawn by a custom style: its body, focused as a button is, flipped by Enter or
/// Space.
final class CustomToggleElement: WrapperElement, KeyHandling {
  let node: Node
  let isOn: Binding<Bool>
  let label: String
  let isEnabled: Bool
  let identifier: String?
  let focusRegistration: FocusRegistration?

  init(
    node: Node, isOn: Binding<Bool>, body: Element, label: String, isEnabled: Bool,
    identifier: String?, focus: FocusRegistration?
  ) {
    self.node = node
    self.isOn = isOn
    self.label = label
    self.isEnabled = isEnabled
    self.identifier = identifier
    focusRegistration = focus
    super.init(child: body)
  }

  override var ownsAccessibility: Bool { true }

  override var isSpacer: Bool { false }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let focused = renderer.isFocused(node)
    // The body's own controls are part of the toggle's look, not controls of their own.
    renderer.focusSuppressed += 1
    renderer.withAccessibilitySuppressed { child.render(in: rect, renderer) }
    renderer.focusSuppressed -= 1
    if !isEnabled {
      let mode = renderer.colorMode
      renderer.restyle(rect) { ButtonElement.disable(&$0, mode) }
    }
    if focused { ButtonElement.markFocus(in: rect, decorated: false, renderer) }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let binding = isOn
    var flip: (@MainActor () -> Void)?
    if isEnabled { flip = { binding.wrappedValue.toggle() } }
    renderer.addAccessibility(
      role: .toggle, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? label, value: isOn.wrappedValue ? "1" : "0",
      isEnabled: isEnabled, hasFocus: focused, frame: rect,
      actions: AccessibilityActions(activate: flip, focusNode: node))
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

private struct CustomToggleStyleKey: EnvironmentKey {
  static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
  /// The custom style toggles inside are drawn in.
  var customToggleStyle: AnyToggleStyle? {
    get { self[CustomToggleStyleKey.self] }
    set { self[CustomToggleStyleKey.self] = newValue }
  }
}
