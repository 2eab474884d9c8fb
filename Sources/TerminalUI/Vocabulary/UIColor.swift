/// UIKit's colour type, so `Color(.orange)`, `Color(.darkGray)`,
/// `Color(.secondarySystemBackground)` and `Color(uiColor: .systemBlue)` compile.
///
/// The system colours take their dark-appearance values, as terminals are taken to be dark;
/// `systemBackground` and `systemGroupedBackground` are the terminal's own background.
public struct UIColor: Hashable, Sendable {
  let color: Color

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  /// The UIKit colour of a SwiftUI colour.
  public init(_ color: Color) { self.color = color }

  /// A colour from an asset catalog, found as `Color("Name")` finds it. Never nil here: a
  /// name no catalog has is drawn as `Color(_:)` draws it (magenta, said once on standard
  /// error), where UIKit would give nil and `UIColor(named: "Name")!` would stop the app.
  public init?(named name: String, in bundle: Bundle? = nil) {
    color = Color(name, bundle: bundle)
  }

  private static func gray(_ level: Int, named: UInt8) -> UIColor {
    UIColor(Color.system(level, level, level, named: named))
  }

  // The fixed colours.
  public static let black = UIColor(.black)
  public static let darkGray = gray(85, named: 8)
  public static let lightGray = gray(170, named: 7)
  public static let white = UIColor(.white)
  public static let gray = UIColor(.gray)
  public static let red = UIColor(.red)
  public static let green = UIColor(.green)
  public static let blue = UIColor(.blue)
  public static let cyan = UIColor(Color.system(0, 255, 255, named: 14))
  public static let yellow = UIColor(.yellow)
  public static let magenta = UIColor(Color.system(255, 0, 255, named: 13))
  public static let orange = UIColor(.orange)
  public static let purple = UIColor(.purple)
  public static let brown = UIColor(.brown)
  public static let clear = UIColor(.clear)

  // The adaptable system colours.
  public static let systemRed = UIColor(.red)
  public static let systemOrange = UIColor(.orange)
  public static let systemYellow = UIColor(.yellow)
  public static let systemGreen = UIColor(.green)
  public static let systemMint = UIColor(.mint)
  public static let systemTeal = UIColor(.teal)
  public static let systemCyan = UIColor(.cyan)
  public static let systemBlue = UIColor(.blue)
  public static let systemIndigo = UIColor(.indigo)
  public static let systemPurple = UIColor(.purple)
  public static let systemPink = UIColor(.pink)
  public static let systemBrown = UIColor(.brown)
  public static let systemGray = UIColor(.gray)
  public static let systemGray2 = gray(99, named: 8)
  public static let systemGray3 = gray(72, named: 8)
  public static let systemGray4 = gray(58, named: 8)
  public static let systemGray5 = gray(44, named: 0)
  public static let systemGray6 = gray(28, named: 0)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(.accentColor)  // UIKit's name

  // Text.
  public static let label = UIColor(.primary)
  public static let secondaryLabel = UIColor(.secondary)
  public static let tertiaryLabel = gray(99, named: 8)
  public static let quaternaryLabel = gray(72, named: 8)
  public static let placeholderText = UIColor(.secondary)
  public static let link = UIColor(.blue)
  public static let separator = gray(84, named: 8)
  public static let opaqueSeparator = gray(56, named: 8)

  // Backgrounds: the terminal's own, then two raised levels.
  public static let systemBackground = UIColor(.clear)
  public static let secondarySystemBackground = gray(28, named: 0)
  public static let tertiarySystemBackground = gray(44, named: 0)
  public static let systemGroupedBackground = UIColor(.clear)
  public static let secondarySystemGroupedBackground = gray(28, named: 0)
  public static let tertiarySystemGroupedBackground = gray(44, named: 0)
}

/// What a `#colorLiteral(red:green:blue:alpha:)` is when nothing else is asked for, as on
/// iOS: a `UIColor`, which `Color(_:)` takes.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension Color: _ExpressibleByColorLiteral {
  /// A colour written as `#colorLiteral(red:green:blue:alpha:)`.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}
