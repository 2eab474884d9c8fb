/// The terminal drawing a built-in toggle style stands for.
enum ToggleStyleKind: Sendable { case automatic, `switch`, checkbox, button }

/// A toggle style this package draws itself, told to toggles through the environment.
protocol BuiltInToggleStyle: ToggleStyle {
  var kind: ToggleStyleKind { get }
  /// The colour a switch that is on is drawn in, when the style names one.
  var tint: Color? { get }
}

extension BuiltInToggleStyle {
  var tint: Color? { nil }
}

/// The default style, `.automatic`: a switch in forms and list rows, a check box elsewhere.
public struct DefaultToggleStyle: BuiltInToggleStyle, Sendable {
  var kind: ToggleStyleKind { .automatic }
  public init() {}

  /// The toggle, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
}

/// `.switch`: a row with the switch at the right, on in the tint colour (green unless told).
/// `SwitchToggleStyle(tint: .orange)` names the colour, as older SwiftUI code writes it.
public struct SwitchToggleStyle: BuiltInToggleStyle, Sendable {
  var kind: ToggleStyleKind { .switch }
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }

  /// The toggle, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
}

/// `.checkbox`: a check box before the label.
public struct CheckboxToggleStyle: BuiltInToggleStyle, Sendable {
  var kind: ToggleStyleKind { .checkbox }
  public init() {}

  /// The toggle, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
}

/// `.button`: a bracketed button, filled while on.
public struct ButtonToggleStyle: BuiltInToggleStyle, Sendable {
  var kind: ToggleStyleKind { .button }
  public init() {}

  /// The toggle, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
  static let defaultValue = ToggleStyleKind.automatic
}

extension EnvironmentValues {
  var toggleStyle: ToggleStyleKind {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}
