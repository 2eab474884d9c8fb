import TerminalKit

/// A control that steps a value up or down: SwiftUI's `Stepper`.
///
/// It is a row, as on iOS: the label at the left and two small buttons, `[−|+]`, at the
/// right edge of the width it is offered. Focused, the buttons and the label are drawn
/// reversed, and ←/→ (or `-` and `+`) step the value; a button whose step would leave the
/// range is dimmed and does nothing.
///
/// ```swift
/// Stepper("数量: \(quantity)", value: $quantity, in: 0...10)
/// ```
///
/// UI tests find it among `app.steppers`, its value the bound value; its buttons are
/// `app.steppers["数量"].buttons["Increment"]` and `buttons["Decrement"]`, as in XCUITest.
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label
  let increment: StepperStep?
  let decrement: StepperStep?
  let onEditingChanged: @MainActor (Bool) -> Void
  let value: (@MainActor () -> String)?

  public var body: Never { primitiveBody() }

  /// A stepper that runs your closures; a nil closure leaves its button disabled.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement.map { StepperStep(isPossible: { true }, perform: $0) }
    decrement = onDecrement.map { StepperStep(isPossible: { true }, perform: $0) }
    self.onEditingChanged = onEditingChanged
    value = nil
  }

  /// The older order, the label last: `Stepper(onIncrement: …, onDecrement: …) { Text(…) }`.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper that moves a bound value by `step`, kept within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// The older order, `onEditingChanged` before the label.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// A stepper that moves a bound value by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// The older order, `onEditingChanged` before the label.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  private init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, label: () -> Label
  ) {
    self.label = label()
    self.onEditingChanged = onEditingChanged
    self.value = { "\(value.wrappedValue)" }
    increment = StepperStep(
      isPossible: { bounds.map { value.wrappedValue < $0.upperBound } ?? true },
      perform: {
        let next = value.wrappedValue.advanced(by: step)
        value.wrappedValue =
          bounds.map { Swift.min(Swift.max(next, $0.lowerBound), $0.upperBound) } ?? next
      })
    decrement = StepperStep(
      isPossible: { bounds.map { value.wrappedValue > $0.lowerBound } ?? true },
      perform: {
        let next = value.wrappedValue.advanced(by: -step)
        value.wrappedValue =
          bounds.map { Swift.min(Swift.max(next, $0.lowerBound), $0.upperBound) } ?? next
      })
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let enabled = context.environment.isEnabled && !collector.isDisabled
    let element = StepperElement(
      node: context.node, label: labelContext.resolveSingle(label),
      increment: enabled ? increment : nil, decrement: enabled ? decrement : nil,
      isEnabled: enabled, onEditingChanged: onEditingChanged, value: value?(),
      identifier: collector.identifier, focus: context.environment.focus,
      words: context.environment.systemWords)
    context.environment.listRow?.offer(element)
    output.append(element)
  }
}

extension Stepper where Label == Text {
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

/// One direction of a stepper: what a step does, and whether one can be taken now.
struct StepperStep {
  let isPossible: @MainActor () -> Bool
  let perform: @MainActor () -> Void
}

/// A stepper as drawn in a frame: its label, then `[−|+]` at the right edge.
final class StepperElement: WrapperElement, KeyHandling {
  /// The columns of `[−|+]`.
  static let controlWidth = 5

  let node: Node
  let increment: StepperStep?
  let decrement: StepperStep?
  let isEnabled: Bool
  let onEditingChanged: @MainActor (Bool) -> Void
  let value: String?
  let identifier: String?
  let focusRegistration: FocusRegistration?
  /// The − and + buttons' labels, in the environment's language.
  private let words: SystemWords

  init(
    node: Node, label: Element, increment: StepperStep?,
    decrement: StepperStep?, isEnabled: Bool,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, value: String?, identifier: String?,
    focus: FocusRegistration?, words: SystemWords
  ) {
    self.node = node
    self.words = words
    self.increment = increment
    self.decrement = decrement
    self.isEnabled = isEnabled
    self.onEditingChanged = onEditingChanged
    self.value = value
    self.identifier = identifier
    focusRegistration = focus
    super.init(child: label)
  }

  override var ownsAccessibility: Bool { true }

  override var isSpacer: Bool { false }

  private var inset: Int { Self.controlWidth + 1 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let size = child.size(
      for: Proposal(width: proposal.width.map { $0 - inset }, height: proposal.height))
    let height = max(1, size.height)
    // A row: it takes the width it is offered, its buttons at the right edge.
    return Size(width: proposal.width ?? clampedSum(size.width, inset), height: height)
  }

  private var canIncrement: Bool { increment?.isPossible() ?? false }
  private var canDecrement: Bool { decrement?.isPossible() ?? false }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let labelWidth = max(0, rect.width - inset)
    let labelSize = child.size(for: Proposal(width: labelWidth, height: rect.height))
    renderer.withAccessibilitySuppressed {
      child.render(
        in: Rect(x: rect.x, y: rect.y, width: labelWidth, height: rect.height), renderer)
    }
    let control = Rect(
      x: rect.maxX - Self.controlWidth, y: rect.y + (rect.height - 1) / 2,
      width: Self.controlWidth, height: 1)
    let focused = renderer.isFocused(node)
    var frameStyle = CellStyle()
    frameStyle.dim = !isEnabled
    var minusStyle = frameStyle
    minusStyle.dim = !canDecrement
    var plusStyle = frameStyle
    plusStyle.dim = !canIncrement
    renderer.put("[", width: 1, x: control.x, y: control.y, style: frameStyle)
    renderer.put("−", width: 1, x: control.x + 1, y: control.y, style: minusStyle)
    renderer.put("|", width: 1, x: control.x + 2, y: control.y, style: frameStyle)
    renderer.put("+", width: 1, x: control.x + 3, y: control.y, style: plusStyle)
    renderer.put("]", width: 1, x: control.x + 4, y: control.y, style: frameStyle)
    if focused {
      renderer.restyle(control) {
        $0.reverse.toggle()
        $0.bold = true
      }
      renderer.markFocusedLabel(
        Rect(
          x: rect.x, y: rect.y, width: min(labelSize.width, labelWidth), height: rect.height))
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let stepperID = renderer.addAccessibility(
      role: .stepper, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? child.accessibilityText, value: value, isEnabled: isEnabled,
      hasFocus: focused, frame: rect, actions: AccessibilityActions(activate: nil, focusNode: node))
    renderer.withAccessibilityParent(stepperID) {
      addButton(
        "Decrement", label: words.decrement, x: control.x + 1, y: control.y, down: true, renderer)
      addButton(
        "Increment", label: words.increment, x: control.x + 3, y: control.y, down: false, renderer)
    }
  }

  private func addButton(
    _ identifier: String, label: String, x: Int, y: Int, down: Bool, _ renderer: Renderer
  ) {
    let enabled = down ? canDecrement : canIncrement
    var activate: (@MainActor () -> Void)?
    if enabled { activate = { [self] in step(down: down) } }
    renderer.addAccessibility(
      role: .button, identifier: identifier, label: label, isEnabled: enabled,
      frame: Rect(x: x, y: y, width: 1, height: 1),
      actions: AccessibilityActions(activate: activate, focusNode: node))
  }

  /// Steps once, telling `onEditingChanged` that editing began and ended.
  private func step(down: Bool) {
    guard let step = down ? decrement : increment, step.isPossible() else { return }
    onEditingChanged(true)
    step.perform()
    onEditingChanged(false)
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    switch key {
    case .left, .character("-"), .character("−"):
      step(down: true)
      return true
    case .right, .character("+"), .character("="):
      step(down: false)
      return true
    default:
      return false
    }
  }
}
