internal import TerminalKit

/// A key a UI test presses with `typeKey(_:modifierFlags:)`: XCUITest's `XCUIKeyboardKey`.
public struct TUIKeyboardKey: Hashable, Sendable, ExpressibleByStringLiteral {
  let key: Key

  init(_ key: Key) { self.key = key }

  /// A character key: `typeKey("a", modifierFlags: .control)`.
  public init(stringLiteral value: String) { key = .character(value.first ?? " ") }

  public static let `return` = TUIKeyboardKey(.enter)
  public static let enter = TUIKeyboardKey(.enter)
  public static let tab = TUIKeyboardKey(.tab)
  public static let escape = TUIKeyboardKey(.escape)
  public static let delete = TUIKeyboardKey(.backspace)
  public static let forwardDelete = TUIKeyboardKey(.delete)
  public static let space = TUIKeyboardKey(.character(" "))
  public static let upArrow = TUIKeyboardKey(.up)
  public static let downArrow = TUIKeyboardKey(.down)
  public static let leftArrow = TUIKeyboardKey(.left)
  public static let rightArrow = TUIKeyboardKey(.right)
  public static let home = TUIKeyboardKey(.home)
  public static let end = TUIKeyboardKey(.end)
  public static let pageUp = TUIKeyboardKey(.pageUp)
  public static let pageDown = TUIKeyboardKey(.pageDown)

  /// The key with modifiers applied: Shift-Tab, Ctrl-letter.
  func with(_ flags: TUIKeyModifierFlags) -> Key {
    if flags.contains(.option), [.up, .down, .left, .right].contains(key) { return .alt(key) }
    switch key {
    case .tab where flags.contains(.shift): return .backTab
    // ⌘ with a letter reaches a terminal app as Ctrl with it, as TerminalUI reads a
    // `keyboardShortcut` with `.command`: a macOS test's ⌘P presses the app's ⌘P command.
    case .character(let character) where !flags.isDisjoint(with: [.control, .command]):
      return .control(Character(character.lowercased()))
    default: return key
    }
  }
}

/// Modifier keys held with `typeKey`.
public struct TUIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = TUIKeyModifierFlags(rawValue: 1)
  public static let control = TUIKeyModifierFlags(rawValue: 2)
  public static let option = TUIKeyModifierFlags(rawValue: 4)
  public static let command = TUIKeyModifierFlags(rawValue: 8)
}

/// XCUITest's names, so tests port with their `import` lines changed.
public typealias XCUIElement = TUIElement
public typealias XCUIElementQuery = TUIElementQuery
public typealias XCUIApplication = TUIApplication
public typealias XCUIKeyboardKey = TUIKeyboardKey
public typealias XCUIKeyModifierFlags = TUIKeyModifierFlags
public typealias XCUIScreenshot = TUIScreenshot
