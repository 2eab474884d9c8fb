/// How pickers inside are drawn, as the terminal has each of SwiftUI's picker styles.
public protocol PickerStyle: Sendable {}

/// The terminal drawing a picker style stands for.
enum PickerStyleKind: Sendable {
  case menu, segmented, inline, wheel
}

/// A picker style this package draws.
protocol BuiltInPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// A menu in a terminal: the chosen value with ▾, opening a list.
public struct DefaultPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .menu }
  public init() {}
}

public struct MenuPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .menu }
  public init() {}
}

/// Drawn as a menu: a terminal has no screen to push the options onto.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .menu }
  public init() {}
}

public struct SegmentedPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .segmented }
  public init() {}
}

/// Drawn as segments, the options in a row.
public struct PalettePickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .segmented }
  public init() {}
}

public struct InlinePickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .inline }
  public init() {}
}

/// Drawn as inline rows, `●` at the chosen one.
public struct RadioGroupPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .inline }
  public init() {}
}

public struct WheelPickerStyle: BuiltInPickerStyle {
  var kind: PickerStyleKind { .wheel }
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension View {
  /// How pickers inside are drawn: `.menu` (and `.automatic`), `.segmented`, `.inline`,
  /// `.wheel`; see ``Picker``.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltInPickerStyle)?.kind ?? .menu
    return EnvironmentModifierView(content: self) { $0.pickerStyle = kind }
  }
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}
