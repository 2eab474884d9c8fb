import Foundation
import TerminalKit

/// A value within a range, shown as a level: SwiftUI's `Gauge`. Drawn as a bar like a
/// `ProgressView`'s, in every ``GaugeStyle``: the label and the current value label on the
/// first line, then the minimum value label, the bar in the tint and the maximum value label.
/// UI tests find it among `app.progressIndicators`; its `value` is the current value label's
/// text, or the level as a percentage when it has none.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("電池")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// .gaugeStyle(.linearCapacity)
/// ```
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View, PrimitiveView
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init(
    fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  public var body: Never { primitiveBody() }

  func resolve(_ context: ResolveContext, into output: inout [Element]) {
    let environment = context.environment
    if let style = environment.gaugeStyle {
      let configuration = GaugeStyleConfiguration(
        value: fraction, label: GaugeStyleConfiguration.Label(content: AnyView(label)),
        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) })
      var styleContext = context
      // The style's body draws the gauge; gauges inside it are drawn as bars.
      styleContext.environment.gaugeStyle = nil
      styleContext.resolveChild(style.makeBody(configuration), position: 4, into: &output)
      return
    }
    output.append(
      GaugeElement(
        fraction: fraction, label: context.resolveSingle(label, position: 0),
        current: currentValueLabel.map { context.resolveSingle($0, position: 1) },
        minimum: minimumValueLabel.map { context.resolveSingle($0, position: 2) },
        maximum: maximumValueLabel.map { context.resolveSingle($0, position: 3) },
        style: environment.textStyle,
        tint: (environment.tint ?? .accentColor).terminalColor(environment.colorMode)))
  }

  /// Where `value` lies in `bounds`, from 0 to 1.
  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
    guard span > 0, value.isFinite else { return 0 }
    return min(1, max(0, (Double(value) - Double(bounds.lowerBound)) / span))
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// A gauge as drawn in a frame: a line of labels over the bar.
final class GaugeElement: Element {
  let fraction: Double
  let label: Element
  let current: Element?
  let minimum: Element?
  let maximum: Element?
  let style: CellStyle
  let tint: TerminalColor

  init(
    fraction: Double, label: Element, current: Element?, minimum: Element?, maximum: Element?,
    style: CellStyle, tint: TerminalColor
  ) {
    self.fraction = fraction
    self.label = label
    self.current = current
    self.minimum = minimum
    self.maximum = maximum
    self.style = style
    self.tint = tint
  }

  private func width(_ element: Element?) -> Int {
    element?.size(for: .unspecified).width ?? 0
  }

  /// Whether the first line (the label and the current value) shows anything.
  private var hasTitleLine: Bool { width(label) > 0 || width(current) > 0 }

  override func sizeThatFits(_ proposal: Proposal) -> Size {
    Size(width: proposal.width ?? 24, height: hasTitleLine ? 2 : 1)
  }

  /// The text UI tests read as the gauge's value.
  var valueText: String {
    if let current, !current.accessibilityText.isEmpty { return current.accessibilityText }
    return "\(Int((fraction * 100).rounded()))%"
  }

  override func render(in rect: Rect, _ renderer: Renderer) {
    var row = rect.y
    renderer.withAccessibilitySuppressed {
      if hasTitleLine {
        let currentWidth = min(width(current), rect.width)
        label.render(
          in: Rect(x: rect.x, y: row, width: max(0, rect.width - currentWidth - 1), height: 1),
          renderer)
        current?.render(
          in: Rect(x: rect.maxX - currentWidth, y: row, width: currentWidth, height: 1), renderer)
        row += 1
      }
      var x = rect.x
      var barWidth = rect.width
      let minimumWidth = width(minimum)
      let maximumWidth = width(maximum)
      if minimumWidth + maximumWidth + 4 <= rect.width {
        if let minimum, minimumWidth > 0 {
          minimum.render(in: Rect(x: x, y: row, width: minimumWidth, height: 1), renderer)
          x += minimumWidth + 1
          barWidth -= minimumWidth + 1
        }
        if let maximum, maximumWidth > 0 {
          maximum.render(
            in: Rect(x: rect.maxX - maximumWidth, y: row, width: maximumWidth, height: 1),
            renderer)
          barWidth -= maximumWidth + 1
        }
      }
      let filled = Int((Double(max(0, barWidth)) * fraction).rounded())
      var bar = style
      bar.foreground = tint
      renderer.write(String(repeating: "█", count: filled), x: x, y: row, style: bar)
      var empty = style
      empty.dim = true
      renderer.write(
        String(repeating: "░", count: max(0, barWidth - filled)), x: x + filled, y: row,
        style: empty)
    }
    renderer.addAccessibility(
      role: .progressIndicator, identifier: accessibilityIdentifier,
      label: accessibilityLabel ?? label.accessibilityText, value: valueText, frame: rect)
  }
}

/// How a gauge is drawn: SwiftUI's `GaugeStyle`. The built-in styles are drawn as the
/// terminal's bar; a style of your own draws its `makeBody(configuration:)` from the gauge's
/// value (0 to 1) and labels.
///
/// ```swift
/// struct PercentGaugeStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text("\(Int(configuration.value * 100))%")
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given: SwiftUI's `GaugeStyleConfiguration`.
@MainActor
public struct GaugeStyleConfiguration {
  /// One of the gauge's labels, as a view the style places.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label showing the current value.
  public typealias CurrentValueLabel = Label
  /// The label of a bound or a marked value.
  public typealias MarkedValueLabel = Label

  /// Where the value lies between the bounds, from 0 to 1.
  public let value: Double
  public let label: Label
  public let currentValueLabel: CurrentValueLabel?
  public let minimumValueLabel: MarkedValueLabel?
  public let maximumValueLabel: MarkedValueLabel?
}

/// A built-in gauge style: drawn as the terminal's bar.
protocol BuiltInGaugeStyle {}

/// The terminal's bar, as a built-in style's body.
public struct _BuiltInGaugeBody: View {
  let configuration: GaugeStyleConfiguration

  public var body: some View {
    Gauge<
      GaugeStyleConfiguration.Label, GaugeStyleConfiguration.Label,
      GaugeStyleConfiguration.Label, EmptyView
    >(
      fraction: configuration.value, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel,
      minimumValueLabel: configuration.minimumValueLabel,
      maximumValueLabel: configuration.maximumValueLabel)
  }
}

/// The platform's gauge.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}
/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}
/// A thin bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}
/// A thin bar filled up to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}
/// A closed ring filled up to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> _BuiltInGaugeBody {
    _BuiltInGaugeBody(configuration: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets the style of the gauges inside: a built-in style draws the terminal's bar, a style
  /// of your own its body.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    settingStyle(\.gaugeStyle, builtIn: style is any BuiltInGaugeStyle) {
      AnyView(style.makeBody(configuration: $0))
    }
  }
}

extension EnvironmentValues {
  /// The gauge style of your own that gauges inside draw, if any.
  var gaugeStyle: ErasedStyle<GaugeStyleConfiguration>? {
    get { self[ErasedStyleKey<GaugeStyleConfiguration>.self] }
    set { self[ErasedStyleKey<GaugeStyleConfiguration>.self] = newValue }
  }
}

/// A style of your own (a gauge's, a progress view's, a group box's), its type erased, as
/// the environment carries it: what it draws for a configuration.
struct ErasedStyle<Configuration> {
  let makeBody: @MainActor (Configuration) -> AnyView
}

/// Where the environment keeps the style of your own for one kind of view: one key for each
/// configuration type, none set by default (the built-in drawing).
struct ErasedStyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: ErasedStyle<Configuration>? { nil }
}

extension View {
  /// Sets the style of your own kept at `keyPath` for the views inside, as its `makeBody`
  /// erased; nil (the built-in drawing) when `builtIn`.
  func settingStyle<Configuration>(
    _ keyPath: WritableKeyPath<EnvironmentValues, ErasedStyle<Configuration>?>, builtIn: Bool,
    _ makeBody: @escaping @MainActor (Configuration) -> AnyView
  ) -> some View {
    let custom = builtIn ? nil : ErasedStyle(makeBody: makeBody)
    return EnvironmentModifierView(content: self) { $0[keyPath: keyPath] = custom }
  }
}

extension ResolveContext {
  /// Resolves `style`'s body for the configuration `make` builds, where the style (kept at
  /// `keyPath`) is off, so that the built-in view in it (`GroupBox(configuration)`) is drawn
  /// the built-in way. `make` is given the view's own label and content wrapped to take the
  /// style again: views of the same kind inside them are styled as they would be without it.
  func resolveStyle<Configuration>(
    _ style: ErasedStyle<Configuration>,
    at keyPath: WritableKeyPath<EnvironmentValues, ErasedStyle<Configuration>?>,
    into output: inout [Element],
    _ make: (_ restyled: (any View) -> AnyView) -> Configuration
  ) {
    let configuration = make { view in
      AnyView(EnvironmentModifierView(content: AnyView(view)) { $0[keyPath: keyPath] = style })
    }
    var styleContext = self
    styleContext.environment[keyPath: keyPath] = nil
    styleContext.resolveChild(style.makeBody(configuration), position: 2, into: &output)
  }
}
