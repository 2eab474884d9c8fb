/// Header fields: case-insensitive names, order kept.
public struct HTTPHeaders: Sendable, Sequence {
  private var fields: [(name: String, value: String)] = []

  public init(_ fields: [(String, String)] = []) {
    for (name, value) in fields { add(name, value) }
  }

  public mutating func add(_ name: String, _ value: String) { fields.append((name, value)) }

  /// Replaces every field of this name.
  public mutating func set(_ name: String, _ value: String) {
    remove(name)
    add(name, value)
  }

  public mutating func remove(_ name: String) {
    fields.removeAll { equalIgnoringASCIICase($0.name, name) }
  }

  /// The first value of the named field.
  public subscript(name: String) -> String? {
    fields.first { equalIgnoringASCIICase($0.name, name) }?.value
  }

  /// Every value of the named field.
  public func values(_ name: String) -> [String] {
    fields.filter { equalIgnoringASCIICase($0.name, name) }.map(\.value)
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }
}

/// Compares header names, which are ASCII, ignoring case (cheaper than Foundation's
/// locale-aware comparison).
func equalIgnoringASCIICase(_ lhs: String, _ rhs: String) -> Bool {
  var left = lhs.utf8.makeIterator()
  var right = rhs.utf8.makeIterator()
  while true {
    switch (left.next(), right.next()) {
    case (nil, nil): return true
    case (let a?, let b?):
      if a == b { continue }
      let lowerA = a >= 65 && a <= 90 ? a | 0x20 : a
      let lowerB = b >= 65 && b <= 90 ? b | 0x20 : b
      if lowerA != lowerB { return false }
    default: return false
    }
  }
}
