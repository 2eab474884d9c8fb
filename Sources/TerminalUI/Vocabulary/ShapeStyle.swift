/// Something that can fill text or a shape: a colour, or the hierarchical styles.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
  public static var primary: Color { Color.primary }
  public static var secondary: Color { Color.secondary }
  /// The third level of content: dimmer grey than secondary.
  public static var tertiary: Color { Color(red: 0.39, green: 0.39, blue: 0.42) }
  /// The fourth level: a grey for fills and separators.
  public static var quaternary: Color { Color(red: 0.28, green: 0.28, blue: 0.3) }
  /// The fifth level: the faintest grey.
  public static var quinary: Color { Color(red: 0.2, green: 0.2, blue: 0.22) }
  public static var tint: Color { Color.accentColor }
}

/// A translucent blur behind content: SwiftUI's `Material`. A terminal cannot blur what is
/// behind, so a material is a grey background, lighter for the thicker ones.
public struct Material: ShapeStyle, Hashable, Sendable {
  let white: Double

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  public static let ultraThinMaterial = Material(white: 0.12)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  public static let thinMaterial = Material(white: 0.15)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  public static let regularMaterial = Material(white: 0.18)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  public static let thickMaterial = Material(white: 0.22)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // SwiftUI's name.
  public static let ultraThickMaterial = Material(white: 0.26)
  public static let bar = Material(white: 0.15)

  /// The grey the material is drawn as.
  var color: Color { Color(white: white) }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  public static var thinMaterial: Material { Material.thinMaterial }
  public static var regularMaterial: Material { Material.regularMaterial }
  public static var thickMaterial: Material { Material.thickMaterial }
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  public static var bar: Material { Material.bar }
}

/// The foreground style in effect where a shape or text is drawn: SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

/// The background of the window views are in: SwiftUI's `BackgroundStyle`, `.background`.
/// In a terminal it is the terminal's own background: a shape filled with it (or a
/// `.background(.background)`) is spaces that cover what is beneath, and text in it
/// (`.foregroundStyle(.background)`) shows in the terminal's background colour, as reverse
/// video of the fill beneath.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The window's background: the terminal's own.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in effect.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A system style of one colour: the fill of controls (`.fill`), separators (`.separator`),
/// links (`.link`) and placeholder text (`.placeholder`), SwiftUI's `FillShapeStyle`,
/// `SeparatorShapeStyle`, `LinkShapeStyle` and `PlaceholderTextShapeStyle` (iOS 17). Each is
/// drawn as the colour a dark terminal shows it in; `.fill.secondary` and the other levels
/// dim it further.
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable, SolidOpacityStyle {
  public init() {}
  nonisolated var solidColor: Color? { Color(white: 0.2) }
}

/// The colour of separators: SwiftUI's `SeparatorShapeStyle` (see ``FillShapeStyle``).
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable, SolidOpacityStyle {
  public init() {}
  nonisolated var solidColor: Color? { Color(white: 0.33) }
}

/// The colour of links: SwiftUI's `LinkShapeStyle` (see ``FillShapeStyle``).
public struct LinkShapeStyle: ShapeStyle, Hashable, Sendable, SolidOpacityStyle {
  public init() {}
  nonisolated var solidColor: Color? { .blue }
}

/// The colour of placeholder text: SwiftUI's `PlaceholderTextShapeStyle`.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, Sendable, SolidOpacityStyle {
  public init() {}
  nonisolated var solidColor: Color? { .secondary }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill of controls and grouped content: a dark grey.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators: a grey.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The colour of links: blue.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The colour of placeholder text: the secondary grey.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
