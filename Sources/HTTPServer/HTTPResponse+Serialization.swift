import Foundation

extension HTTPResponse {
  /// The response's bytes on the wire, with `Content-Length` and `Connection`.
  func serialized(keepAlive: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    write(to: &bytes, keepAlive: keepAlive)
    return bytes
  }

  /// Writes the response's bytes straight onto a connection's output, byte by byte from the
  /// status, the headers and the body, without building a string first.
  func write(to output: inout [UInt8], keepAlive: Bool) {
    output.reserveCapacity(output.count + 192 + body.count)
    output.append(contentsOf: statusLinePrefix)
    appendDecimal(status.code, to: &output)
    output.append(UInt8(ascii: " "))
    output.append(contentsOf: status.reason.utf8)
    output.append(contentsOf: crlf)
    var hasLength = false
    for (name, value) in headers {
      if !hasLength, equalIgnoringASCIICase(name, "Content-Length") { hasLength = true }
      output.append(contentsOf: name.utf8)
      output.append(contentsOf: colonSpace)
      output.append(contentsOf: value.utf8)
      output.append(contentsOf: crlf)
    }
    if !hasLength {
      output.append(contentsOf: contentLengthPrefix)
      appendDecimal(body.count, to: &output)
      output.append(contentsOf: crlf)
    }
    output.append(contentsOf: keepAlive ? keepAliveEnd : closeEnd)
    body.withUnsafeBytes { output.append(contentsOf: $0) }
  }
}

private let statusLinePrefix = Array("HTTP/1.1 ".utf8)
private let crlf: [UInt8] = [13, 10]
private let colonSpace = Array(": ".utf8)
private let contentLengthPrefix = Array("Content-Length: ".utf8)
private let keepAliveEnd = Array("Connection: keep-alive\r\n\r\n".utf8)
private let closeEnd = Array("Connection: close\r\n\r\n".utf8)
