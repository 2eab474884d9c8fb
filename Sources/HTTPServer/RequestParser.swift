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
/// A connection's bytes arrive in pieces: the caller keeps the unconsumed bytes, appends what
/// each read brings, and calls again, passing the connection's ``Progress`` so that the parse
/// resumes where the previous call stopped and every byte is scanned once, however small the
/// pieces. It fails as early as the bytes allow: a request line that cannot become valid, or
/// a malformed header line, is refused as soon as it is seen, without waiting for the rest of
/// the request. Bytes are checked in order, so the outcome does not depend on how they were
/// split into reads.
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

  /// Where the parse of a request still arriving stopped, so that the next call resumes
  /// there instead of scanning the request from its start again.
  ///
  /// Keep one per connection and pass it with every call: each call's bytes must be the
  /// previous call's with more appended. It starts over by itself once a call returns a
  /// request or a failure (the caller then drops the consumed bytes), and when the bytes are
  /// fewer than last time.
  ///
  /// ```swift
  /// var progress = RequestParser.Progress()
  /// input.append(contentsOf: received)
  /// let outcome = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
  /// ```
  public struct Progress: Sendable {
    fileprivate var stage = Stage.leading
    /// Where the part being read starts: a line, or a chunk's data.
    fileprivate var position = 0
    /// How far into the line at `position` the bytes were checked.
    fileprivate var line = LineScan(next: 0)
    fileprivate var requestLine = RequestLine(method: .get, target: "", version: "")
    /// The header section, then the trailer section of a chunked body.
    fileprivate var section = FieldSection(start: 0)
    fileprivate var head = Head()
    fileprivate var chunks = ChunkedBody()
    /// How many bytes the last call had.
    fileprivate var seen = 0

    public init() {}
  }

  public let limits: HTTPLimits

  public init(limits: HTTPLimits = HTTPLimits()) {
    self.limits = limits
  }

  /// Parses the request at the front of `bytes`, from their start.
  public func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var progress = Progress()
    return parse(bytes, progress: &progress)
  }

  /// Parses the request at the front of `bytes`, resuming from `progress`.
  public func parse(_ bytes: UnsafeBufferPointer<UInt8>, progress: inout Progress) -> Outcome {
    if bytes.count < progress.seen { progress = Progress() }
    progress.seen = bytes.count
    var scanner = Scanner(bytes: bytes, index: progress.position)
    let outcome: Outcome
    do {
      outcome = try parse(&scanner, &progress)
    } catch {
      outcome = error.outcome
    }
    if case .needMore = outcome {
      progress.position = scanner.index
    } else {
      progress = Progress()
    }
    return outcome
  }

  private func parse(_ scanner: inout Scanner, _ progress: inout Progress) throws(ParseFailure)
    -> Outcome
  {
    let bytes = scanner.bytes
    if progress.stage == .leading {
      // Empty lines before the request line are ignored (RFC 9112 §2.2).
      while scanner.index < bytes.count {
        let byte = bytes[scanner.index]
        guard byte == cr || byte == lf else { break }
        if byte == cr {
          // Decided once the next byte is here.
          guard scanner.index + 1 < bytes.count else { return .needMore(expectsContinue: false) }
          guard bytes[scanner.index + 1] == lf else { throw .bad(badRequestLine) }
        }
        scanner.index += 1
        guard scanner.index <= limits.requestLine else { throw .bad(badRequestLine) }
      }
      guard scanner.index < bytes.count else { return .needMore(expectsContinue: false) }
      progress.stage = .requestLine
      progress.line = LineScan(next: scanner.index)
    }

    if progress.stage == .requestLine {
      // The request line: method SP request-target SP HTTP-version.
      guard
        let line = try scanner.line(
          &progress.line, kind: .requestLine, limit: limits.requestLine, failure: uriTooLong)
      else { return .needMore(expectsContinue: false) }
      progress.requestLine = try parseRequestLine(bytes, line)
      progress.section = FieldSection(start: scanner.index)
      progress.stage = .headers
    }

    if progress.stage == .headers {
      guard try parseFields(&scanner, &progress.section, &progress.line) else {
        return .needMore(expectsContinue: false)
      }
      progress.head = try head(progress.requestLine, progress.section.fields)
      progress.head.bodyStart = scanner.index
      progress.chunks = ChunkedBody()
      progress.stage = .body
    }

    // The body.
    let head = progress.head
    let body: Data
    switch head.framing.kind {
    case .length(let length):
      guard scanner.remaining >= length else {
        return .needMore(expectsContinue: head.expectsContinue && scanner.remaining == 0)
      }
      body = Data(
        buffer: UnsafeBufferPointer(
          rebasing: bytes[scanner.index..<(scanner.index + length)]))
      scanner.index += length
    case .chunked:
      guard let decoded = try parseChunkedBody(&scanner, &progress) else {
        return .needMore(
          expectsContinue: head.expectsContinue && scanner.index == head.bodyStart)
      }
      body = decoded
    }

    // The target: origin form, absolute form, or `*`.
    let requestLine = progress.requestLine
    let (path, query) = try parseTarget(requestLine.target)
    let connection = head.headers["Connection"]?.lowercased() ?? ""
    let keepAlive =
      head.framing.closeAfter
      ? false : head.isHTTP11 ? !connection.contains("close") : connection.contains("keep-alive")
    var request = HTTPRequest(
      method: requestLine.method, path: path, query: query, headers: head.headers, body: body)
    request.target = requestLine.target
    request.version = requestLine.version
    return .request(request, consumed: scanner.index, keepAlive: keepAlive)
  }

  /// What the header section decides: the host check, the body's framing, the expectation.
  private func head(_ requestLine: RequestLine, _ headers: HTTPHeaders) throws(ParseFailure)
    -> Head
  {
    let isHTTP11 = requestLine.version == "1.1"
    let hosts = headers.values("Host")
    if isHTTP11 ? hosts.count != 1 : hosts.count > 1 {
      throw .bad(
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
        throw .bad(
          HTTPError(
            .expectationFailed, code: "expectation_failed",
            message: "only 'Expect: 100-continue' is understood"))
      }
      expectsContinue = isHTTP11
    }
    return Head(
      headers: headers, isHTTP11: isHTTP11, framing: framing, expectsContinue: expectsContinue)
  }

  // MARK: Progress

  fileprivate enum Stage: Sendable {
    /// Skipping empty lines before the request line.
    case leading
    case requestLine
    case headers
    case body
  }

  /// A header or trailer section being read.
  fileprivate struct FieldSection: Sendable {
    /// Where its first line starts.
    var start: Int
    var fields = HTTPHeaders()
    /// The last field, kept open for obsolete line folding.
    var pendingName: String?
    var pendingValue: [UInt8] = []
  }

  /// What the header section decided.
  fileprivate struct Head: Sendable {
    var headers = HTTPHeaders()
    var isHTTP11 = true
    var framing = Framing(kind: .length(0))
    var expectsContinue = false
    /// Where the body starts.
    var bodyStart = 0
  }

  /// A chunked body being read.
  fileprivate struct ChunkedBody: Sendable {
    /// Where each chunk's data lies.
    var pieces: [Range<Int>] = []
    var length = 0
    /// Where the data of the chunk being read ends; nil while a chunk-size line is read.
    var dataEnd: Int?
    /// Whether the last chunk was read and the trailer section is being read.
    var inTrailers = false
  }

  // MARK: The request line

  fileprivate struct RequestLine: Sendable {
    var method: HTTPRequest.Method
    var target: String
    var version: String
  }

  private func parseRequestLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    throws(ParseFailure)
    -> RequestLine
  {
    guard let firstSpace = firstIndex(of: space, in: bytes, line),
      let lastSpace = lastIndex(of: space, in: bytes, line), firstSpace < lastSpace
    else { throw .bad(badRequestLine) }
    let method = line.lowerBound..<firstSpace
    let target = (firstSpace + 1)..<lastSpace
    let version = (lastSpace + 1)..<line.upperBound
    guard !method.isEmpty, method.allSatisfy({ isTokenByte(bytes[$0]) }), !target.isEmpty,
      target.allSatisfy({ (0x21...0x7E).contains(bytes[$0]) })
    else { throw .bad(badRequestLine) }
    // HTTP-version = "HTTP/" DIGIT "." DIGIT, case-sensitive.
    let name = Array("HTTP/".utf8)
    guard version.count == 8, zip(version.prefix(5), name).allSatisfy({ bytes[$0] == $1 }),
      isDigit(bytes[version.lowerBound + 5]), bytes[version.lowerBound + 6] == UInt8(ascii: "."),
      isDigit(bytes[version.lowerBound + 7])
    else { throw .bad(badRequestLine) }
    let major = bytes[version.lowerBound + 5] - UInt8(ascii: "0")
    let minor = bytes[version.lowerBound + 7] - UInt8(ascii: "0")
    guard major == 1 else {
      throw .bad(
        HTTPError(
          .httpVersionNotSupported, code: "version_not_supported",
          message: "only HTTP/1.0 and HTTP/1.1 are supported"))
    }
    return RequestLine(
      method: HTTPRequest.Method(rawValue: string(bytes, method)),
      target: string(bytes, target), version: minor == 0 ? "1.0" : "1.1")
  }

  // MARK: Fields

  /// Parses field lines up to and including the empty line that ends them, into `section`;
  /// `false` when that empty line has not arrived. Every complete line is checked at once.
  private func parseFields(
    _ scanner: inout Scanner, _ section: inout FieldSection, _ scan: inout LineScan
  ) throws(ParseFailure) -> Bool {
    let limit = limits.headers
    let bytes = scanner.bytes
    while true {
      let remainingLimit = max(0, section.start + limit + 2 - scanner.index)
      guard
        let line = try scanner.line(
          &scan, kind: .field, limit: remainingLimit, failure: headersTooLarge)
      else { return false }
      if scanner.index - section.start > limit + 2 { throw .bad(headersTooLarge) }
      if line.isEmpty {
        section.flush()
        return true
      }
      if bytes[line.lowerBound] == space || bytes[line.lowerBound] == tab {
        // Obsolete line folding: the line continues the previous value (RFC 9112 §5.2).
        guard section.pendingName != nil else { throw .bad(badHeader) }
        let value = trimmed(bytes, line)
        guard value.allSatisfy({ isFieldValueByte(bytes[$0]) }) else { throw .bad(badHeader) }
        if !value.isEmpty {
          if !section.pendingValue.isEmpty { section.pendingValue.append(space) }
          section.pendingValue.append(contentsOf: bytes[value])
        }
        continue
      }
      section.flush()
      guard let colon = firstIndex(of: UInt8(ascii: ":"), in: bytes, line),
        colon > line.lowerBound,
        (line.lowerBound..<colon).allSatisfy({ isTokenByte(bytes[$0]) })
      else { throw .bad(badHeader) }
      let value = trimmed(bytes, (colon + 1)..<line.upperBound)
      guard value.allSatisfy({ isFieldValueByte(bytes[$0]) }) else { throw .bad(badHeader) }
      section.pendingName = string(bytes, line.lowerBound..<colon)
      section.pendingValue.append(contentsOf: bytes[value])
    }
  }

  // MARK: The body

  fileprivate struct Framing: Sendable {
    enum Kind: Sendable {
      case length(Int)
      case chunked
    }
    var kind: Kind
    /// Whether the connection must close after the answer (RFC 9112 §6.3: a request with
    /// both Transfer-Encoding and Content-Length).
    var closeAfter = false
  }

  private func bodyFraming(_ headers: HTTPHeaders, isHTTP11: Bool) throws(ParseFailure) -> Framing {
    let encodings = headers.values("Transfer-Encoding")
    let lengths = headers.values("Content-Length")
    if !encodings.isEmpty {
      guard isHTTP11 else {
        throw .bad(
          badRequest(
            "bad_transfer_encoding", "an HTTP/1.0 request cannot use Transfer-Encoding"))
      }
      let codings = encodings.flatMap { $0.split(separator: ",") }
        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      if let other = codings.first(where: { $0 != "chunked" }) {
        throw .bad(
          HTTPError(
            .notImplemented, code: "transfer_encoding_not_supported",
            message: "the transfer coding '\(other)' is not supported; use chunked"))
      }
      guard codings.count == 1 else {
        throw .bad(
          badRequest("bad_transfer_encoding", "chunked may be applied only once"))
      }
      return Framing(kind: .chunked, closeAfter: !lengths.isEmpty)
    }
    guard !lengths.isEmpty else { return Framing(kind: .length(0)) }
    var length: Int?
    for item in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
      let text = item.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, text.utf8.allSatisfy(isDigit) else {
        throw .bad(
          badRequest("bad_content_length", "Content-Length is missing a single valid number"))
      }
      // Leading zeros are allowed; a number too long for Int is simply too large.
      let value = Int(text) ?? Int.max
      if let length, length != value {
        throw .bad(
          badRequest("bad_content_length", "Content-Length is missing a single valid number"))
      }
      length = value
    }
    let value = length ?? 0
    guard value <= limits.body else { throw .bad(bodyTooLarge) }
    return Framing(kind: .length(value))
  }

  /// Decodes a chunked body (RFC 9112 §7.1); `nil` when it has not all arrived. The chunks'
  /// data is copied once, when the body is whole.
  private func parseChunkedBody(_ scanner: inout Scanner, _ progress: inout Progress)
    throws(ParseFailure) -> Data?
  {
    let bytes = scanner.bytes
    while true {
      if progress.chunks.inTrailers {
        // The trailer section: checked like headers, then dropped.
        guard try parseFields(&scanner, &progress.section, &progress.line) else { return nil }
        var body = Data(capacity: progress.chunks.length)
        for piece in progress.chunks.pieces {
          body.append(UnsafeBufferPointer(rebasing: bytes[piece]))
        }
        return body
      }
      if let dataEnd = progress.chunks.dataEnd {
        // The chunk's data ends with CRLF.
        guard dataEnd + 1 < bytes.count else {
          if dataEnd < bytes.count, bytes[dataEnd] != cr { throw .bad(badChunk) }
          return nil
        }
        guard bytes[dataEnd] == cr, bytes[dataEnd + 1] == lf else { throw .bad(badChunk) }
        progress.chunks.pieces.append(scanner.index..<dataEnd)
        progress.chunks.length += dataEnd - scanner.index
        progress.chunks.dataEnd = nil
        scanner.index = dataEnd + 2
        progress.line = LineScan(next: scanner.index)
        continue
      }
      guard
        let line = try scanner.line(
          &progress.line, kind: .chunkSize(bodyLimit: limits.body), limit: limits.chunkLine,
          failure: badChunk,
          crlf: true)
      else { return nil }
      let size = try chunkSize(bytes, line)
      if size == 0 {
        progress.chunks.inTrailers = true
        progress.section = FieldSection(start: scanner.index)
        continue
      }
      guard progress.chunks.length + size <= limits.body else { throw .bad(bodyTooLarge) }
      progress.chunks.dataEnd = scanner.index + size
    }
  }

  /// chunk-size [ chunk-ext ]: hex digits, then `;name[=value]` extensions (ignored).
  private func chunkSize(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    throws(ParseFailure) -> Int
  {
    var index = line.lowerBound
    var size = 0
    while index < line.upperBound, let digit = hexValue(bytes[index]) {
      // More than 15 hex digits cannot fit the limit whatever they say.
      guard index - line.lowerBound < 15 else { throw .bad(bodyTooLarge) }
      size = size << 4 | Int(digit)
      index += 1
    }
    guard index > line.lowerBound else { throw .bad(badChunk) }
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
      guard bytes[index] == UInt8(ascii: ";") else { throw .bad(badChunk) }
      index += 1
      skipWhitespace()
      guard token() else { throw .bad(badChunk) }
      skipWhitespace()
      if index < line.upperBound, bytes[index] == UInt8(ascii: "=") {
        index += 1
        skipWhitespace()
        guard token() || quoted() else { throw .bad(badChunk) }
        skipWhitespace()
      }
    }
    return size
  }

  // MARK: The target

  private func parseTarget(_ target: String) throws(ParseFailure) -> (
    String, [(name: String, value: String)]
  ) {
    var target = Substring(target)
    if target != "*", !target.hasPrefix("/") {
      // Absolute form (RFC 9112 §3.2.2): the path starts after the authority.
      guard let schemeEnd = target.range(of: "://"),
        ["http", "https"].contains(target[..<schemeEnd.lowerBound].lowercased())
      else { throw .bad(badTarget) }
      let rest = target[schemeEnd.upperBound...]
      let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
      guard pathStart > rest.startIndex else { throw .bad(badTarget) }
      target = rest[pathStart...]
      if target.isEmpty || target.hasPrefix("?") { target = "/" + target }
    }
    let (rawPath, rawQuery) = splitTarget(target)
    guard let path = percentDecode(rawPath, plusIsSpace: false) else {
      throw .bad(badTarget)
    }
    var query: [(name: String, value: String)] = []
    if let rawQuery, !rawQuery.isEmpty {
      for item in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
        let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = percentDecode(pieces[0], plusIsSpace: true),
          let value = percentDecode(pieces.count > 1 ? pieces[1] : "", plusIsSpace: true)
        else {
          throw .bad(
            badRequest("bad_query", "the query string has an invalid percent-encoding"))
        }
        query.append((name, value))
      }
    }
    return (path, query)
  }

  // MARK: Errors

  private var badRequestLine: HTTPError { badRequestLineError }
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
  private var badHeader: HTTPError { badHeaderError }
  private var badChunk: HTTPError { badChunkError }
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

// The refusals the line scanner gives, built only when thrown.
private var badRequestLineError: HTTPError {
  badRequest("bad_request_line", "the request line is not 'METHOD TARGET HTTP/1.1'")
}
private var badHeaderError: HTTPError { badRequest("bad_header", "a header field is malformed") }
private var badChunkError: HTTPError { badRequest("bad_chunk", "the chunked body is malformed") }

private struct ParseFailure: Error {
  var outcome: RequestParser.Outcome
  static func bad(_ error: HTTPError) -> ParseFailure { ParseFailure(outcome: .failure(error)) }
}

extension RequestParser.FieldSection {
  /// Adds the field kept open for folding, if any.
  fileprivate mutating func flush() {
    if let name = pendingName { fields.add(name, String(decoding: pendingValue, as: UTF8.self)) }
    pendingName = nil
    pendingValue.removeAll(keepingCapacity: true)
  }
}

/// What a line must hold, checked a byte at a time as it arrives.
private enum LineKind {
  /// method SP request-target SP HTTP-version: a method of token bytes, no control byte.
  case requestLine
  /// A field name of token bytes and a colon, then value bytes; or a folded continuation.
  case field
  /// Hex digits (at most 15), then extension bytes; `bodyLimit` is for the message when the
  /// size has too many digits.
  case chunkSize(bodyLimit: Int)
}

/// How far into a line the bytes were checked, to resume there when more arrive.
private struct LineScan: Sendable {
  /// The next byte to check.
  var next: Int
  /// Whether the byte before `next` is a CR, so `next` must be an LF.
  var afterCR = false
  /// Still in the line's first part: the method, the field name, the chunk size's digits.
  var inFirstPart = true
  var digits = 0
}

/// A read position in the bytes, and line splitting.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next line (or the body) starts.
  var index: Int

  var remaining: Int { bytes.count - index }

  /// The line at `index`, without its CRLF or LF, moving past it; `nil` when its end has not
  /// arrived. Resumes checking at `scan.next` (the line's bytes before it were checked by an
  /// earlier call) and leaves `scan` ready for the next line.
  ///
  /// Each byte is checked in order: a CR not before LF is a bad request; a byte the line's
  /// `kind` cannot hold fails; a line longer than `limit` fails with `failure`. With `crlf`,
  /// a bare LF fails with `failure` too.
  mutating func line(
    _ scan: inout LineScan, kind: LineKind, limit: Int, failure: @autoclosure () -> HTTPError,
    crlf: Bool = false
  ) throws(ParseFailure) -> Range<Int>? {
    let start = index
    var position = max(scan.next, start)
    defer { scan.next = position }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == lf {
        if crlf, !scan.afterCR { throw .bad(failure()) }
        let lineEnd = scan.afterCR ? position - 1 : position
        index = position + 1
        position = index
        scan = LineScan(next: index)
        return start..<lineEnd
      }
      if scan.afterCR {
        throw .bad(badRequest("bad_line", "a CR in the request is not before an LF"))
      }
      let offset = position - start
      if byte == cr {
        scan.afterCR = true
        if offset > limit { throw .bad(failure()) }
      } else {
        try check(byte, offset: offset, kind: kind, &scan)
        if offset >= limit { throw .bad(failure()) }
      }
      position += 1
    }
    return nil
  }

  /// Checks one byte of a line that has not ended, at `offset` from its start.
  @inline(__always)
  private func check(_ byte: UInt8, offset: Int, kind: LineKind, _ scan: inout LineScan)
    throws(ParseFailure)
  {
    switch kind {
    case .requestLine:
      if byte == space {
        if scan.inFirstPart, offset == 0 { throw .bad(badRequestLineError) }
        scan.inFirstPart = false
      } else if byte < 0x20 || byte == 0x7F || (scan.inFirstPart && !isTokenByte(byte)) {
        throw .bad(badRequestLineError)
      }
    case .field:
      if offset == 0, byte == space || byte == tab {
        scan.inFirstPart = false  // a folded line: all of it is value
      } else if scan.inFirstPart {
        if byte == UInt8(ascii: ":") {
          if offset == 0 { throw .bad(badHeaderError) }
          scan.inFirstPart = false
        } else if !isTokenByte(byte) {
          throw .bad(badHeaderError)
        }
      } else if !isFieldValueByte(byte) {
        throw .bad(badHeaderError)
      }
    case .chunkSize(let bodyLimit):
      if scan.inFirstPart, hexValue(byte) != nil {
        scan.digits += 1
        // More than 15 hex digits cannot fit the limit whatever they say.
        if scan.digits > 15 {
          throw .bad(
            HTTPError(
              .payloadTooLarge, code: "body_too_large",
              message: "the body is larger than \(bodyLimit) bytes"))
        }
      } else {
        if offset == 0 { throw .bad(badChunkError) }
        scan.inFirstPart = false
        if !isFieldValueByte(byte) { throw .bad(badChunkError) }
      }
    }
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
