#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket between a running app and a UI-test driver in another process: how the app
/// finds it, and how either side writes a message on it.
///
/// The driver hands the app one end of a socket pair as descriptor
/// ``inheritedDescriptor`` and names it in ``environmentVariable``. Each side writes one
/// message a line: the driver sends ``AccessibilityRequest``s, the app answers with
/// ``AccessibilityResponse``s. Keys themselves go through the terminal, as a person's would.
public enum AccessibilityChannel {
  /// The environment variable that names the app's end of the socket.
  public static let environmentVariable = "TERMINALUI_ACCESSIBILITY_FD"

  /// The descriptor the driver gives the app its end of the socket as.
  public static let inheritedDescriptor: Int32 = 3

  /// The environment entry that tells an app launched by the driver where its socket is.
  public static var environmentEntry: (key: String, value: String) {
    (environmentVariable, String(inheritedDescriptor))
  }

  /// The app's end of the socket, when `environment` names an open descriptor past the
  /// standard three.
  public static func descriptor(in environment: [String: String]) -> Int32? {
    guard let value = environment[environmentVariable], let descriptor = Int32(value),
      descriptor > 2, fcntl(descriptor, F_GETFD) != -1
    else { return nil }
    return descriptor
  }

  /// Writes all of `message` to `descriptor`, retrying on interruption; a closed peer ends
  /// the write quietly (no `SIGPIPE`).
  public static func send(_ message: some AccessibilityMessage, to descriptor: Int32) {
    let bytes = message.encoded
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.send(
          descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// A message on the accessibility channel: one line of bytes.
public protocol AccessibilityMessage: Sendable {
  /// The message as it goes on the wire, its closing line feed included.
  var encoded: [UInt8] { get }
  /// The message a line (without its line feed) holds; nil for a line that holds none.
  init?(line: ArraySlice<UInt8>)
}

/// Splits what arrives on the channel into messages, keeping a line cut between two reads
/// for the next one.
public struct AccessibilityMessageReader<Message: AccessibilityMessage>: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// The messages completed by `bytes`; lines that hold no message are skipped.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Message] {
    pending.append(contentsOf: bytes)
    var messages: [Message] = []
    var start = pending.startIndex
    while let newline = pending[start...].firstIndex(of: 0x0A) {
      if let message = Message(line: pending[start..<newline]) { messages.append(message) }
      start = newline + 1
    }
    pending.removeFirst(start)
    return messages
  }
}
