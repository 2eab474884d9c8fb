/// The terminal drawing a built-in button style stands for.
enum ButtonStyleKind: Hashable, Sendable {
  case automatic, plain, borderless, bordered, borderedProminent
  /// `.link`: drawn as `.borderless`, underlined.
  case link
}

/// A button style this package draws itself, told to buttons through the environment.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
  var kind: ButtonStyleKind { get }
}

/// The default style: `.automatic`, a label in brackets, `[ 送信 ]`.
public struct DefaultButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .automatic }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// `.plain`: the label alone, without brackets.
public struct PlainButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .plain }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// `.borderless`: the label in the tint colour, as on iOS.
public struct BorderlessButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .borderless }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// `.bordered`: the label in brackets.
public struct BorderedButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .bordered }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

/// `.borderedProminent`: the label in brackets on the tint colour.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle, Sendable {
  var kind: ButtonStyleKind { .borderedProminent }
  public init() {}

  /// The button, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(self)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
