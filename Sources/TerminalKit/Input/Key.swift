/// A key press, pasted text, or a mouse report, read from the terminal.
public enum Key: Hashable, Sendable {
  case character(Character)
  case up, down, left, right
  case tab, backTab
  case enter, escape
  case backspace, delete
  case home, end, pageUp, pageDown
  /// Ctrl with a letter: `.control("c")` for Ctrl-C.
  case control(Character)
  /// Text pasted with bracketed paste: inserted as a whole, never taken for commands.
  case paste(String)
  /// Alt (Option) held with an arrow key: `.alt(.up)`, which moves a list row up.
  indirect case alt(Key)
  /// A mouse report: a click, a drag or the wheel (when the terminal reports the mouse).
  case mouse(MouseEvent)
}
