/// A snapshot of what a running app shows, as the UI-test driver reads it.
public struct AccessibilitySnapshot: Codable, Hashable, Sendable {
  /// Counts frames, so the driver can tell a new snapshot from an old one.
  public var frame: Int
  public var elements: [AccessibilityElement]
  public var hasTextFocus: Bool
  /// Input bytes the app has read and handled, so a driver knows its keys have arrived.
  public var inputBytes: Int

  public init(frame: Int, elements: [AccessibilityElement], hasTextFocus: Bool, inputBytes: Int) {
    self.frame = frame
    self.elements = elements
    self.hasTextFocus = hasTextFocus
    self.inputBytes = inputBytes
  }
}
