import Foundation

/// A text style: SwiftUI's `Font`. A terminal has one size, so styles become attributes:
/// titles and headlines are bold, captions and footnotes dim.
public struct Font: Hashable, Sendable {
  enum Style: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2, system
  }

  let style: Style
  var weight: Weight?
  var isItalic = false

  public static let largeTitle = Font(style: .largeTitle)
  public static let title = Font(style: .title)
  public static let title2 = Font(style: .title2)
  public static let title3 = Font(style: .title3)
  public static let headline = Font(style: .headline)
  public static let subheadline = Font(style: .subheadline)
  public static let body = Font(style: .body)
  public static let callout = Font(style: .callout)
  public static let footnote = Font(style: .footnote)
  public static let caption = Font(style: .caption)
  public static let caption2 = Font(style: .caption2)

  /// A font of a point size: 20 points and above draw bold.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(style: size >= 20 ? .title3 : .system, weight: weight)
  }

  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil)
    -> Font
  {
    var font = style.font
    font.weight = weight
    return font
  }

  /// A font of an app's own (`Font.custom("Avenir-Heavy", size: 24)`). A terminal draws its
  /// own typeface: the size is kept as `system(size:)` keeps it, and a name that says bold,
  /// heavy, black or semibold draws bold.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, fixedSize: size)
  }

  /// A custom font that scales with `textStyle`: drawn as `custom(_:size:)`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    custom(name, fixedSize: size)
  }

  /// A custom font that does not scale: drawn as `custom(_:size:)`.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    let lowered = name.lowercased()
    let bold = ["bold", "heavy", "black", "semibold"].contains { lowered.contains($0) }
    return system(size: Double(fixedSize), weight: bold ? .bold : .regular)
  }

  /// The font with its width changed. Cells have one width: accepted.
  public func width(_ width: Width) -> Font { self }

  /// The font in another design. A terminal has one typeface: accepted.
  public func design(_ design: Design) -> Font { self }

  /// The font's digits all as wide (they are in a terminal).
  public func monospacedDigit() -> Font { self }

  /// Small capitals for the lowercase letters: a terminal has one size of letter, so the
  /// text is drawn as it is.
  public func smallCaps() -> Font { self }

  /// Small capitals for the lowercase letters: drawn as they are.
  public func lowercaseSmallCaps() -> Font { self }

  /// Small capitals for the uppercase letters: drawn as they are.
  public func uppercaseSmallCaps() -> Font { self }

  /// The font in its monospaced design (a terminal's already is).
  public func monospaced() -> Font { self }

  /// A font's width: SwiftUI's `Font.Width`.
  public struct Width: Hashable, Sendable {
    let value: Double
    public init(_ value: CGFloat) { self.value = Double(value) }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  public func bold() -> Font { weight(.bold) }

  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  var isBold: Bool {
    if let weight { return weight.value >= Weight.semibold.value }
    switch style {
    case .largeTitle, .title, .title2, .title3, .headline: return true
    default: return false
    }
  }

  var isDim: Bool {
    if let weight, weight.value <= Weight.light.value { return true }
    switch style {
    case .footnote, .caption, .caption2: return true
    default: return false
    }
  }

  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  public enum TextStyle: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }
}
