import Foundation

/// What a running app tells a UI-test driver.
public enum AccessibilityResponse: AccessibilityMessage, Hashable {
  /// What the app shows after a frame (or a request), as JSON on one line.
  case snapshot(AccessibilitySnapshot)

  public var encoded: [UInt8] {
    switch self {
    case .snapshot(let snapshot):
      // Encoding plain values into JSON cannot fail; an empty line would be skipped.
      var line = (try? JSONEncoder().encode(snapshot)).map(Array.init) ?? []
      line.append(0x0A)
      return line
    }
  }

  public init?(line: ArraySlice<UInt8>) {
    guard let snapshot = try? JSONDecoder().decode(AccessibilitySnapshot.self, from: Data(line))
    else { return nil }
    self = .snapshot(snapshot)
  }

  /// The snapshot this response carries.
  public var snapshot: AccessibilitySnapshot {
    switch self {
    case .snapshot(let snapshot): snapshot
    }
  }
}
