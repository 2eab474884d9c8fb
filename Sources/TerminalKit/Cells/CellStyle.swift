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

extension CellStyle {
  /// How a cell of this style is shown. Text in the terminal's background colour
  /// (``TerminalColor/terminalBackground``), which no escape sequence names, becomes reverse
  /// video of the cell's background: the text shows in the terminal's background colour and
  /// the cell in the colour it had. In a reversed cell (a highlighted row, or `NO_COLOR`'s
  /// background) it is the default colour, which reverse video shows as the background
  /// colour. Over the terminal's own background it cannot be seen: `visible` is false, and the
  /// cell is shown blank. Any other style is shown as it is.
  @inlinable
  public func presented() -> (style: CellStyle, visible: Bool) {
    guard foreground == .terminalBackground else { return (self, true) }
    var style = self
    if reverse {
      style.foreground = .default
      return (style, true)
    }
    if background == .default {
      style.foreground = .default
      return (style, false)
    }
    style.foreground = background
    style.background = .default
    style.reverse = true
    return (style, true)
  }
}
