internal import TerminalKit

extension TUIScreenshot {
  /// The colour a cell's glyph or background was sent in, as the terminal was told it: its
  /// own colour, one of the 16 named ANSI colours, an entry of the 256-colour palette, or 24-bit
  /// colour. Which of these an app sends depends on what its terminal shows: a headless app
  /// draws with the 256-colour palette unless its ``TUIApplication/launchEnvironment`` says
  /// otherwise.
  ///
  /// ```swift
  /// let screenshot = app.screenshot()
  /// XCTAssertEqual(screenshot[0, 0].foreground, .indexed(33))
  /// XCTAssertEqual(screenshot[0, 1].background, .default)
  /// ```
  public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own foreground or background: no colour was set.
    case `default`
    /// One of the 16 named ANSI colours, 0 to 15: black, red, green, yellow, blue, magenta,
    /// cyan, white (0–7), then their bright forms (8–15).
    case named(Int)
    /// An entry of the 256-colour palette, 0 to 255: the 16 named colours, a 6×6×6 cube of
    /// colours (16–231), then a ramp of grays (232–255).
    case indexed(Int)
    /// A 24-bit colour, each component 0 to 255.
    case rgb(red: Int, green: Int, blue: Int)

    init(_ color: TerminalColor) {
      switch color {
      case .default, .terminalBackground: self = .default
      case .named(let index): self = .named(Int(index))
      case .palette(let index): self = .indexed(Int(index))
      case .rgb(let red, let green, let blue):
        self = .rgb(red: Int(red), green: Int(green), blue: Int(blue))
      }
    }

    public var description: String {
      switch self {
      case .default: "default"
      case .named(let index): "named(\(index))"
      case .indexed(let index): "indexed(\(index))"
      case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
      }
    }
  }
}
