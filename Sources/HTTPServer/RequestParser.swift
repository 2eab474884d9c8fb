import Foundation

/// The sizes a request may not exceed.
public struct HTTPLimits: Sendable {
  /// The request line, in bytes (414 beyond).
  public var requestLine = 8 << 10
  /// The header section, in bytes (431 beyond).
  public var headers = 16 << 10
  /// The body, in bytes (413 beyond).
  public var body = 1 << 20

  public init() {}
}

/// Parses HTTP/1.x requests from a connection's bytes, one at a time, enforcing limits.
struct RequestParser {
  enum Outcome {
    /// Not a whole request yet.
    case needMore
    /// A request, the bytes it used, and whether the connection stays open after it.
    case request(HTTPRequest, consumed: Int, keepAlive: Bool)
    /// A request the server refuses; the connection closes after the answer.
    case failure(HTTPError)
  }

  let limits: HTTPLimits

  func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    guard let lineEnd = find(crlf, in: bytes, from: 0, limit: limits.requestLine + 2) else {
      if bytes.count > limits.requestLine + 1 {
        return .failure(
          HTTPError(
            .uriTooLong, code: "uri_too_long",
            message: "the request line is longer than \(limits.requestLine) bytes"))
      }
      return .needMore
    }
    let headerLimit = lineEnd + 2 + limits.headers + 2
    guard let headersEnd = find(crlfcrlf, in: bytes, from: lineEnd, limit: headerLimit) else {
      if bytes.count >= headerLimit {
        return .failure(
          HTTPError(
            .headerFieldsTooLarge, code: "headers_too_large",
            message: "the headers are larger than \(limits.headers) bytes"))
      }
      return .needMore
    }
    // Request line: METHOD SP TARGET SP HTTP/1.x
    let line = bytes[0..<lineEnd]
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
      parts[0].allSatisfy(isTokenByte)
    else {
      return .failure(
        HTTPError(
          .badRequest, code: "bad_request_line",
          message: "the request line is not 'METHOD TARGET HTTP/1.1'"))
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      if version.hasPrefix("HTTP/") {
        return .failure(
          HTTPError(
            .httpVersionNotSupported, code: "version_not_supported",
            message: "only HTTP/1.0 and HTTP/1.1 are supported"))
      }
      return .failure(
        HTTPError(
          .badRequest, code: "bad_request_line",
          message: "the request line is not 'METHOD TARGET HTTP/1.1'"))
    }
    let method = HTTPRequest.Method(rawValue: String(decoding: parts[0], as: UTF8.self))
    let target = String(decoding: parts[1], as: UTF8.self)

    // Headers.
    var headers = HTTPHeaders()
    var cursor = lineEnd + 2
    while cursor < headersEnd + 2 {
      guard let end = find(crlf, in: bytes, from: cursor, limit: headersEnd + 2) else { break }
      let field = bytes[cursor..<end]
      cursor = end + 2
      guard let colon = field.firstIndex(of: UInt8(ascii: ":")), colon > field.startIndex,
        field[field.startIndex..<colon].allSatisfy(isTokenByte)
      else {
        return .failure(
          HTTPError(.badRequest, code: "bad_header", message: "a header field is malformed"))
      }
      let name = String(decoding: field[field.startIndex..<colon], as: UTF8.self)
      var valueStart = colon + 1
      var valueEnd = field.endIndex
      while valueStart < valueEnd, bytes[valueStart] == 32 || bytes[valueStart] == 9 {
        valueStart += 1
      }
      while valueEnd > valueStart, bytes[valueEnd - 1] == 32 || bytes[valueEnd - 1] == 9 {
        valueEnd -= 1
      }
      headers.add(name, String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
    }

    // Body framing.
    if let encoding = headers["Transfer-Encoding"], encoding.lowercased() != "identity" {
      return .failure(
        HTTPError(
          .notImplemented, code: "transfer_encoding_not_supported",
          message: "send the body with Content-Length; '\(encoding)' is not supported"))
    }
    let lengths = headers.values("Content-Length")
    var bodyLength = 0
    if !lengths.isEmpty {
      let distinct = Set(
        lengths.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      )
      guard distinct.count == 1, let text = distinct.first, !text.isEmpty,
        text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), let length = Int(text)
      else {
        return .failure(
          HTTPError(
            .badRequest, code: "bad_content_length",
            message: "Content-Length is missing a single valid number"))
      }
      bodyLength = length
    }
    guard bodyLength <= limits.body else {
      return .failure(
        HTTPError(
          .payloadTooLarge, code: "body_too_large",
          message: "the body is larger than \(limits.body) bytes"))
    }
    let bodyStart = headersEnd + 4
    guard bytes.count >= bodyStart + bodyLength else { return .needMore }
    let body = Data(bytes[bodyStart..<(bodyStart + bodyLength)])

    // Target: path and query, percent-decoded.
    let (rawPath, rawQuery) = splitTarget(target)
    guard rawPath.hasPrefix("/"), let path = percentDecode(rawPath, plusIsSpace: false) else {
      return .failure(
        HTTPError(
          .badRequest, code: "bad_target", message: "the request target is not a valid path"))
    }
    var query: [(name: String, value: String)] = []
    if let rawQuery, !rawQuery.isEmpty {
      for item in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
        let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = percentDecode(String(pieces[0]), plusIsSpace: true),
          let value = percentDecode(pieces.count > 1 ? String(pieces[1]) : "", plusIsSpace: true)
        else {
          return .failure(
            HTTPError(
              .badRequest, code: "bad_query",
              message: "the query string has an invalid percent-encoding"))
        }
        query.append((name, value))
      }
    }

    let connection = headers["Connection"]?.lowercased() ?? ""
    let keepAlive =
      version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    let request = HTTPRequest(
      method: method, path: path, query: query, headers: headers, body: body)
    return .request(request, consumed: bodyStart + bodyLength, keepAlive: keepAlive)
  }
}

private let crlf: [UInt8] = [13, 10]
private let crlfcrlf: [UInt8] = [13, 10, 13, 10]

/// The index of `needle` in `bytes[from..<min(limit, count)]`.
private func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, limit: Int)
  -> Int?
{
  let end = min(limit, bytes.count) - needle.count
  guard from <= end else { return nil }
  var index = from
  while index <= end {
    if bytes[index] == needle[0] {
      var matches = true
      for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
        matches = false
        break
      }
      if matches { return index }
    }
    index += 1
  }
  return nil
}

/// Whether a byte may appear in a method or header name (RFC 9110 `tchar`).
private func isTokenByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"):
    return true
  default:
    return "!#$%&'*+-.^_`|~".utf8.contains(byte)
  }
}

private func splitTarget(_ target: String) -> (String, String?) {
  guard let question = target.firstIndex(of: "?") else { return (target, nil) }
  return (String(target[..<question]), String(target[target.index(after: question)...]))
}

/// Percent-decodes `text`; `nil` when an escape is malformed or the result is not UTF-8.
func percentDecode(_ text: String, plusIsSpace: Bool) -> String? {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(text.utf8.count)
  var iterator = text.utf8.makeIterator()
  while let byte = iterator.next() {
    switch byte {
    case UInt8(ascii: "%"):
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    case UInt8(ascii: "+") where plusIsSpace:
      bytes.append(UInt8(ascii: " "))
    default:
      bytes.append(byte)
    }
  }
  return String(validating: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
