#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's side of the conversation: JSON messages, each after its length in bytes as a
/// little-endian 64-bit number.
///
/// The plug-in keeps copies of the standard input and output for the messages and points its
/// own standard output at standard error, so a stray `print` cannot corrupt a message.
struct PluginConnection {
  let input: Int32
  let output: Int32

  /// The largest message read: the source of one macro use and its context is far below it.
  static let largestMessage = 64 << 20

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func takingStandardStreams() throws -> PluginConnection {
    let input = dup(0)
    let output = dup(1)
    guard input >= 0, output >= 0, dup2(2, 1) >= 0 else {
      throw Failure(description: "cannot set up the message streams (errno \(errno))")
    }
    return PluginConnection(input: input, output: output)
  }

  /// The next message, or nil when the compiler has closed the connection between messages.
  func receive() throws -> [UInt8]? {
    var header = [UInt8](repeating: 0, count: 8)
    guard try fill(&header, allowingEnd: true) else { return nil }
    var length: UInt64 = 0
    for byte in header.reversed() { length = length << 8 | UInt64(byte) }
    guard length <= UInt64(Self.largestMessage) else {
      throw Failure(description: "a message of \(length) bytes is larger than the plug-in reads")
    }
    var payload = [UInt8](repeating: 0, count: Int(length))
    guard try fill(&payload, allowingEnd: false) else { return nil }
    return payload
  }

  func send(_ payload: [UInt8]) throws {
    var length = UInt64(payload.count)
    var header: [UInt8] = []
    for _ in 0..<8 {
      header.append(UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    try drain(header)
    try drain(payload)
  }

  /// Fills `buffer`; false if the stream ended before its first byte and `allowingEnd`.
  private func fill(_ buffer: inout [UInt8], allowingEnd: Bool) throws -> Bool {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(input, bytes.baseAddress.map { $0 + filled }, bytes.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(description: "reading a message failed (errno \(errno))")
      }
      if count == 0 {
        if filled == 0 && allowingEnd { return false }
        throw Failure(description: "the compiler closed the connection inside a message")
      }
      filled += count
    }
    return true
  }

  private func drain(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(output, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(description: "writing a message failed (errno \(errno))")
      }
      written += count
    }
  }
}
