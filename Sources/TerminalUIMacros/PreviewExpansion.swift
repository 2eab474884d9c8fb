/// What `#Preview(…) { … }` expands to: a type the preview gallery finds in the running
/// program, whose `makePreview()` builds a `TerminalUI.Preview` from the same arguments.
///
/// ```swift
/// #Preview("Empty") { LoginView(model: .init()) }
/// // becomes
/// @usableFromInline struct $s…fMu_: TerminalUI.PreviewRegistry {
///   @usableFromInline static let fileID = "Login/LoginView.swift"
///   @usableFromInline static let line = 120
///   @usableFromInline @MainActor static func makePreview() -> TerminalUI.Preview {
///     TerminalUI.Preview("Empty") { LoginView(model: .init()) }
///   }
/// }
/// ```
///
/// Declarations marked `@Previewable` (`@Previewable @State var count = 0`) become the stored
/// properties of a view made for the preview, whose body is the rest of the closure, as
/// SwiftUI's macro does, so that the state lives as long as the preview.
enum PreviewExpansion {
  struct Problem: Error {
    let message: String
  }

  /// The part of the type's name that the gallery looks for; the rest makes it unique.
  static let marker = "TerminalUIPreview"

  static func expand(_ source: String, discriminator: String, fileID: String, line: Int)
    -> Result<String, Problem>
  {
    let text = SwiftSource(source)
    guard let code = text.codeBytes() else {
      return .failure(
        Problem(message: "#Preview could not be read: a bracket, comment or string is not closed"))
    }
    let name = Array("#Preview".utf8)
    guard
      let start = code.indices.first(where: { index in
        code[index].depth == 0 && index + name.count <= code.count
          && code[index..<index + name.count].map(\.byte) == name
      })
    else {
      return .failure(Problem(message: "this is not a use of #Preview"))
    }
    let argumentsStart = code[start].offset + name.count
    let previewLine = line + text.bytes[..<code[start].offset].count { $0 == UInt8(ascii: "\n") }

    let call: String
    if contains(Array("@Previewable".utf8), in: code[(start + name.count)...]) {
      switch previewableCall(text, code: code, argumentsStart: argumentsStart) {
      case .success(let built): call = built
      case .failure(let problem): return .failure(problem)
      }
    } else {
      call = "TerminalUI.Preview" + text.text(argumentsStart..<text.bytes.count)
    }

    let typeName = "\(discriminator)\(marker.utf8.count)\(marker)fMu_"
    // `@usableFromInline`: an optimised build emits the metadata of an internal type only
    // where code uses it, and nothing uses this one but the gallery's search of the type
    // records. A type that is part of the module's ABI is always emitted.
    return .success(
      """
      @usableFromInline struct \(typeName): TerminalUI.PreviewRegistry {
        @usableFromInline static let fileID = \(literal(fileID))
        @usableFromInline static let line = \(previewLine)
        @usableFromInline @MainActor static func makePreview() -> TerminalUI.Preview {
          \(call)
        }
      }
      """)
  }

  /// `TerminalUI.Preview(arguments) { Content() }`, after the declaration of `Content`: a view
  /// holding the `@Previewable` declarations, whose body is the closure's other statements.
  private static func previewableCall(
    _ text: SwiftSource, code: [SwiftSource.CodeByte], argumentsStart: Int
  ) -> Result<String, Problem> {
    guard let close = code.last(where: { !isSpace($0.byte) }),
      close.byte == UInt8(ascii: "}"), close.depth == 0,
      let open = code.last(where: { $0.byte == UInt8(ascii: "{") && $0.depth == 0 }),
      open.offset >= argumentsStart
    else {
      return .failure(
        Problem(message: "#Preview with @Previewable needs its content as a trailing closure"))
    }
    let arguments = text.text(argumentsStart..<open.offset)
      .trimmingCharacters(in: " \t\r\n")
    let body = code.filter { $0.offset > open.offset && $0.offset < close.offset }
    var properties: [String] = []
    var statements: [String] = []
    for statement in splitStatements(text, code: body, from: open.offset + 1, to: close.offset) {
      let trimmed = statement.trimmingCharacters(in: " \t\r\n;")
      if trimmed.hasPrefix("@Previewable") {
        properties.append(
          String(trimmed.dropFirst("@Previewable".count)).trimmingCharacters(in: " \t\r\n"))
      } else if !trimmed.isEmpty {
        statements.append(trimmed)
      }
    }
    let indent = "\n      "
    return .success(
      """
      struct Content: TerminalUI.View {
            \(properties.joined(separator: indent))
            var body: some TerminalUI.View {
              \(statements.joined(separator: indent + "  "))
            }
          }
          return TerminalUI.Preview\(arguments.isEmpty ? "" : arguments) { Content() }
      """)
  }

  /// The closure's top-level statements: split at line breaks and semicolons outside brackets,
  /// except where the next line goes on with `.member` or the line ends with `=` or `,`.
  private static func splitStatements(
    _ text: SwiftSource, code: [SwiftSource.CodeByte], from start: Int, to end: Int
  ) -> [String] {
    var cuts: [Int] = []
    for (index, byte) in code.enumerated() where byte.depth == 1 {
      guard byte.byte == UInt8(ascii: "\n") || byte.byte == UInt8(ascii: ";") else { continue }
      if byte.byte == UInt8(ascii: "\n") {
        let before = code[..<index].last(where: { !isSpace($0.byte) })
        let after = code[(index + 1)...].first(where: { !isSpace($0.byte) })
        if let before, [UInt8(ascii: "="), UInt8(ascii: ",")].contains(before.byte) {
          continue
        }
        if let after, after.byte == UInt8(ascii: ".") { continue }
      }
      cuts.append(byte.offset)
    }
    var statements: [String] = []
    var from = start
    for cut in cuts + [end] {
      statements.append(text.text(from..<cut))
      from = min(cut + 1, end)
    }
    return statements
  }

  private static func contains(
    _ word: [UInt8], in code: ArraySlice<SwiftSource.CodeByte>
  ) -> Bool {
    let bytes = code.map(\.byte)
    guard bytes.count >= word.count else { return false }
    return (0...(bytes.count - word.count)).contains {
      bytes[$0..<$0 + word.count].elementsEqual(word)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  /// The string without the characters of `set` at its ends.
  func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice.removeFirst() }
    while let last = slice.last, characters.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
