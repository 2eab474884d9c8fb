import TerminalKit

/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`. The label line
/// starts with ▸ while closed and ▾ while open, the content indented under it. Focused,
/// Enter or Space opens or closes it, → opens and ← closes, as in a tree view.
///
/// ```swift
/// DisclosureGroup("詳細設定", isExpanded: $showsAdvanced) {
///   Toggle("デバッグ表示", isOn: $debug)
/// }
/// ```
///
/// UI tests find its label line among `app.buttons`, as on iOS; its value is "1" while it
/// is open and "0" while closed, and a tap opens or closes it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let state = context.node.state { DisclosureState() }
    let expanded =
      isExpanded
      ?? Binding(
        get: { state.isExpanded },
        set: { [invalidator = context.graph.invalidator] in
          state.isExpanded = $0
          invalidator.invalidate()
        })
    if let style = context.environment.disclosureGroupStyle {
      context.resolveStyle(style, at: \.disclosureGroupStyle, into: &output) { restyled in
        DisclosureGroupStyleConfiguration(
          label: .init(content: restyled(label)), content: .init(content: restyled(content)),
          isExpanded: expanded)
      }
      return
    }
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    var rows: [Element] = []
    if expanded.wrappedValue { context.resolveChild(content, position: 1, into: &rows) }
    let element = DisclosureElement(
      node: context.node, label: labelElement, isExpanded: expanded,
      content: rows.isEmpty ? nil : Element.combine(rows),
      isEnabled: context.environment.isEnabled && !collector.isDisabled,
      identifier: collector.identifier, focus: context.environment.focus)
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
}

/// Whether a disclosure group without a binding of its own is open; lives in its node.
final class DisclosureState {
  var isExpanded = false
}

/// A disclosure group as drawn in a frame: the label line, then the content if open.
final class DisclosureElement: Element, KeyHandling {
  /// Columns the content is indented by, under the label after the triangle.
  static let indent = 2

  let node: Node
  let label: Element
  let isExpanded: Binding<Bool>
  let content: Element?
  let isEnabled: Bool
  let identifier: String?
  let focusRegistration: FocusRegistration?

  init(
    node: Node, label: Element, isExpanded: Binding<Bool>, content: Element?, isEnabled: Bool,
    identifier: String?, focus: FocusRegistration?
  ) {
    self.node = node
    self.label = label
    self.isExpanded = isExpanded
    self.content = content
    self.isEnabled = isEnabled
    self.identifier = identifier
    focusRegistration = focus
    super.init()
    content?.stackAxis = .vertical
  }

  override var accessibilityText: String { label.accessibilityText }

  private func labelSize(_ width: Int?) -> Size {
    let size = label.size(for: Proposal(width: width.map { $0 - Self.indent }, height: nil))
    return Size(width: clampedSum(size.width, Self.indent), height: max(1, size.height))
  }

  private func contentSize(_ width: Int?) -> Size {
    guard let content else { return .zero }
    let size = content.size(for: Proposal(width: width.map { $0 - Self.indent }, height: nil))
    return Size(width: clampedSum(size.width, Self.indent), height: size.height)
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let header = labelSize(proposal.width)
    let body = contentSize(proposal.width)
    // A row: it takes the width it is offered, as a list row does.
    return Size(
      width: proposal.width ?? max(header.width, body.width),
      height: clampedSum(header.height, body.height))
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let header = labelSize(rect.width)
    let headerRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: header.height)
    let open = isExpanded.wrappedValue
    var style = CellStyle()
    style.dim = !isEnabled
    renderer.put(open ? "▾" : "▸", width: 1, x: rect.x, y: rect.y, style: style)
    renderer.withAccessibilitySuppressed {
      label.render(
        in: Rect(
          x: rect.x + Self.indent, y: rect.y, width: max(0, header.width - Self.indent),
          height: header.height), renderer)
    }
    if !isEnabled {
      renderer.restyle(headerRect) { $0.dim = true }
    }
    let focused = renderer.isFocused(node)
    if focused {
      renderer.restyle(Rect(x: rect.x, y: rect.y, width: header.width, height: header.height)) {
        $0.reverse.toggle()
        $0.bold = true
      }
    }
    renderer.addFocusable(
      FocusTarget(node: node, rect: headerRect, isEnabled: isEnabled, handler: self))
    var flip: (@MainActor () -> Void)?
    if isEnabled { flip = { [isExpanded] in isExpanded.wrappedValue.toggle() } }
    renderer.addAccessibility(
      role: .button, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? label.accessibilityText, value: open ? "1" : "0",
      isEnabled: isEnabled, hasFocus: focused, frame: headerRect,
      actions: AccessibilityActions(activate: flip, focusNode: node))
    if let content {
      let body = contentSize(rect.width)
      content.render(
        in: Rect(
          x: rect.x + Self.indent, y: rect.y + header.height,
          width: max(0, rect.width - Self.indent), height: body.height), renderer)
    }
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else {
      return key == .enter || key == .character(" ")
    }
    switch key {
    case .enter, .character(" "):
      isExpanded.wrappedValue.toggle()
      return true
    case .right where !isExpanded.wrappedValue:
      isExpanded.wrappedValue = true
      return true
    case .left where isExpanded.wrappedValue:
      isExpanded.wrappedValue = false
      return true
    default:
      return false
    }
  }
}
