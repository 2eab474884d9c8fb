/// The expansion of `@Entry`: a key type beside the property, and accessors that read and
/// write the value by it, in whichever keyed storage the property extends
/// (`EnvironmentValues`, `ContainerValues`).
///
/// ```swift
/// extension ContainerValues {
///   @Entry var isDone = false
/// }
/// ```
/// becomes, as SwiftUI's macro makes it,
/// ```swift
/// extension ContainerValues {
///   var isDone = false { get { self[__Key_isDone.self] } set { self[__Key_isDone.self] = newValue } }
///   private struct __Key_isDone: TerminalUI.ContainerValueKey { static let defaultValue = false }
/// }
/// ```
enum EntryExpansion {
  /// What `@Entry` needs of the property: its name, written type and initial value.
  struct Property: Equatable {
    var name: String
    var type: String?
    var initializer: String?

    /// The name without backticks, for the key's name.
    var bareName: String { name.filter { $0 != "`" } }
  }

  struct Problem: Error {
    let message: String
  }

  /// The property declared by `source` (`@Entry var name: Type = value`).
  static func property(in source: String) -> Result<Property, Problem> {
    let text = SwiftSource(source)
    guard let code = text.codeBytes() else {
      return .failure(Problem(message: "@Entry could not read the declaration"))
    }
    let bytes = text.bytes
    func isWordByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") || (byte >= 0x30 && byte <= 0x39)
        || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }
    // The `var` keyword, outside brackets (an attribute's arguments), as a word of its own.
    var index = 0
    var found: Int?
    while index + 3 <= code.count {
      let word = code[index..<index + 3].map(\.byte)
      if word == Array("var".utf8), code[index].depth == 0,
        index == 0 || !isWordByte(code[index - 1].byte),
        index + 3 == code.count || !isWordByte(code[index + 3].byte)
      {
        found = index + 3
        break
      }
      index += 1
    }
    guard var position = found else {
      return .failure(Problem(message: "@Entry applies to a 'var' declaration"))
    }
    func skipSpaces() {
      while position < code.count,
        code[position].byte == 0x20 || code[position].byte == 0x0A
          || code[position].byte == 0x09 || code[position].byte == 0x0D
      {
        position += 1
      }
    }
    skipSpaces()
    var name: [UInt8] = []
    while position < code.count, isWordByte(code[position].byte) {
      name.append(code[position].byte)
      position += 1
    }
    guard !name.isEmpty else {
      return .failure(Problem(message: "@Entry could not find the property's name"))
    }
    skipSpaces()
    // The type runs to the `=` outside brackets; the initial value is the rest, as written.
    var type: String?
    var initializer: String?
    var typeStart: Int?
    if position < code.count, code[position].byte == UInt8(ascii: ":") {
      position += 1
      typeStart = position
    }
    var equals: Int?
    var scan = position
    while scan < code.count {
      let byte = code[scan]
      if byte.byte == UInt8(ascii: "="), byte.depth == 0 {
        equals = scan
        break
      }
      scan += 1
    }
    if let typeStart {
      let end = equals ?? code.count
      type = String(decoding: code[typeStart..<end].map(\.byte), as: UTF8.self)
        .trimmingCharacters(in: " \t\r\n")
    }
    if let equals {
      let start = code[equals].offset + 1
      initializer = String(decoding: bytes[start...], as: UTF8.self)
        .trimmingCharacters(in: " \t\r\n")
    }
    if initializer == nil {
      guard let written = type,
        written.hasSuffix("?") || written.hasPrefix("Optional<")
          || written.hasPrefix("Swift.Optional<")
      else {
        return .failure(Problem(message: "@Entry needs an initial value, or an optional type"))
      }
      initializer = "nil"
    }
    return .success(
      Property(
        name: String(decoding: name, as: UTF8.self), type: type, initializer: initializer))
  }

  /// The key protocol of the storage the property extends, read from the declarations
  /// around it (`extension ContainerValues {`); the environment's by default.
  static func keyProtocol(around context: [String]) -> String {
    for declaration in context {
      let head = declaration.prefix { $0 != "{" }
      let words = head.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      if words.contains(where: { $0 == "ContainerValues" || $0.hasSuffix(".ContainerValues") }) {
        return "TerminalUI.ContainerValueKey"
      }
      if words.contains(where: { $0 == "FocusedValues" || $0.hasSuffix(".FocusedValues") }) {
        return focusedKeyProtocol
      }
    }
    return "TerminalUI.EnvironmentKey"
  }

  static func accessors(for property: Property) -> String {
    let key = "__Key_\(property.bareName)"
    return """
      get {
        self[\(key).self]
      }
      set {
        self[\(key).self] = newValue
      }
      """
  }

  /// The key protocol of `FocusedValues`, whose keys name a type and have no default.
  static let focusedKeyProtocol = "TerminalUI.FocusedValueKey"

  /// The type a focused value's key names: the property's optional type, unwrapped. Nil
  /// when the property has no written type, or one that is not optional.
  static func focusedValueType(of property: Property) -> String? {
    guard let type = property.type?.trimmingCharacters(in: " \t\r\n") else { return nil }
    if type.hasSuffix("?") { return String(type.dropLast()) }
    for prefix in ["Optional<", "Swift.Optional<"]
    where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  static func peer(for property: Property, keyProtocol: String) -> String {
    let key = "__Key_\(property.bareName)"
    if keyProtocol == focusedKeyProtocol {
      // A focused value is nil until a view publishes one: the key names the wrapped type.
      let value = focusedValueType(of: property) ?? "Never"
      return """
        private struct \(key): \(keyProtocol) {
          typealias Value = \(value)
        }
        """
    }
    let value = property.initializer ?? "nil"
    let defaultValue =
      if let type = property.type {
        "static var defaultValue: \(type) { \(value) }"
      } else {
        "static let defaultValue = \(value)"
      }
    return """
      private struct \(key): \(keyProtocol) {
        \(defaultValue)
      }
      """
  }
}
