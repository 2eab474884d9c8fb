import CCrypto

/// SHA-256 from the system's libcrypto (OpenSSL), for storing login tokens and keying
/// failed-login counts only by digest.
package enum SHA256 {
  /// The digest of `message`: 32 bytes.
  package static func hash(_ message: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
    message.withUnsafeBufferPointer { input in
      digest.withUnsafeMutableBufferPointer { output in
        // One-shot SHA256 cannot fail for an in-memory buffer; its result is the output pointer.
        _ = CCrypto.SHA256(input.baseAddress, input.count, output.baseAddress)
      }
    }
    return digest
  }

  /// The lowercase hex digest of `text`'s UTF-8 bytes.
  package static func hex(_ text: String) -> String {
    var hex = [UInt8]()
    hex.reserveCapacity(64)
    for byte in hash(Array(text.utf8)) {
      hex.append(hexDigits[Int(byte >> 4)])
      hex.append(hexDigits[Int(byte & 0x0f)])
    }
    return String(decoding: hex, as: UTF8.self)
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)
