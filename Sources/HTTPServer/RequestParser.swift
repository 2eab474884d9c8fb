import Foundation

/// The sizes a request may not exceed.
public struct HTTPLimits: Sendable {
  /// The request line, in bytes (414 beyond).
  public var requestLine = 8 << 10
  /// The header section, and separately the trailer section of a chunked body, in bytes
  /// (431 beyond).
  public var headers = 16 << 10
  /// The body, in bytes, however it is framed (413 beyond).
  public var body = 1 << 20
  /// One chunk-size line of a chunked body, extensions included, in bytes (400 beyond).
  public var chunkLine = 4 << 10

  public init() {}
}

/// Parses HTTP/1.x requests (RFC 9112) from the front of a connection's bytes, one at a
/// time, enforcing ``HTTPLimits``.
///
/// It is restartable rather than stateful: each call parses from the start of the bytes it is
/// given, so a caller keeps the unconsumed bytes and calls again when more arrive. It fails as
/// early as the bytes allow: a request line that cannot become valid, or a malformed header
/// line, is refused as soon as it is seen, without waiting for the rest of the request.
///
/// What it accepts, in brief: empty lines before a request line are skipped; lines end in
/// CRLF or a bare LF, but a CR anywhere else is an error; `HTTP/1.0` and `HTTP/1.1` (a later
/// 1.x minor version is treated as 1.1) — any other well-formed version is 505, anything else
/// in its place 400; an HTTP/1.1 request needs exactly one `Host`; obsolete line folding in a
/// header value is replaced with a space; a body is framed by `Content-Length` or by
/// `Transfer-Encoding: chunked` (extensions ignored, trailer fields checked and dropped; the
/// chunk lines need CRLF, since a bare LF there is a known way to smuggle requests), and
/// any other transfer coding is 501; `Expect: 100-continue` asks the caller for an interim
/// answer; other expectations are 417.
public struct RequestParser: Sendable {
  public enum Outcome: Sendable {
    /// Not a whole request yet. `expectsContinue`: the header section is complete, the client
    /// asked for `100 Continue` before it sends the body, and the body has not arrived.
    case needMore(expectsContinue: Bool)
    /// A request, the bytes it used, and whether the connection stays open after it.
    case request(HTTPRequest, consumed: Int, keepAlive: Bool)
    /// A request the server refuses; the connection closes after the answer.
    case failure(HTTPError)
  }

  public let limits: HTTPLimits

  public init(limits: HTTPLimits = HTTPLimits()) {
    self.limits = limits
  }

  /// Parses the request at the front of `bytes`.
  public func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var scanner = Scanner(bytes: bytes)
    do {
      return try parse(&scanner)
    } catch let failure as ParseFailure {
      return failure.outcome
    } catch {
      return .failure(badRequest("bad_request", "the request is malformed"))
    }
  }

  private func parse(_ scanner: inout Scanner) throws -> Outcome {
    // Empty lines before the request line are ignored (RFC 9112 §2.2).
    while scanner.index < scanner.bytes.count {
      let byte = scanner.bytes[scanner.index]
      guard byte == cr || byte == lf else { break }
      if byte == cr, scanner.index + 1 < scanner.bytes.count, scanner.bytes[scanner.index + 1] != lf
      {
        throw ParseFailure.bad(badRequestLine)
      }
      scanner.index += 1
      guard scanner.index <= limits.requestLine else { throw ParseFailure.bad(badRequestLine) }
    }
    let start = scanner.index

    // The request line: method SP request-target SP HTTP-version.
    guard let line = try scanner.line(limit: limits.requestLine, failure: uriTooLong) else {
      try checkRequestLinePrefix(scanner.bytes, from: start)
      return .needMore(expectsContinue: false)
    }
    let requestLine = try parseRequestLine(scanner.bytes, line)

    // The header section.
    var headers = HTTPHeaders()
    let headersStart = scanner.index
    guard
      try parseFields(
        &scanner, into: &headers, limit: limits.headers, start: headersStart)
    else { return .needMore(expectsContinue: false) }

    let isHTTP11 = requestLine.version == "1.1"
    let hosts = headers.values("Host")
    if isHTTP11 ? hosts.count != 1 : hosts.count > 1 {
      throw ParseFailure.bad(
        badRequest(
          "bad_host",
          hosts.isEmpty
            ? "an HTTP/1.1 request needs a Host header" : "the request has more than one Host"))
    }

    // Body framing (RFC 9112 §6).
    let framing = try bodyFraming(headers, isHTTP11: isHTTP11)
    var expectsContinue = false
    if let expectation = headers["Expect"] {
      guard expectation.lowercased() == "100-continue" else {
        throw ParseFailure.bad(
          HTTPError(
            .expectationFailed, code: "expectation_failed",
            message: "only 'Expect: 100-continue' is understood"))
      }
      expectsContinue = isHTTP11
    }

    let body: Data
    switch framing.kind {
    case .length(let length):
      guard scanner.remaining >= length else {
        return .needMore(expectsContinue: expectsContinue && scanner.remaining == 0)
      }
      body = Data(
        buffer: UnsafeBufferPointer(
          rebasing: scanner.bytes[scanner.index..<(scanner.index + length)]))
      scanner.index += length
    case .chunked:
      let bodyStart = scanner.index
      guard let decoded = try parseChunkedBody(&scanner) else {
        return .needMore(expectsContinue: expectsContinue && scanner.index == bodyStart)
      }
      body = decoded
    }

    // The target: origin form, absolute form, or `*`.
    let (path, query) = try parseTarget(requestLine.target)
    let connection = headers["Connection"]?.lowercased() ?? ""
    let keepAlive =
      framing.closeAfter
      ? false : isHTTP11 ? !connection.contains("close") : connection.contains("keep-alive")
    var request = HTTPRequest(
      method: requestLine.method, path: path, query: query, headers: headers, body: body)
    request.target = requestLine.target
    request.version = requestLine.version
    return .request(request, consumed: scanner.index, keepAlive: keepAlive)
  }

  // MARK: The request line

  private struct RequestLine {
    var method: HTTPRequest.Method
    var target: String
    var version: String
  }

  private func parseRequestLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) throws
    -> RequestLine
  {
    guard let firstSpace = firstIndex(of: space, in: bytes, line),
      let lastSpace = lastIndex(of: space, in: bytes, line), firstSpace < lastSpace
    else { throw ParseFailure.bad(badRequestLine) }
    let method = line.lowerBound..<firstSpace
    let target = (firstSpace + 1)..<lastSpace
    let version = (lastSpace + 1)..<line.upperBound
    guard !method.isEmpty, method.allSatisfy({ isTokenByte(bytes[$0]) }), !target.isEmpty,
      target.allSatisfy({ (0x21...0x7E).contains(bytes[$0]) })
    else { throw ParseFailure.bad(badRequestLine) }
    // HTTP-version = "HTTP/" DIGIT "." DIGIT, case-sensitive.
    let name = Array("HTTP/".utf8)
    guard version.count == 8, zip(version.prefix(5), name).allSatisfy({ bytes[$0] == $1 }),
      isDigit(bytes[version.lowerBound + 5]), bytes[version.lowerBound + 6] == UInt8(ascii: "."),
      isDigit(bytes[version.lowerBound + 7])
    else { throw ParseFailure.bad(badRequestLine) }
    let major = bytes[version.lowerBound + 5] - UInt8(ascii: "0")
    let minor = bytes[version.lowerBound + 7] - UInt8(ascii: "0")
    guard major == 1 else {
      throw ParseFailure.bad(
        HTTPError(
          .httpVersionNotSupported, code: "version_not_supported",
          message: "only HTTP/1.0 and HTTP/1.1 are supported"))
    }
    return RequestLine(
      method: HTTPRequest.Method(rawValue: string(bytes, method)),
      target: string(bytes, target), version: minor == 0 ? "1.0" : "1.1")
  }

  /// Refuses, before its end has arrived, a request line that can never become valid: a
  /// method with a byte no token has (a TLS handshake, binary noise), or a control byte.
  private func checkRequestLinePrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws {
    var index = start
    var inMethod = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == space {
        if inMethod, index == start { throw ParseFailure.bad(badRequestLine) }
        inMethod = false
      } else if byte == cr {
        if index + 1 < bytes.count { throw ParseFailure.bad(badRequestLine) }
      } else if byte < 0x20 || byte == 0x7F || (inMethod && !isTokenByte(byte)) {
        throw ParseFailure.bad(badRequestLine)
      }
      index += 1
    }
  }

  // MARK: Fields

  /// Parses field lines up to and including the empty line that ends them, into `fields`;
  /// `false` when that empty line has not arrived. Every complete line is checked at once.
  private func parseFields(
    _ scanner: inout Scanner, into fields: inout HTTPHeaders, limit: Int, start: Int
  ) throws -> Bool {
    var pendingName: String?
    var pendingValue: [UInt8] = []
    func flush() {
      if let name = pendingName { fields.add(name, String(decoding: pendingValue, as: UTF8.self)) }
      pendingName = nil
      pendingValue.removeAll(keepingCapacity: true)
    }
    while true {
      let remainingLimit = max(0, start + limit + 2 - scanner.index)
      guard let line = try scanner.line(limit: remainingLimit, failure: headersTooLarge) else {
        // Check the part of the line that has arrived, so garbage fails now.
        try checkFieldPrefix(scanner.bytes, from: scanner.index)
        return false
      }
      if scanner.index - start > limit + 2 { throw ParseFailure.bad(headersTooLarge) }
      if line.isEmpty {
        flush()
        return true
      }
      let bytes = scanner.bytes
      if bytes[line.lowerBound] == space || bytes[line.lowerBound] == tab {
        // Obsolete line folding: the line continues the previous value (RFC 9112 §5.2).
        guard pendingName != nil else { throw ParseFailure.bad(badHeader) }
        let value = trimmed(bytes, line)
        guard value.allSatisfy({ isFieldValueByte(bytes[$0]) }) else {
          throw ParseFailure.bad(badHeader)
        }
        if !value.isEmpty {
          if !pendingValue.isEmpty { pendingValue.append(space) }
          pendingValue.append(contentsOf: bytes[value])
        }
        continue
      }
      flush()
      guard let colon = firstIndex(of: UInt8(ascii: ":"), in: bytes, line),
        colon > line.lowerBound,
        (line.lowerBound..<colon).allSatisfy({ isTokenByte(bytes[$0]) })
      else { throw ParseFailure.bad(badHeader) }
      let value = trimmed(bytes, (colon + 1)..<line.upperBound)
      guard value.allSatisfy({ isFieldValueByte(bytes[$0]) }) else {
        throw ParseFailure.bad(badHeader)
      }
      pendingName = string(bytes, line.lowerBound..<colon)
      pendingValue.append(contentsOf: bytes[value])
    }
  }

  /// Refuses an incomplete field line that already cannot be valid: a byte no field name
  /// has before its colon, or a control byte.
  private func checkFieldPrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws {
    guard start < bytes.count else { return }
    let folded = bytes[start] == space || bytes[start] == tab
    var inName = !folded
    for index in start..<bytes.count {
      let byte = bytes[index]
      if byte == cr {
        if index + 1 < bytes.count { throw ParseFailure.bad(badHeader) }
      } else if inName {
        if byte == UInt8(ascii: ":") {
          if index == start { throw ParseFailure.bad(badHeader) }
          inName = false
        } else if !isTokenByte(byte) {
          throw ParseFailure.bad(badHeader)
        }
      } else if !isFieldValueByte(byte) {
        throw ParseFailure.bad(badHeader)
      }
    }
  }

  // MARK: The body

  private struct Framing {
    enum Kind {
      case length(Int)
      case chunked
    }
    var kind: Kind
    /// Whether the connection must close after the answer (RFC 9112 §6.3: a request with
    /// both Transfer-Encoding and Content-Length).
    var closeAfter = false
  }

  private func bodyFraming(_ headers: HTTPHeaders, isHTTP11: Bool) throws -> Framing {
    let encodings = headers.values("Transfer-Encoding")
    let lengths = headers.values("Content-Length")
    if !encodings.isEmpty {
      guard isHTTP11 else {
        throw ParseFailure.bad(
          badRequest(
            "bad_transfer_encoding", "an HTTP/1.0 request cannot use Transfer-Encoding"))
      }
      let codings = encodings.flatMap { $0.split(separator: ",") }
        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      if let other = codings.first(where: { $0 != "chunked" }) {
        throw ParseFailure.bad(
          HTTPError(
            .notImplemented, code: "transfer_encoding_not_supported",
            message: "the transfer coding '\(other)' is not supported; use chunked"))
      }
      guard codings.count == 1 else {
        throw ParseFailure.bad(
          badRequest("bad_transfer_encoding", "chunked may be applied only once"))
      }
      return Framing(kind: .chunked, closeAfter: !lengths.isEmpty)
    }
    guard !lengths.isEmpty else { return Framing(kind: .length(0)) }
    var length: Int?
    for item in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
      let text = item.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, text.utf8.allSatisfy(isDigit) else {
        throw ParseFailure.bad(
          badRequest("bad_content_length", "Content-Length is missing a single valid number"))
      }
      // Leading zeros are allowed; a number too long for Int is simply too large.
      let value = Int(text) ?? Int.max
      if let length, length != value {
        throw ParseFailure.bad(
          badRequest("bad_content_length", "Content-Length is missing a single valid number"))
      }
      length = value
    }
    let value = length ?? 0
    guard value <= limits.body else { throw ParseFailure.bad(bodyTooLarge) }
    return Framing(kind: .length(value))
  }

  /// Decodes a chunked body (RFC 9112 §7.1); `nil` when it has not all arrived. The chunks'
  /// data is copied once, when the body is whole: a body arriving in many reads is re-scanned
  /// on each, never re-copied.
  private func parseChunkedBody(_ scanner: inout Scanner) throws -> Data? {
    var pieces: [Range<Int>] = []
    var length = 0
    while true {
      guard let line = try scanner.line(limit: limits.chunkLine, failure: badChunk, crlf: true)
      else {
        try checkChunkLinePrefix(scanner.bytes, from: scanner.index)
        return nil
      }
      let size = try chunkSize(scanner.bytes, line)
      if size == 0 {
        // The trailer section: checked like headers, then dropped.
        var trailers = HTTPHeaders()
        let trailersStart = scanner.index
        guard
          try parseFields(
            &scanner, into: &trailers, limit: limits.headers, start: trailersStart)
        else { return nil }
        var body = Data(capacity: length)
        for piece in pieces { body.append(UnsafeBufferPointer(rebasing: scanner.bytes[piece])) }
        return body
      }
      guard length + size <= limits.body else { throw ParseFailure.bad(bodyTooLarge) }
      let dataEnd = scanner.index + size
      // The chunk's data ends with CRLF.
      guard dataEnd + 1 < scanner.bytes.count else {
        if dataEnd < scanner.bytes.count, scanner.bytes[dataEnd] != cr {
          throw ParseFailure.bad(badChunk)
        }
        return nil
      }
      guard scanner.bytes[dataEnd] == cr, scanner.bytes[dataEnd + 1] == lf else {
        throw ParseFailure.bad(badChunk)
      }
      pieces.append(scanner.index..<dataEnd)
      length += size
      scanner.index = dataEnd + 2
    }
  }

  /// chunk-size [ chunk-ext ]: hex digits, then `;name[=value]` extensions (ignored).
  private func chunkSize(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) throws -> Int {
    var index = line.lowerBound
    var size = 0
    while index < line.upperBound, let digit = hexValue(bytes[index]) {
      // More than 15 hex digits cannot fit the limit whatever they say.
      guard index - line.lowerBound < 15 else { throw ParseFailure.bad(bodyTooLarge) }
      size = size << 4 | Int(digit)
      index += 1
    }
    guard index > line.lowerBound else { throw ParseFailure.bad(badChunk) }
    // Extensions: *( BWS ";" BWS name [ BWS "=" BWS ( token / quoted-string ) ] ).
    func skipWhitespace() {
      while index < line.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
    }
    func token() -> Bool {
      let begin = index
      while index < line.upperBound, isTokenByte(bytes[index]) { index += 1 }
      return index > begin
    }
    func quoted() -> Bool {
      guard index < line.upperBound, bytes[index] == UInt8(ascii: "\"") else { return false }
      index += 1
      while index < line.upperBound {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          index += 1
          return true
        }
        if byte == UInt8(ascii: "\\") { index += 1 }
        guard index < line.upperBound, isFieldValueByte(bytes[index]) else { return false }
        index += 1
      }
      return false
    }
    skipWhitespace()
    while index < line.upperBound {
      guard bytes[index] == UInt8(ascii: ";") else { throw ParseFailure.bad(badChunk) }
      index += 1
      skipWhitespace()
      guard token() else { throw ParseFailure.bad(badChunk) }
      skipWhitespace()
      if index < line.upperBound, bytes[index] == UInt8(ascii: "=") {
        index += 1
        skipWhitespace()
        guard token() || quoted() else { throw ParseFailure.bad(badChunk) }
        skipWhitespace()
      }
    }
    return size
  }

  private func checkChunkLinePrefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws {
    guard start < bytes.count else { return }
    guard hexValue(bytes[start]) != nil else { throw ParseFailure.bad(badChunk) }
    var index = start
    var digits = 0
    while index < bytes.count, hexValue(bytes[index]) != nil {
      digits += 1
      guard digits <= 15 else { throw ParseFailure.bad(bodyTooLarge) }
      index += 1
    }
    for position in index..<bytes.count {
      let byte = bytes[position]
      if byte == cr {
        if position + 1 < bytes.count { throw ParseFailure.bad(badChunk) }
      } else if !isFieldValueByte(byte) {
        throw ParseFailure.bad(badChunk)
      }
    }
  }

  // MARK: The target

  private func parseTarget(_ target: String) throws -> (String, [(name: String, value: String)]) {
    var target = Substring(target)
    if target != "*", !target.hasPrefix("/") {
      // Absolute form (RFC 9112 §3.2.2): the path starts after the authority.
      guard let schemeEnd = target.range(of: "://"),
        ["http", "https"].contains(target[..<schemeEnd.lowerBound].lowercased())
      else { throw ParseFailure.bad(badTarget) }
      let rest = target[schemeEnd.upperBound...]
      let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
      guard pathStart > rest.startIndex else { throw ParseFailure.bad(badTarget) }
      target = rest[pathStart...]
      if target.isEmpty || target.hasPrefix("?") { target = "/" + target }
    }
    let (rawPath, rawQuery) = splitTarget(target)
    guard let path = percentDecode(rawPath, plusIsSpace: false) else {
      throw ParseFailure.bad(badTarget)
    }
    var query: [(name: String, value: String)] = []
    if let rawQuery, !rawQuery.isEmpty {
      for item in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
        let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = percentDecode(pieces[0], plusIsSpace: true),
          let value = percentDecode(pieces.count > 1 ? pieces[1] : "", plusIsSpace: true)
        else {
          throw ParseFailure.bad(
            badRequest("bad_query", "the query string has an invalid percent-encoding"))
        }
        query.append((name, value))
      }
    }
    return (path, query)
  }

  // MARK: Errors

  private var badRequestLine: HTTPError {
    badRequest("bad_request_line", "the request line is not 'METHOD TARGET HTTP/1.1'")
  }
  private var uriTooLong: HTTPError {
    HTTPError(
      .uriTooLong, code: "uri_too_long",
      message: "the request line is longer than \(limits.requestLine) bytes")
  }
  private var headersTooLarge: HTTPError {
    HTTPError(
      .headerFieldsTooLarge, code: "headers_too_large",
      message: "the headers are larger than \(limits.headers) bytes")
  }
  private var badHeader: HTTPError { badRequest("bad_header", "a header field is malformed") }
  private var badChunk: HTTPError {
    badRequest("bad_chunk", "the chunked body is malformed")
  }
  private var badTarget: HTTPError {
    badRequest("bad_target", "the request target is not a valid path")
  }
  private var bodyTooLarge: HTTPError {
    HTTPError(
      .payloadTooLarge, code: "body_too_large",
      message: "the body is larger than \(limits.body) bytes")
  }
}

private func badRequest(_ code: String, _ message: String) -> HTTPError {
  HTTPError(.badRequest, code: code, message: message)
}

private struct ParseFailure: Error {
  var outcome: RequestParser.Outcome
  static func bad(_ error: HTTPError) -> ParseFailure { ParseFailure(outcome: .failure(error)) }
}

/// A read position in the bytes, and line splitting.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var remaining: Int { bytes.count - index }

  /// The next line, without its CRLF or LF, moving past it; `nil` when its end has not
  /// arrived. A line longer than `limit` fails with `failure`; a CR not before LF is a bad
  /// request. With `crlf`, a bare LF fails too.
  mutating func line(
    limit: Int, failure: @autoclosure () -> HTTPError, crlf: Bool = false
  ) throws -> Range<Int>? {
    let start = index
    let end = min(bytes.count, start + limit + 2)
    var position = start
    while position < end {
      let byte = bytes[position]
      if byte == lf {
        let lineEnd = position > start && bytes[position - 1] == cr ? position - 1 : position
        if crlf, lineEnd == position { throw ParseFailure.bad(failure()) }
        guard lineEnd - start <= limit else { throw ParseFailure.bad(failure()) }
        index = position + 1
        return start..<lineEnd
      }
      if byte == cr, position + 1 < bytes.count, bytes[position + 1] != lf {
        throw ParseFailure.bad(badRequest("bad_line", "a CR in the request is not before an LF"))
      }
      position += 1
    }
    if bytes.count - start > limit + 1 { throw ParseFailure.bad(failure()) }
    return nil
  }
}

private let cr: UInt8 = 13
private let lf: UInt8 = 10
private let space: UInt8 = 32
private let tab: UInt8 = 9

private func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
  -> Int?
{
  range.first { bytes[$0] == byte }
}

private func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
  -> Int?
{
  range.reversed().first { bytes[$0] == byte }
}

/// `range` without optional whitespace at either end.
private func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
  var lower = range.lowerBound
  var upper = range.upperBound
  while lower < upper, bytes[lower] == space || bytes[lower] == tab { lower += 1 }
  while upper > lower, bytes[upper - 1] == space || bytes[upper - 1] == tab { upper -= 1 }
  return lower..<upper
}

private func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
  String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

/// Whether a byte may appear in a field value: visible ASCII, space, tab, and obs-text; not
/// NUL, CR, LF or another control byte (DEL is kept, as other servers do).
private func isFieldValueByte(_ byte: UInt8) -> Bool {
  byte >= 0x20 || byte == tab
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

private func splitTarget(_ target: Substring) -> (Substring, Substring?) {
  guard let question = target.firstIndex(of: "?") else { return (target, nil) }
  return (target[..<question], target[target.index(after: question)...])
}

/// Percent-decodes `text`; `nil` when an escape is malformed or the result is not UTF-8.
func percentDecode(_ text: some StringProtocol, plusIsSpace: Bool) -> String? {
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
