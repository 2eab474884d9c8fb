/// A terminal colour: the 16 named ones, the 256-colour palette, or 24-bit.
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case named(UInt8)
  case palette(UInt8)
  case rgb(UInt8, UInt8, UInt8)
  /// The terminal's own background colour used for text, as SwiftUI's
  /// `.foregroundStyle(.background)` asks. No escape sequence names it: a cell keeps it, and
  /// it is turned into what shows it (reverse video of the cell's background) only when the
  /// cell is shown (``CellStyle/presented()``).
  case terminalBackground

  public static let black = TerminalColor.named(0)
  public static let red = TerminalColor.named(1)
  public static let green = TerminalColor.named(2)
  public static let yellow = TerminalColor.named(3)
  public static let blue = TerminalColor.named(4)
  public static let magenta = TerminalColor.named(5)
  public static let cyan = TerminalColor.named(6)
  public static let white = TerminalColor.named(7)
}
