/// A mouse report from the terminal: a button pressed or released, the pointer dragged or
/// moved, or the wheel turned, at a cell of the screen.
///
/// The runtime asks the terminal for SGR reports (DEC modes 1000 and 1006), which
/// ``KeyDecoder`` turns into these and ``TerminalEncoder`` writes back.
public struct MouseEvent: Hashable, Sendable {
  /// The buttons a terminal reports.
  public enum Button: Hashable, Sendable {
    case left, middle, right
  }

  /// What happened.
  public enum Action: Hashable, Sendable {
    case press(Button)
    case release(Button)
    /// The pointer moved with a button held.
    case drag(Button)
    /// The pointer moved with no button held.
    case move
    /// The wheel turned one notch: up scrolls toward the top.
    case scrollUp, scrollDown, scrollLeft, scrollRight
  }

  /// Keys held while the mouse acted.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    /// Alt, or Meta, or Option.
    public static let option = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)
  }

  public var action: Action
  /// The cell's column, from zero at the left.
  public var column: Int
  /// The cell's row, from zero at the top.
  public var row: Int
  public var modifiers: Modifiers

  public init(_ action: Action, column: Int, row: Int, modifiers: Modifiers = []) {
    self.action = action
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
