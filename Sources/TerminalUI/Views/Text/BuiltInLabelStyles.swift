/// Which parts of a label a built-in label style draws.
enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, iconOnly, titleOnly }

/// A label style this package draws itself, told to labels through the environment.
protocol BuiltInLabelStyle: LabelStyle {
  var kind: LabelStyleKind { get }
}

/// The default style, `.automatic`: the icon, a space, the title.
public struct DefaultLabelStyle: BuiltInLabelStyle, Sendable {
  var kind: LabelStyleKind { .titleAndIcon }
  public init() {}

  /// The label, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
}

/// `.titleAndIcon`: the icon, a space, the title.
public struct TitleAndIconLabelStyle: BuiltInLabelStyle, Sendable {
  var kind: LabelStyleKind { .titleAndIcon }
  public init() {}

  /// The label, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
}

/// `.iconOnly`: the icon alone (UI tests still find the label by its title).
public struct IconOnlyLabelStyle: BuiltInLabelStyle, Sendable {
  var kind: LabelStyleKind { .iconOnly }
  public init() {}

  /// The label, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
}

/// `.titleOnly`: the title alone.
public struct TitleOnlyLabelStyle: BuiltInLabelStyle, Sendable {
  var kind: LabelStyleKind { .titleOnly }
  public init() {}

  /// The label, drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    Label(configuration).labelStyle(self)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
  static let defaultValue = LabelStyleKind.titleAndIcon
}

extension EnvironmentValues {
  var labelStyle: LabelStyleKind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}
