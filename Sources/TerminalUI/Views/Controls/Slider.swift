import Foundation
import TerminalKit

/// A value chosen along a range: SwiftUI's `Slider`.
///
/// It is drawn as a bar across the width it is offered, the label (as on a Mac) and the
/// minimum value label before it and the maximum one after: `音量 0 ━━━━━━●──────── 100`,
/// the part up to the thumb in the tint colour. Focused, the thumb is reversed and ←/→
/// move it by `step` (by a twentieth of the range without one), Home and End to the ends;
/// the value always stays in the range. `.labelsHidden()` leaves the label out.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5) {
///   Text("音量")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// ```
///
/// UI tests find it among `app.sliders`, its value the thumb's position as a percentage
/// ("50%"), as XCUITest reports it; `adjust(toNormalizedSliderPosition: 0.5)` moves it and
/// `normalizedSliderPosition` reads it.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let model: SliderModel

  public var body: Never { primitiveBody() }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    model = SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    model = SliderModel(
      value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
  }

  /// The first order SwiftUI had: the value labels as views, the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// The first order SwiftUI had, with a step.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let collector = LabelCollector()
    var labelContext = context
    labelContext.environment.labelCollector = collector
    let labelElement = labelContext.resolveSingle(label, position: 0)
    var valueContext = context
    valueContext.environment.labelCollector = nil
    let minimum = valueContext.resolveSingle(minimumValueLabel, position: 1)
    let maximum = valueContext.resolveSingle(maximumValueLabel, position: 2)
    let environment = context.environment
    output.append(
      SliderElement(
        node: context.node, label: labelElement, minimum: minimum, maximum: maximum,
        model: model, showsLabel: !environment.labelsHidden,
        isEnabled: environment.isEnabled && !collector.isDisabled,
        title: collector.label ?? labelElement.accessibilityText,
        identifier: collector.identifier, tint: environment.switchTint,
        focus: environment.focus))
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// The older order, the label after `onEditingChanged`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// The older order, the label after `onEditingChanged`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}

/// A slider's value as a Double: read, written back clamped to the range and snapped to the
/// step, whatever floating-point type the binding holds.
struct SliderModel {
  let lower: Double
  let upper: Double
  let step: Double?
  let read: @MainActor () -> Double
  let write: @MainActor (Double) -> Void
  let onEditingChanged: @MainActor (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) {
    lower = Double(bounds.lowerBound)
    upper = Double(bounds.upperBound)
    self.step = step.flatMap { $0 > 0 ? $0 : nil }
    read = { Double(value.wrappedValue) }
    write = { value.wrappedValue = V($0) }
    self.onEditingChanged = onEditingChanged
  }

  /// Where the value is between the ends, 0 to 1 (0 for an empty range).
  @MainActor var fraction: Double {
    guard upper > lower else { return 0 }
    return min(1, max(0, (read() - lower) / (upper - lower)))
  }

  /// How far one press of ←/→ moves.
  var increment: Double { step ?? (upper - lower) / 20 }

  /// `value` kept within the range and on a step from its lower end.
  func settled(_ value: Double) -> Double {
    var result = min(upper, max(lower, value))
    if let step {
      result = lower + ((result - lower) / step).rounded() * step
      // A range not a whole number of steps long: the last step stops at the upper end.
      if result > upper { result -= step }
    }
    return min(upper, max(lower, result))
  }

  /// Sets the value, telling `onEditingChanged` that editing began and ended.
  @MainActor func set(_ value: Double) {
    let next = settled(value)
    onEditingChanged(true)
    if next != read() { write(next) }
    onEditingChanged(false)
  }
}

/// A slider as drawn in a frame: label, minimum label, the bar, maximum label.
final class SliderElement: WrapperElement, KeyHandling {
  /// The bar's width when nothing proposes one.
  static let idealTrack = 20

  let node: Node
  let minimum: Element
  let maximum: Element
  let model: SliderModel
  let showsLabel: Bool
  let isEnabled: Bool
  let title: String
  let identifier: String?
  let tint: TerminalColor
  let focusRegistration: FocusRegistration?

  init(
    node: Node, label: Element, minimum: Element, maximum: Element, model: SliderModel,
    showsLabel: Bool, isEnabled: Bool, title: String, identifier: String?, tint: TerminalColor,
    focus: FocusRegistration?
  ) {
    self.node = node
    self.minimum = minimum
    self.maximum = maximum
    self.model = model
    self.showsLabel = showsLabel
    self.isEnabled = isEnabled
    self.title = title
    self.identifier = identifier
    self.tint = tint
    focusRegistration = focus
    super.init(child: label)
  }

  override var ownsAccessibility: Bool { true }
  override var isSpacer: Bool { false }
  override var accessibilityText: String { title }

  /// The widths of what goes around the bar: each part and the column after it.
  private var sides: (label: Int, minimum: Int, maximum: Int) {
    func width(_ element: Element) -> Int {
      let width = element.size(for: Proposal(width: nil, height: 1)).width
      return width == 0 ? 0 : width + 1
    }
    return (showsLabel ? width(child) : 0, width(minimum), width(maximum))
  }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    let sides = self.sides
    let fixed = sides.label + sides.minimum + sides.maximum
    return Size(width: proposal.width ?? fixed + Self.idealTrack, height: 1)
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    let sides = self.sides
    let focused = renderer.isFocused(node)
    var x = rect.x
    renderer.withAccessibilitySuppressed {
      if sides.label > 0 {
        child.render(in: Rect(x: x, y: rect.y, width: sides.label - 1, height: 1), renderer)
        if focused {
          renderer.markFocusedLabel(Rect(x: x, y: rect.y, width: sides.label - 1, height: 1))
        }
        x += sides.label
      }
      if sides.minimum > 0 {
        minimum.render(in: Rect(x: x, y: rect.y, width: sides.minimum - 1, height: 1), renderer)
        x += sides.minimum
      }
      if sides.maximum > 0 {
        maximum.render(
          in: Rect(
            x: rect.maxX - sides.maximum + 1, y: rect.y, width: sides.maximum - 1, height: 1),
          renderer)
      }
    }
    let track = Rect(x: x, y: rect.y, width: max(0, rect.maxX - sides.maximum - x), height: 1)
    let fraction = model.fraction
    if track.width > 0 {
      let thumb = track.x + Int((fraction * Double(track.width - 1)).rounded())
      var filled = CellStyle()
      filled.dim = !isEnabled
      if isEnabled { filled.foreground = tint }
      var empty = CellStyle()
      empty.dim = true
      for column in track.x..<track.maxX where column != thumb {
        renderer.put(
          column < thumb ? "━" : "─", width: 1, x: column, y: rect.y,
          style: column < thumb ? filled : empty)
      }
      var thumbStyle = CellStyle()
      thumbStyle.dim = !isEnabled
      thumbStyle.bold = true
      thumbStyle.reverse = focused
      renderer.put("●", width: 1, x: thumb, y: rect.y, style: thumbStyle)
    }
    renderer.addFocusable(FocusTarget(node: node, rect: rect, isEnabled: isEnabled, handler: self))
    let model = self.model
    var adjust: (@MainActor (String) -> Void)?
    if isEnabled {
      adjust = { text in
        guard let position = Double(text), position.isFinite else { return }
        model.set(model.lower + min(1, max(0, position)) * (model.upper - model.lower))
      }
    }
    renderer.addAccessibility(
      role: .slider, identifier: accessibilityIdentifier ?? identifier,
      label: accessibilityLabel ?? title, value: "\(Int((fraction * 100).rounded()))%",
      isEnabled: isEnabled, hasFocus: focused, frame: rect,
      actions: AccessibilityActions(focusNode: node, adjust: adjust))
  }

  func handle(_ key: Key, in context: any ControlContext) -> Bool {
    guard isEnabled else { return false }
    let value = min(model.upper, max(model.lower, model.read()))
    switch key {
    case .left, .character("-"): model.set(value - model.increment)
    case .right, .character("+"): model.set(value + model.increment)
    case .home: model.set(model.lower)
    case .end: model.set(model.upper)
    default: return false
    }
    return true
  }
}
