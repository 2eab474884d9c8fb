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
