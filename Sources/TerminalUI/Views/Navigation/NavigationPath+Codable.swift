import Foundation

extension NavigationPath {
  /// A navigation path in a form that can be encoded and decoded, to keep where a person was
  /// across launches: SwiftUI's `NavigationPath.CodableRepresentation`. Each value is stored
  /// as its type's name and its own JSON encoding, most recent last.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// Each value's type name and JSON text, in order.
    let entries: [Entry]

    struct Entry: Codable, Equatable, Sendable {
      let type: String
      let json: String
    }

    init(entries: [Entry]) { self.entries = entries }

    public init(from decoder: any Decoder) throws {
      // As SwiftUI lays it out: a flat list of type name, JSON, type name, JSON…, most
      // recent first.
      var container = try decoder.unkeyedContainer()
      var entries: [Entry] = []
      while !container.isAtEnd {
        let type = try container.decode(String.self)
        guard !container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "a navigation path's type name has no value after it")
        }
        entries.append(Entry(type: type, json: try container.decode(String.self)))
      }
      self.entries = entries.reversed()
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for entry in entries.reversed() {
        try container.encode(entry.type)
        try container.encode(entry.json)
      }
    }
  }

  /// The path as a codable representation; nil when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    var entries: [CodableRepresentation.Entry] = []
    let encoder = JSONEncoder()
    for value in values {
      guard let encodable = value.base as? any Encodable,
        let data = try? encoder.encode(encodable),
        let json = String(data: data, encoding: .utf8)
      else { return nil }
      entries.append(.init(type: _mangledTypeName(type(of: value.base)) ?? "", json: json))
    }
    return CodableRepresentation(entries: entries)
  }

  /// The path a codable representation was made from. The values' types must be in the
  /// program (they are looked up by name) and decodable; a path from another program, or
  /// edited, that names an unknown type or holds bad JSON is refused: the initializer
  /// stops with an error in SwiftUI, and is an empty path here, reported on standard error.
  public init(_ codable: CodableRepresentation) {
    do {
      values = try codable.entries.map(Self.decode)
    } catch {
      FileHandle.standardError.write(
        Data("TerminalUI: a NavigationPath could not be restored: \(error)\n".utf8))
      values = []
    }
  }

  private static func decode(_ entry: CodableRepresentation.Entry) throws -> AnyHashable {
    guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type else {
      throw NavigationPathError.unknownType(entry.type)
    }
    return try decode(type, from: Data(entry.json.utf8))
  }

  private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
    -> AnyHashable
  {
    AnyHashable(try JSONDecoder().decode(T.self, from: data))
  }
}

/// Why a navigation path could not be restored.
enum NavigationPathError: Error, CustomStringConvertible {
  case unknownType(String)

  var description: String {
    switch self {
    case .unknownType(let name): "no decodable, hashable type is named \(name) in this program"
    }
  }
}
