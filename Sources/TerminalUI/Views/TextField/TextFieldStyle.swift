/// The terminal drawing a text field style stands for.
enum TextFieldStyleKind: Hashable, Sendable {
  case plain, roundedBorder
}

/// How text fields inside are drawn, as the terminal has each of SwiftUI's text field
/// styles: `.roundedBorder` draws a box, `.plain` (and `.automatic`) an underline.
public protocol TextFieldStyle: Sendable {}

/// A text field style this package draws.
protocol BuiltInTextFieldStyle: TextFieldStyle {
  var kind: TextFieldStyleKind { get }
}

/// The default style, `.automatic`: drawn as `.plain`.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle {
  var kind: TextFieldStyleKind { .plain }
  public init() {}
}

/// `.plain`: the field over an underline.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle {
  var kind: TextFieldStyleKind { .plain }
  public init() {}
}

/// `.roundedBorder`: the field in a box.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle {
  var kind: TextFieldStyleKind { .roundedBorder }
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
  /// How text and secure fields inside are drawn: `.roundedBorder` in a box, `.plain` (and
  /// `.automatic`) over an underline.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltInTextFieldStyle)?.kind ?? .plain
    return EnvironmentModifierView(content: self) { $0.textFieldStyle = kind }
  }
}
