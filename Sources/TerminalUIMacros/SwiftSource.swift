/// Just enough of Swift's lexical structure to take a macro's source text apart: which bytes
/// are code, as opposed to comments and string literals (raw, multi-line, interpolated), and
/// how deeply each code byte is nested in brackets.
struct SwiftSource {
  let bytes: [UInt8]

  init(_ text: some StringProtocol) { bytes = Array(text.utf8) }

  /// A code byte, with the number of brackets open around it (its own bracket counts as
  /// outside).
  struct CodeByte {
    var offset: Int
    var byte: UInt8
    var depth: Int
  }

  /// The code bytes in order, each string literal standing as one `"`; nil when a bracket, comment or string is left open or a bracket
  /// closes another kind, so that nothing is cut out of broken source.
  func codeBytes() -> [CodeByte]? {
    var result: [CodeByte] = []
    var open: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let end = endOfTrivia(at: index) {
        guard end >= 0 else { return nil }
        // A comment stands for a space; a line comment keeps its line break.
        index = end
        continue
      }
      if let end = endOfStringLiteral(at: index) {
        guard end >= 0 else { return nil }
        // The literal stands as one quote, so that what comes before a line break is known.
        result.append(CodeByte(offset: index, byte: UInt8(ascii: "\""), depth: open.count))
        index = end
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        result.append(CodeByte(offset: index, byte: byte, depth: open.count))
        open.append(byte)
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        guard let opener = open.popLast(), Self.closer(of: opener) == byte else { return nil }
        result.append(CodeByte(offset: index, byte: byte, depth: open.count))
      default:
        result.append(CodeByte(offset: index, byte: byte, depth: open.count))
      }
      index += 1
    }
    return open.isEmpty ? result : nil
  }

  static func closer(of opener: UInt8) -> UInt8 {
    switch opener {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    default: UInt8(ascii: "}")
    }
  }

  /// The end of a comment starting at `index`, -1 for an unclosed block comment, nil if none
  /// starts there.
  private func endOfTrivia(at index: Int) -> Int? {
    guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "/"):
      var end = index + 2
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    case UInt8(ascii: "*"):
      var end = index + 2
      var nesting = 1
      while end + 1 < bytes.count {
        if bytes[end] == UInt8(ascii: "/") && bytes[end + 1] == UInt8(ascii: "*") {
          nesting += 1
          end += 2
        } else if bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/") {
          nesting -= 1
          end += 2
          if nesting == 0 { return end }
        } else {
          end += 1
        }
      }
      return -1
    default:
      return nil
    }
  }

  /// The end of a string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`, with
  /// interpolations holding any code), -1 for an unclosed one, nil if none starts there.
  func endOfStringLiteral(at index: Int) -> Int? {
    var quote = index
    while quote < bytes.count && bytes[quote] == UInt8(ascii: "#") { quote += 1 }
    guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
    let hashes = quote - index
    let multiline = starts(with: "\"\"\"", at: quote)
    let delimiter = multiline ? 3 : 1
    var position = quote + delimiter
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\\") && hashesFollow(position + 1, count: hashes) {
        let escaped = position + 1 + hashes
        guard escaped < bytes.count else { return -1 }
        if bytes[escaped] == UInt8(ascii: "(") {
          guard let end = endOfInterpolation(openingAt: escaped) else { return -1 }
          position = end
        } else {
          position = escaped + 1
        }
        continue
      }
      if !multiline && byte == UInt8(ascii: "\n") { return -1 }
      if byte == UInt8(ascii: "\""), multiline ? starts(with: "\"\"\"", at: position) : true,
        hashesFollow(position + delimiter, count: hashes)
      {
        return position + delimiter + hashes
      }
      position += 1
    }
    return -1
  }

  /// The end of `\( … )` whose parenthesis is at `index`, nil if it does not close.
  private func endOfInterpolation(openingAt index: Int) -> Int? {
    var depth = 0
    var position = index
    while position < bytes.count {
      if let end = endOfTrivia(at: position) ?? endOfStringLiteral(at: position) {
        guard end >= 0 else { return nil }
        position = end
        continue
      }
      switch bytes[position] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return position + 1 }
      default: break
      }
      position += 1
    }
    return nil
  }

  private func hashesFollow(_ index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func starts(with text: String, at index: Int) -> Bool {
    let prefix = Array(text.utf8)
    guard index + prefix.count <= bytes.count else { return false }
    return Array(bytes[index..<index + prefix.count]) == prefix
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
