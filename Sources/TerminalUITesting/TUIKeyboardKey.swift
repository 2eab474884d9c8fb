import TerminalUI

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
    switch key {
    case .tab where flags.contains(.shift): return .backTab
    case .character(let character) where flags.contains(.control):
      return .control(Character(character.lowercased()))
    default: return key
    }
  }

  /// The bytes a terminal sends for a key.
  static func bytes(for key: Key) -> [UInt8] {
    switch key {
    case .character(let character): Array(String(character).utf8)
    case .up: Array("\u{1B}[A".utf8)
    case .down: Array("\u{1B}[B".utf8)
    case .right: Array("\u{1B}[C".utf8)
    case .left: Array("\u{1B}[D".utf8)
    case .tab: [0x09]
    case .backTab: Array("\u{1B}[Z".utf8)
    case .enter: [0x0D]
    case .escape: [0x1B]
    case .backspace: [0x7F]
    case .delete: Array("\u{1B}[3~".utf8)
    case .home: Array("\u{1B}[H".utf8)
    case .end: Array("\u{1B}[F".utf8)
    case .pageUp: Array("\u{1B}[5~".utf8)
    case .pageDown: Array("\u{1B}[6~".utf8)
    case .control(let character):
      [UInt8((character.asciiValue ?? 0x60) & 0x1F)]
    case .paste(let text): Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
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
