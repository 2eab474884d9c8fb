import TerminalKit

/// The edits a text field and a text editor share: typing a character, pasting, deleting
/// one, and moving the cursor one to the left or right.
struct TextEdit {
  var characters: [Character]
  /// The cursor, in characters from the start.
  var cursor: Int

  /// What `apply(_:multiline:)` did with a key.
  enum Outcome {
    /// The text or the cursor changed.
    case edited
    /// The key is one of these edits, but the cursor is at the end it goes past.
    case atBound
    /// Not one of these edits: the control handles it itself.
    case other
  }

  /// Applies `key`. A paste into a single line (`multiline` false) has its line breaks turned
  /// into spaces; into several lines they stay, as do tabs. Other control characters are
  /// dropped.
  mutating func apply(_ key: Key, multiline: Bool) -> Outcome {
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .paste(let pasted):
      let cleaned = Self.cleaned(pasted, multiline: multiline)
      characters.insert(contentsOf: cleaned, at: cursor)
      cursor += cleaned.count
    case .backspace:
      guard cursor > 0 else { return .atBound }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete, .control("d"):
      guard cursor < characters.count else { return .atBound }
      characters.remove(at: cursor)
    case .left, .control("b"):
      cursor = max(0, cursor - 1)
    case .right, .control("f"):
      cursor = min(characters.count, cursor + 1)
    default:
      return .other
    }
    return .edited
  }

  /// `pasted` as it is inserted: see `apply(_:multiline:)`.
  static func cleaned(_ pasted: String, multiline: Bool) -> [Character] {
    pasted.compactMap { character -> Character? in
      if character == "\n" || character == "\r\n" || character == "\r" {
        return multiline ? "\n" : " "
      }
      if multiline, character == "\t" { return character }
      return character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        ? character : nil
    }
  }
}
