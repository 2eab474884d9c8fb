// swift-format-ignore-file: DontRepeatTypeInStaticProperties
// AppKit's own names end in "Color".

/// AppKit's colour type, so a macOS view's `Color(nsColor: .tertiaryLabelColor)` compiles.
///
/// The semantic colours take their dark-appearance values, as terminals are taken to be dark,
/// and match UIKit's counterparts here (`labelColor` is `UIColor.label`). Only
/// `Color(nsColor:)` takes one: `Color(_:)` of a platform colour stays UIKit's, so
/// `Color(.orange)` keeps meaning one colour.
public struct NSColor: Hashable, Sendable {
  let color: Color

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = UIColor(red: red, green: green, blue: blue, alpha: alpha).color
  }

  public init(white: CGFloat, alpha: CGFloat) {
    color = UIColor(white: white, alpha: alpha).color
  }

  /// The AppKit colour of a SwiftUI colour.
  public init(_ color: Color) { self.color = color }

  /// A colour from an asset catalog, found as `Color("Name")` finds it (never nil here; see
  /// `UIColor(named:)`).
  public init?(named name: String, bundle: Bundle? = nil) {
    color = Color(name, bundle: bundle)
  }

  private init(_ color: UIColor) { self.color = color.color }

  // The fixed colours.
  public static let black = NSColor(UIColor.black)
  public static let darkGray = NSColor(UIColor.darkGray)
  public static let lightGray = NSColor(UIColor.lightGray)
  public static let white = NSColor(UIColor.white)
  public static let gray = NSColor(UIColor.gray)
  public static let red = NSColor(UIColor.red)
  public static let green = NSColor(UIColor.green)
  public static let blue = NSColor(UIColor.blue)
  public static let cyan = NSColor(UIColor.cyan)
  public static let yellow = NSColor(UIColor.yellow)
  public static let magenta = NSColor(UIColor.magenta)
  public static let orange = NSColor(UIColor.orange)
  public static let purple = NSColor(UIColor.purple)
  public static let brown = NSColor(UIColor.brown)
  public static let clear = NSColor(UIColor.clear)

  // The adaptable system colours.
  public static let systemRed = NSColor(UIColor.systemRed)
  public static let systemOrange = NSColor(UIColor.systemOrange)
  public static let systemYellow = NSColor(UIColor.systemYellow)
  public static let systemGreen = NSColor(UIColor.systemGreen)
  public static let systemMint = NSColor(UIColor.systemMint)
  public static let systemTeal = NSColor(UIColor.systemTeal)
  public static let systemCyan = NSColor(UIColor.systemCyan)
  public static let systemBlue = NSColor(UIColor.systemBlue)
  public static let systemIndigo = NSColor(UIColor.systemIndigo)
  public static let systemPurple = NSColor(UIColor.systemPurple)
  public static let systemPink = NSColor(UIColor.systemPink)
  public static let systemBrown = NSColor(UIColor.systemBrown)
  public static let systemGray = NSColor(UIColor.systemGray)
  public static let controlAccentColor = NSColor(UIColor.tintColor)

  // Labels and text.
  public static let labelColor = NSColor(UIColor.label)
  public static let secondaryLabelColor = NSColor(UIColor.secondaryLabel)
  public static let tertiaryLabelColor = NSColor(UIColor.tertiaryLabel)
  public static let quaternaryLabelColor = NSColor(UIColor.quaternaryLabel)
  public static let textColor = NSColor(UIColor.label)
  public static let placeholderTextColor = NSColor(UIColor.placeholderText)
  public static let headerTextColor = NSColor(UIColor.label)
  public static let controlTextColor = NSColor(UIColor.label)
  public static let disabledControlTextColor = NSColor(UIColor.tertiaryLabel)
  public static let linkColor = NSColor(UIColor.link)
  public static let separatorColor = NSColor(UIColor.separator)
  public static let gridColor = NSColor(UIColor.opaqueSeparator)

  // Backgrounds: the terminal's own, then a raised level.
  public static let windowBackgroundColor = NSColor(UIColor.systemBackground)
  public static let underPageBackgroundColor = NSColor(UIColor.systemBackground)
  public static let textBackgroundColor = NSColor(UIColor.systemBackground)
  public static let controlBackgroundColor = NSColor(UIColor.secondarySystemBackground)
  public static let controlColor = NSColor(UIColor.secondarySystemBackground)
  public static let selectedContentBackgroundColor = NSColor(UIColor.systemBlue)
  public static let unemphasizedSelectedContentBackgroundColor = NSColor(UIColor.systemGray3)
}
