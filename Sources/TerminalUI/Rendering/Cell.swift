/// A terminal colour: the 16 named ones, the 256-colour palette, or 24-bit.
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case named(UInt8)
  case palette(UInt8)
  case rgb(UInt8, UInt8, UInt8)

  public static let black = TerminalColor.named(0)
  public static let red = TerminalColor.named(1)
  public static let green = TerminalColor.named(2)
  public static let yellow = TerminalColor.named(3)
  public static let blue = TerminalColor.named(4)
  public static let magenta = TerminalColor.named(5)
  public static let cyan = TerminalColor.named(6)
  public static let white = TerminalColor.named(7)
}

/// How a cell is drawn.
public struct CellStyle: Hashable, Sendable {
  public var foreground = TerminalColor.default
  public var background = TerminalColor.default
  public var bold = false
  public var dim = false
  public var italic = false
  public var underline = false
  public var reverse = false

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, bold: Bool = false,
    dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  public static let plain = CellStyle()
}

/// One screen cell: a grapheme with its style, the right half of a wide grapheme, or blank.
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn here; empty for the right half of a wide one.
  public var text: String
  public var style: CellStyle
  /// Whether this cell is the right half of the wide grapheme to its left.
  public var isContinuation: Bool

  public init(_ text: String = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.text = text
    self.style = style
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()
}
