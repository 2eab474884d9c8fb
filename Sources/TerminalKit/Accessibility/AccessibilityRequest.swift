/// What a UI-test driver asks a running app to do, as a tap or a query would.
public enum AccessibilityRequest: AccessibilityMessage, Hashable {
  /// Press element N of the last snapshot (a button, a toggle, a list row).
  case activate(element: Int)
  /// Give element N keyboard focus, as tapping a text field does.
  case focus(element: Int)
  /// Answer with a fresh snapshot.
  case render
  /// Set element N to a value, as dragging a slider or turning a picker wheel does: a
  /// slider takes a normalized position ("0.5"), a picker wheel an option's title.
  case adjust(element: Int, value: String)

  /// On the wire: `activate N`, `focus N` or `render`, then a line feed.
  public var encoded: [UInt8] {
    let line =
      switch self {
      case .activate(let element): "activate \(element)"
      case .focus(let element): "focus \(element)"
      case .render: "render"
      case .adjust(let element, let value): "adjust \(element) \(value)"
      }
    return Array(line.utf8) + [0x0A]
  }

  public init?(line: ArraySlice<UInt8>) {
    let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2).map {
      String(decoding: $0, as: UTF8.self)
    }
    switch (parts.first, parts.count) {
    case ("render", 1): self = .render
    case ("activate", 2):
      guard let element = Int(parts[1]) else { return nil }
      self = .activate(element: element)
    case ("focus", 2):
      guard let element = Int(parts[1]) else { return nil }
      self = .focus(element: element)
    case ("adjust", 3):
      guard let element = Int(parts[1]) else { return nil }
      self = .adjust(element: element, value: parts[2])
    default: return nil
    }
  }
}
