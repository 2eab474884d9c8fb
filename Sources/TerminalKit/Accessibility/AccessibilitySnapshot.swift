/// A snapshot of what a running app shows, as the UI-test driver reads it.
public struct AccessibilitySnapshot: Codable, Hashable, Sendable {
  /// Counts frames, so the driver can tell a new snapshot from an old one.
  public var frame: Int
  public var elements: [AccessibilityElement]
  public var hasTextFocus: Bool
  /// Input bytes the app has read and handled, so a driver knows its keys have arrived.
  public var inputBytes: Int
  /// Bytes the app had written to its terminal when it described this frame, so a driver
  /// reading the screen knows when it shows the frame too.
  public var outputBytes: Int
  /// Requests the app has carried out and answered, so a driver knows which snapshot
  /// answers its request.
  public var requestsAnswered: Int

  public init(
    frame: Int, elements: [AccessibilityElement], hasTextFocus: Bool, inputBytes: Int,
    outputBytes: Int = 0, requestsAnswered: Int = 0
  ) {
    self.requestsAnswered = requestsAnswered
    self.frame = frame
    self.elements = elements
    self.hasTextFocus = hasTextFocus
    self.inputBytes = inputBytes
    self.outputBytes = outputBytes
  }
}
