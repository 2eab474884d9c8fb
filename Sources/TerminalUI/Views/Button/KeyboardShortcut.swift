import TerminalKit

/// A key that presses a button wherever focus is: SwiftUI's `KeyboardShortcut`.
///
/// `.cancelAction` is Esc: the button takes it before navigation does, so a screen can offer
/// "キャンセル" for the work it is waiting on. `.defaultAction` is Enter, when the focused
/// control does not take Enter itself. A terminal sends no Command key: a shortcut with
/// `.command` (SwiftUI's default) or `.control` and a letter is Ctrl with that letter. A
/// button behind an alert, or disabled, takes no shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Enter: the button that completes the screen.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Esc: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// Whether `pressed` is this shortcut.
  func matches(_ pressed: Key) -> Bool {
    switch key.character {
    case KeyEquivalent.escape.character: return pressed == .escape
    case KeyEquivalent.return.character: return pressed == .enter
    default:
      if modifiers.isDisjoint(with: [.command, .control]) {
        return pressed == .character(key.character)
      }
      return pressed == .control(Character(key.character.lowercased()))
    }
  }
}

/// The key of a keyboard shortcut: SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let escape = KeyEquivalent("\u{1B}")
  public static let `return` = KeyEquivalent("\r")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
}

/// The modifier keys of a shortcut: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = EventModifiers(rawValue: 1 << 0)
  public static let control = EventModifiers(rawValue: 1 << 1)
  public static let option = EventModifiers(rawValue: 1 << 2)
  public static let command = EventModifiers(rawValue: 1 << 3)
}

extension View {
  /// Presses the button (or each button inside) with `shortcut`, wherever focus is.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    EnvironmentModifierView(content: self) { $0.keyboardShortcut = shortcut }
  }

  /// Presses the button with `key` and `modifiers`.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}

/// A button's shortcut as a frame found it.
struct ShortcutTarget {
  let shortcut: KeyboardShortcut
  let action: @MainActor () -> Void
}
