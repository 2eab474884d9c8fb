import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A blocking TCP client on 127.0.0.1 that sends raw bytes and reads raw HTTP/1.1 answers:
/// what a live-socket test needs to say exactly what goes over the wire, hostile requests
/// included.
///
/// ```swift
/// let client = try RawHTTPClient(port: server.port)
/// client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
/// client.readResponses(1).first?.status  // 200
/// ```
package final class RawHTTPClient {
  private let fd: Int32

  /// Connects to `port`; a read waits at most `receiveTimeout` seconds for bytes.
  package init(port: Int, receiveTimeout: Int = 5) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(fd)
      throw POSIXError(.ECONNREFUSED)
    }
    var timeout = timeval(tv_sec: receiveTimeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Sends `text` as UTF-8, as it is: nothing is added.
  package func send(_ text: String) { send(Array(text.utf8)) }

  /// Sends `bytes` as they are.
  package func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  /// Reads until `count` responses have arrived whole, or the connection closes or goes
  /// quiet for the receive timeout.
  package func readResponses(_ count: Int) -> [RawHTTPResponse] {
    var data = Data()
    var responses: [RawHTTPResponse] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while responses.count < count {
      if let (response, used) = RawHTTPResponse.parse(data) {
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

  /// Whether the server closed the connection (a read meets the end of the stream).
  package func isClosedByServer() -> Bool {
    var byte: UInt8 = 0
    return recv(fd, &byte, 1, 0) == 0
  }

  /// Sends one request with `Connection: close` and a `Content-Length`, and reads its answer.
  ///
  /// ```swift
  /// let health = try RawHTTPClient.request(port: port, method: "GET", path: "/health")
  /// health.status  // 200
  /// ```
  package static func request(
    port: Int, method: String, path: String, headers: [String] = [], body: String = ""
  ) throws -> RawHTTPResponse {
    let head =
      [
        "\(method) \(path) HTTP/1.1", "Host: localhost", "Connection: close",
        "Content-Length: \(body.utf8.count)",
      ] + headers
    let client = try RawHTTPClient(port: port)
    client.send(head.joined(separator: "\r\n") + "\r\n\r\n" + body)
    guard let response = client.readResponses(1).first else {
      throw TestSupportError("no whole response to \(method) \(path)")
    }
    return response
  }
}

/// One HTTP/1.1 response as it came over the wire.
package struct RawHTTPResponse: Sendable {
  /// The status code of the status line.
  package var status: Int
  /// The headers, by lowercased name.
  package var headers: [String: String]
  /// The body, as UTF-8 text.
  package var body: String

  /// The `error.code` of a JSON error body (`{"error":{"code":…,"message":…}}`), if it is one.
  package var errorCode: String? {
    struct Envelope: Decodable {
      struct Detail: Decodable { var code: String }
      var error: Detail
    }
    return (try? JSONDecoder().decode(Envelope.self, from: Data(body.utf8)))?.error.code
  }

  /// The first whole response at the start of `data`, with the number of bytes it took; nil
  /// while it has not all arrived.
  static func parse(_ data: Data) -> (RawHTTPResponse, Int)? {
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
      RawHTTPResponse(status: status, headers: headers, body: body),
      bodyStart + length - data.startIndex
    )
  }
}
