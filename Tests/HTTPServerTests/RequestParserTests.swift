import Foundation
import HTTPServer
import Testing

/// Parses `text` (as bytes) with the default limits, or `limits`.
func parseRequest(_ text: String, limits: HTTPLimits = HTTPLimits()) -> RequestParser.Outcome {
  parseRequest(Array(text.utf8), limits: limits)
}

func parseRequest(_ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()) -> RequestParser.Outcome {
  bytes.withUnsafeBufferPointer { RequestParser(limits: limits).parse($0) }
}

extension RequestParser.Outcome {
  var request: HTTPRequest? {
    if case .request(let request, _, _) = self { request } else { nil }
  }
  var consumed: Int? {
    if case .request(_, let consumed, _) = self { consumed } else { nil }
  }
  var keepAlive: Bool? {
    if case .request(_, _, let keepAlive) = self { keepAlive } else { nil }
  }
  var error: HTTPError? {
    if case .failure(let error) = self { error } else { nil }
  }
  var isNeedMore: Bool {
    if case .needMore = self { true } else { false }
  }
  var expectsContinue: Bool {
    if case .needMore(let expects) = self { expects } else { false }
  }
}

@Suite("HTTP/1.1 request parsing (RFC 9112)")
struct RequestParserTests {
  /// Requests that are valid, each with what it parses to.
  static let valid: [(String, method: String, path: String, body: String)] = [
    ("GET / HTTP/1.1\r\nHost: a\r\n\r\n", "GET", "/", ""),
    ("GET /x HTTP/1.0\r\n\r\n", "GET", "/x", ""),
    ("GET /x HTTP/1.1\nHost: a\n\n", "GET", "/x", ""),
    ("\r\n\r\nGET /late HTTP/1.1\r\nHost: a\r\n\r\n", "GET", "/late", ""),
    ("POST /p HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello", "POST", "/p", "hello"),
    ("POST /p HTTP/1.1\r\nHost: a\r\nContent-Length: 5, 5\r\n\r\nhello", "POST", "/p", "hello"),
    (
      "POST /p HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "5;name=value;q=\"a b\"\r\nhello\r\n7 \r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n",
      "POST", "/p", "hello, world"
    ),
    (
      "PUT /p HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: Chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n",
      "PUT", "/p", "0123456789"
    ),
    (
      "GET http://example.com:8080/abs?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n", "GET", "/abs", ""
    ),
    ("GET http://example.com HTTP/1.1\r\nHost: example.com\r\n\r\n", "GET", "/", ""),
    ("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n", "OPTIONS", "*", ""),
    ("GET / HTTP/1.2\r\nHost: a\r\n\r\n", "GET", "/", ""),
    (
      "GET /%E6%9D%B1 HTTP/1.1\r\nHost: a\r\nX-Empty:\r\nX-Folded: one\r\n two\r\n\r\n", "GET",
      "/東", ""
    ),
  ]

  @Test("valid requests parse to their method, path and body", arguments: valid)
  func validRequests(text: String, method: String, path: String, body: String) throws {
    let outcome = parseRequest(text)
    let request = try #require(outcome.request, "\(outcome)")
    #expect(request.method.rawValue == method)
    #expect(request.path == path)
    #expect(String(decoding: request.body, as: UTF8.self) == body)
    #expect(outcome.consumed == text.utf8.count)
  }

  @Test("every prefix of a valid request waits for more, never fails", arguments: valid)
  func prefixes(text: String, method: String, path: String, body: String) {
    let bytes = Array(text.utf8)
    for end in 0..<bytes.count {
      let outcome = parseRequest(Array(bytes[..<end]))
      #expect(outcome.isNeedMore, "after \(end) of \(bytes.count) bytes: \(outcome)")
    }
  }

  @Test(
    "malformed requests are refused with the status the RFC gives",
    arguments: [
      // Request line.
      ("GET / HTTP/1\u{1F}1\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET / http/1.1\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET / HTTP/1.1 \r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("G@T / HTTP/1.1\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET / HTTP/11\r\nHost: a\r\n\r\n", 400, "bad_request_line"),
      ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505, "version_not_supported"),
      ("GET / HTTP/0.9\r\nHost: a\r\n\r\n", 505, "version_not_supported"),
      ("GET ftp://x/ HTTP/1.1\r\nHost: a\r\n\r\n", 400, "bad_target"),
      ("GET /%ZZ HTTP/1.1\r\nHost: a\r\n\r\n", 400, "bad_target"),
      // Lines.
      ("GET / HTTP/1.1\rHost: a\r\n\r\n", 400, "bad_line"),
      // Fields.
      ("GET / HTTP/1.1\r\n\r\n", 400, "bad_host"),
      ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "bad_host"),
      ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1.1\r\n: a\r\nHost: a\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1.1\r\n folded\r\nHost: a\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1.1\r\nHost: a\u{1}b\r\n\r\n", 400, "bad_header"),
      ("GET / HTTP/1.1\r\nExpect: 200-ok\r\nHost: a\r\n\r\n", 417, "expectation_failed"),
      // Framing.
      (
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", 400,
        "bad_content_length"
      ),
      ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +5\r\n\r\nhello", 400, "bad_content_length"),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n", 413,
        "body_too_large"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", 501,
        "transfer_encoding_not_supported"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501,
        "transfer_encoding_not_supported"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, chunked\r\n\r\n", 400,
        "bad_transfer_encoding"
      ),
      (
        "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400,
        "bad_transfer_encoding"
      ),
      // Chunks.
      ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nG\r\n", 400, "bad_chunk"),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\nhello\r\n", 400,
        "bad_chunk"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\n0\r\n", 400,
        "bad_chunk"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX", 400,
        "bad_chunk"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5;=x\r\nhello\r\n", 400,
        "bad_chunk"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFF\r\n",
        413,
        "body_too_large"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n200000\r\n", 413,
        "body_too_large"
      ),
      (
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nBad Trailer\r\n", 400,
        "bad_header"
      ),
    ] as [(String, Int, String)])
  func malformed(text: String, status: Int, code: String) {
    let outcome = parseRequest(text)
    #expect(outcome.error?.status.code == status, "\(outcome)")
    #expect(outcome.error?.code == code, "\(outcome)")
  }

  @Test(
    "garbage is refused as soon as it shows, without waiting for the end of a line",
    arguments: [
      "\u{16}\u{3}\u{1}\u{2}\u{0}",  // a TLS handshake
      "GET / HTTP/1.1\r\nHost: a\r\nBad Header",
      "GET / HTTP/1.1\r\nHost: a\u{0}",
      "GET\u{0}",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz",
    ])
  func earlyRefusal(text: String) {
    #expect(parseRequest(text).error?.status.code == 400)
  }

  @Test("a chunked body in a 1 MiB limit: exactly the limit passes, a byte more is 413")
  func chunkedLimit() throws {
    var limits = HTTPLimits()
    limits.body = 10
    let head = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
    let exact = parseRequest(head + "6\r\nabcdef\r\n4\r\nghij\r\n0\r\n\r\n", limits: limits)
    #expect(try #require(exact.request).body == Data("abcdefghij".utf8))
    let over = parseRequest(head + "6\r\nabcdef\r\n5\r\nghijk\r\n0\r\n\r\n", limits: limits)
    #expect(over.error?.status == .payloadTooLarge)
  }

  @Test("trailer fields are checked against the header limit and then dropped")
  func trailers() throws {
    var limits = HTTPLimits()
    limits.headers = 64
    let head = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
    let small = try #require(parseRequest(head + "T: v\r\n\r\n", limits: limits).request)
    #expect(small.headers["T"] == nil)
    let big = parseRequest(head + "T: " + String(repeating: "v", count: 100), limits: limits)
    #expect(big.error?.status == .headerFieldsTooLarge)
  }

  @Test("Expect: 100-continue asks for the go-ahead only while none of the body has come")
  func expectContinue() {
    let head = "PUT / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n"
    #expect(parseRequest(head).expectsContinue)
    #expect(parseRequest(head + "a").isNeedMore)
    #expect(!parseRequest(head + "a").expectsContinue)
    #expect(parseRequest(head + "abc").request != nil)
    #expect(!parseRequest(String(head.dropLast(2))).expectsContinue)
    let chunked =
      "PUT / HTTP/1.1\r\nHost: a\r\nExpect: 100-Continue\r\nTransfer-Encoding: chunked\r\n\r\n"
    #expect(parseRequest(chunked).expectsContinue)
    // HTTP/1.0 clients do not wait for one.
    #expect(
      !parseRequest("PUT / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
        .expectsContinue)
    // Too large: refused at once, before the client sends it.
    var limits = HTTPLimits()
    limits.body = 2
    #expect(parseRequest(head, limits: limits).error?.status == .payloadTooLarge)
  }

  @Test("the connection stays open by the version's default and Connection; TE with CL closes it")
  func keepAlive() {
    #expect(parseRequest("GET / HTTP/1.1\r\nHost: a\r\n\r\n").keepAlive == true)
    #expect(
      parseRequest("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n").keepAlive == false)
    #expect(parseRequest("GET / HTTP/1.0\r\n\r\n").keepAlive == false)
    #expect(parseRequest("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").keepAlive == true)
    let smuggled =
      "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
    #expect(parseRequest(smuggled).keepAlive == false)
    #expect(parseRequest(smuggled).request?.body.isEmpty == true)
  }

  @Test("pipelined requests are taken one at a time; the target and version are kept")
  func pipelined() throws {
    let first = "GET /one?x=%20 HTTP/1.0\r\n\r\n"
    let outcome = parseRequest(first + "GET /two HTTP/1.1\r\nHost: a\r\n\r\n")
    let request = try #require(outcome.request)
    #expect(outcome.consumed == first.utf8.count)
    #expect(request.target == "/one?x=%20")
    #expect(request.version == "1.0")
    #expect(request.queryValue("x") == " ")
  }

  @Test("obsolete line folding joins the value with a space")
  func folding() throws {
    let text = "GET / HTTP/1.1\r\nHost: a\r\nX: one\r\n\t two \r\n  three\r\n\r\n"
    #expect(try #require(parseRequest(text).request).headers["X"] == "one two three")
  }
}
