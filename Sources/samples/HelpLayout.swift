import Foundation
import TerminalKit

/// A help text fitted to a terminal narrower than it was written for: each paragraph, and
/// each option's description under its own column, is wrapped again at the width, instead of
/// the terminal breaking every long line where it happens to end.
///
/// The text is read as blocks. A block starts at a line, and its text starts at the line's
/// first word, or for an entry (`  --port <port>   The port…`) at the description after a run
/// of two or more spaces; the lines after it that start at that column carry on the block.
/// A block with no line too long stays as it is.
enum HelpLayout {
  /// `text` fitted to `width` columns; unchanged when every line fits.
  static func fit(_ text: String, width: Int) -> String {
    let lines = text.components(separatedBy: "\n")
    guard width >= 40, lines.contains(where: { CharacterWidth.of($0) > width }) else {
      return text
    }
    var output: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard let column = textColumn(of: line) else {
        output.append(line)
        index += 1
        continue
      }
      // The block: this line, then the lines whose text starts at its text column.
      var end = index + 1
      while end < lines.count, let next = textColumn(of: lines[end]),
        leadingSpaces(lines[end]) == column, next == column
      {
        end += 1
      }
      let block = Array(lines[index..<end])
      if block.allSatisfy({ CharacterWidth.of($0) <= width }) {
        output += block
      } else {
        output += wrap(block, column: column, width: width)
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  /// Where a line's text starts: after a run of two or more spaces that follows its first
  /// word (an entry's description), else at its first word; nil for a blank line.
  static func textColumn(of line: String) -> Int? {
    let characters = Array(line)
    let indent = leadingSpaces(line)
    guard indent < characters.count else { return nil }
    // A usage line's options go on under its first option: `USAGE: samples server [--host …`.
    if line.hasPrefix("USAGE: "), let bracket = line.range(of: " [") {
      return CharacterWidth.of(String(line[..<bracket.lowerBound])) + 1
    }
    var position = indent
    var width = indent
    // Past the entry's name (which may hold single spaces: `--port <port>`), to a gap of two.
    while position < characters.count {
      if characters[position] == " ", position + 1 < characters.count,
        characters[position + 1] == " "
      {
        var after = position
        var gapWidth = width
        while after < characters.count, characters[after] == " " {
          after += 1
          gapWidth += 1
        }
        return after < characters.count ? gapWidth : indent
      }
      width += CharacterWidth.of(String(characters[position]))
      position += 1
    }
    return indent
  }

  private static func leadingSpaces(_ line: String) -> Int {
    line.prefix { $0 == " " }.count
  }

  /// The block's words wrapped at `width`, the first line keeping what comes before the text
  /// column (an entry's name), the others indented to it.
  private static func wrap(_ block: [String], column: Int, width: Int) -> [String] {
    guard let first = block.first else { return [] }
    let head = String(first.prefix(prefixLength(first, column)))
    let words = block.enumerated().flatMap { offset, line in
      HelpLayout.words(offset == 0 ? String(line.dropFirst(head.count)) : line)
    }
    let indent = String(repeating: " ", count: column)
    var lines: [String] = []
    var current = head
    var currentWidth = CharacterWidth.of(head)
    var empty = true
    for word in words {
      let wordWidth = CharacterWidth.of(word)
      if !empty, currentWidth + 1 + wordWidth > width {
        lines.append(current)
        current = indent + word
        currentWidth = column + wordWidth
      } else {
        current += (empty ? "" : " ") + word
        currentWidth += (empty ? 0 : 1) + wordWidth
      }
      empty = false
    }
    lines.append(current)
    return lines
  }

  /// The words of `text`, split at spaces outside square brackets, so that an option with its
  /// value (`[--host <host>]`) stays on one line.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "[" { depth += 1 }
      if character == "]" { depth = max(0, depth - 1) }
      if character == " ", depth == 0 {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// How many characters of `line` come before display column `column`.
  private static func prefixLength(_ line: String, _ column: Int) -> Int {
    var width = 0
    var count = 0
    for character in line {
      if width >= column { break }
      width += CharacterWidth.of(String(character))
      count += 1
    }
    return count
  }

}

/// The width `samples` fits what it prints to: the terminal's, when standard output is one;
/// else `COLUMNS`, when it is a number (shells set it but do not export it); else, when
/// `orStandardError`, the width of the terminal standard error goes to (as when the output
/// is piped into a pager); else none, and the text goes out as written.
func outputWidth(
  environment: [String: String] = ProcessInfo.processInfo.environment,
  orStandardError: Bool = false
) -> Int? {
  if isatty(STDOUT_FILENO) == 1 { return Terminal.size().width }
  if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
  guard orStandardError, isatty(STDERR_FILENO) == 1 else { return nil }
  return Terminal.size(of: STDERR_FILENO)?.width
}

/// Prints a command's help, fitted to the terminal; 0, or 1 when it cannot be written.
func printHelp(_ usage: String, command: String) -> Int32 {
  printOrFail(
    outputWidth().map { HelpLayout.fit(usage, width: $0) } ?? usage, command: command)
}
