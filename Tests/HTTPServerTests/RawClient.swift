import Foundation
import HTTPServer

#if canImport(Glibc)
  import Glibc
#endif

/// A blocking TCP client for tests: sends raw bytes and reads raw answers.
final class RawClient {
  let fd: Int32

  init(port: Int) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  func send(_ text: String) { send(Array(text.utf8)) }

  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// Reads until `count` responses have arrived whole, or the connection closes.
  func readResponses(_ count: Int) -> [RawResponse] {
    var data = Data()
    var responses: [RawResponse] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while responses.count < count {
      if let (response, used) = RawResponse.parse(data) {
        responses.append(response)
        data.removeFirst(used)
        continue
      }
      let got = recv(fd, &buffer, buffer.count, 0)
      guard got > 0 else { break }
      data.append(contentsOf: buffer[0..<got])
    }
    return responses
  }

  /// Whether the server closed the connection (reads end of stream).
  func isClosedByServer() -> Bool {
    var byte: UInt8 = 0
    return recv(fd, &byte, 1, 0) == 0
  }
}

struct RawResponse {
  var status: Int
  var headers: [String: String]
  var body: String

  var errorCode: String? {
    (try? JSONDecoder().decode(ErrorBody.self, from: Data(body.utf8)))?.error.code
  }

  static func parse(_ data: Data) -> (RawResponse, Int)? {
    guard let headEnd = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let head = String(decoding: data[data.startIndex..<headEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    let bodyStart = headEnd.upperBound
    guard data.endIndex - bodyStart >= length else { return nil }
    let body = String(decoding: data[bodyStart..<(bodyStart + length)], as: UTF8.self)
    return (
      RawResponse(status: status, headers: headers, body: body),
      bodyStart + length - data.startIndex
    )
  }
}
