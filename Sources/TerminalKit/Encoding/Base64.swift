/// Base64 (RFC 4648, with padding) for the clipboard sequence: TerminalKit does without
/// Foundation, whose `Data.base64EncodedString()` would do the same.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Appends `bytes` in base64 to `out`.
  static func encode(_ bytes: [UInt8], into out: inout [UInt8]) {
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      let first = UInt32(bytes[index])
      let second = count > 1 ? UInt32(bytes[index + 1]) : 0
      let third = count > 2 ? UInt32(bytes[index + 2]) : 0
      let group = first << 16 | second << 8 | third
      out.append(alphabet[Int(group >> 18 & 63)])
      out.append(alphabet[Int(group >> 12 & 63)])
      out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
      out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
      index += 3
    }
  }

  /// The bytes `text` encodes; nil when it is not base64.
  static func decode<S: Collection>(_ text: S) -> [UInt8]? where S.Element == UInt8 {
    var bytes: [UInt8] = []
    var group: UInt32 = 0
    var count = 0
    var padding = 0
    for byte in text {
      let value: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        value = 0
      default: return nil
      }
      if padding > 0, byte != UInt8(ascii: "=") { return nil }
      group = group << 6 | value
      count += 1
      if count == 4 {
        bytes.append(UInt8(group >> 16 & 255))
        if padding < 2 { bytes.append(UInt8(group >> 8 & 255)) }
        if padding < 1 { bytes.append(UInt8(group & 255)) }
        group = 0
        count = 0
      }
    }
    guard count == 0, padding <= 2 else { return nil }
    return bytes
  }
}
