import Foundation
import TerminalKit

/// A colour, as a view (it fills the space it is offered) and as a style for text and
/// backgrounds: SwiftUI's `Color`. Drawn as 24-bit colour, the 256-colour palette or the 16
/// named colours depending on what the terminal supports, and not at all under `NO_COLOR`.
public struct Color: Hashable, Sendable, ShapeStyle {
  enum Kind: Hashable, Sendable {
    case rgb(red: Double, green: Double, blue: Double)
    case primary, secondary, clear
    /// The terminal's own background, drawn over what is beneath: `BackgroundStyle`.
    case background
  }

  let kind: Kind
  /// The nearest of the 16 named terminal colours, for terminals with no more.
  let named: UInt8?
  let opacity: Double

  init(kind: Kind, named: UInt8?, opacity: Double = 1) {
    self.kind = kind
    self.named = named
    self.opacity = opacity
  }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(kind: .rgb(red: red, green: green, blue: blue), named: nil, opacity: opacity)
  }

  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour in a named colour space: the components are taken as sRGB (a terminal's
  /// colours are).
  public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey in a named colour space, taken as sRGB.
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }

  /// The colour space of a colour's components: SwiftUI's `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A platform colour: `Color(.orange)`, `Color(UIColor.systemBlue)`.
  public init(_ color: UIColor) { self = color.color }

  public init(uiColor color: UIColor) { self = color.color }

  /// An AppKit colour, as a macOS view takes one: `Color(nsColor: .tertiaryLabelColor)`.
  public init(nsColor color: NSColor) { self = color.color }

  /// The colour at a lower opacity (drawn dimmed below one half).
  public func opacity(_ opacity: Double) -> Color {
    Color(kind: kind, named: named, opacity: self.opacity * opacity)
  }

  static func system(_ red: Int, _ green: Int, _ blue: Int, named: UInt8) -> Color {
    Color(
      kind: .rgb(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255),
      named: named)
  }

  public static let red = system(255, 59, 48, named: 9)
  public static let orange = system(255, 149, 0, named: 3)
  public static let yellow = system(255, 204, 0, named: 11)
  public static let green = system(52, 199, 89, named: 10)
  public static let mint = system(0, 199, 190, named: 14)
  public static let teal = system(48, 176, 199, named: 6)
  public static let cyan = system(50, 173, 230, named: 14)
  public static let blue = system(0, 122, 255, named: 12)
  public static let indigo = system(88, 86, 214, named: 4)
  public static let purple = system(175, 82, 222, named: 13)
  public static let pink = system(255, 45, 85, named: 13)
  public static let brown = system(162, 132, 94, named: 3)
  public static let white = system(255, 255, 255, named: 15)
  public static let gray = system(142, 142, 147, named: 8)
  public static let black = system(0, 0, 0, named: 0)
  public static let clear = Color(kind: .clear, named: nil)
  public static let primary = Color(kind: .primary, named: nil)
  public static let secondary = Color(kind: .secondary, named: 8)
  public static let accentColor = blue

  /// The terminal colour for a colour mode; `.default` where the terminal's own colour fits.
  func terminalColor(_ mode: ColorMode) -> TerminalColor {
    switch (kind, mode) {
    case (_, .none), (.primary, _), (.clear, _), (.background, _): return .default
    case (.secondary, _): return mode == .trueColor ? .rgb(142, 142, 147) : .named(8)
    case (.rgb(let red, let green, let blue), .trueColor):
      return .rgb(Self.byte(red), Self.byte(green), Self.byte(blue))
    case (.rgb(let red, let green, let blue), .palette256):
      return .palette(Self.paletteIndex(Self.byte(red), Self.byte(green), Self.byte(blue)))
    case (.rgb(let red, let green, let blue), .ansi16):
      return .named(named ?? Self.nearestNamed(red, green, blue))
    }
  }

  /// The terminal colour for text in this colour: as ``terminalColor(_:)``, except that the
  /// background style is the terminal's background colour (drawn as reverse video of what the
  /// text is over).
  func textColor(_ mode: ColorMode) -> TerminalColor {
    kind == .background && mode != .none ? .terminalBackground : terminalColor(mode)
  }

  var isClear: Bool { kind == .clear || opacity == 0 }

  private static func byte(_ component: Double) -> UInt8 {
    UInt8(clamping: Int((min(1, max(0, component)) * 255).rounded()))
  }

  /// The xterm 6×6×6 cube index nearest to a colour (grays go to the gray ramp).
  static func paletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    if red == green, green == blue {
      if red < 8 { return 16 }
      if red > 248 { return 231 }
      return UInt8(232 + (Int(red) - 8) * 24 / 241)
    }
    func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
    return UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
  }

  private static func nearestNamed(_ red: Double, _ green: Double, _ blue: Double) -> UInt8 {
    let bright = max(red, green, blue) > 0.75
    let bits = (red > 0.5 ? 1 : 0) | (green > 0.5 ? 2 : 0) | (blue > 0.5 ? 4 : 0)
    return UInt8(bits + (bright && bits != 0 ? 8 : 0))
  }

}
