import Foundation
import HTTPServer
import Testing

/// Feeds `bytes` to one parser in reads of the given sizes (the last read takes the rest),
/// resuming with one `Progress` as the event loop does; the first outcome that is not
/// `needMore`, or the last one.
func parseInReads(
  _ bytes: [UInt8], sizes: [Int], limits: HTTPLimits = HTTPLimits()
) -> RequestParser.Outcome {
  let parser = RequestParser(limits: limits)
  var progress = RequestParser.Progress()
  var input: [UInt8] = []
  var rest = bytes[...]
  var sizes = sizes[...]
  while true {
    let size = sizes.popFirst() ?? rest.count
    input.append(contentsOf: rest.prefix(size))
    rest = rest.dropFirst(size)
    let outcome = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
    if case .needMore = outcome, !rest.isEmpty { continue }
    return outcome
  }
}

/// An outcome as text with everything it holds, so two outcomes compare in full.
func summary(_ outcome: RequestParser.Outcome) -> String {
  switch outcome {
  case .needMore(let expectsContinue):
    return "needMore(expectsContinue: \(expectsContinue))"
  case .failure(let error):
    return "failure(\(error.status.code) \(error.code): \(error.message))"
  case .request(let request, let consumed, let keepAlive):
    let headers = request.headers.map { "\($0.name)=\($0.value)" }.joined(separator: "|")
    let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    return
      "request(\(request.method) \(request.target) \(request.version) path=\(request.path) "
      + "query=\(query) headers=\(headers) body=\(Array(request.body)) consumed=\(consumed) "
      + "keepAlive=\(keepAlive))"
  }
}

@Suite("Request parsing resumed across reads")
struct RequestParserProgressTests {
  /// Valid requests and refused ones, every framing and every stage a failure can come at.
  static let inputs: [String] =
    RequestParserTests.valid.map(\.0) + [
      "GET / HTTP/1\u{1F}1\r\nHost: a\r\n\r\n",
      "GET / HTTP/2.0\r\nHost: a\r\n\r\n",
      "GET / HTTP/1.1\rHost: a\r\n\r\n",
      "\r\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
      "GET / HTTP/1.1\r\n folded\r\nHost: a\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a\u{1}b\r\n\r\n",
      "GET /%ZZ HTTP/1.1\r\nHost: a\r\n\r\n",
      "PUT / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\nhello\r\n",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFF\r\n",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nBad Trailer\r\n",
      "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\nT: v\r\n\r\n",
    ]

  @Test("a request fed one byte per read parses as it does in one read", arguments: inputs)
  func oneByteAtATime(text: String) {
    let bytes = Array(text.utf8)
    let whole = summary(parseRequest(bytes))
    let trickled = summary(parseInReads(bytes, sizes: Array(repeating: 1, count: bytes.count)))
    #expect(trickled == whole)
  }

  @Test("a request split into two reads anywhere parses as it does in one", arguments: inputs)
  func everySplit(text: String) {
    let bytes = Array(text.utf8)
    let whole = summary(parseRequest(bytes))
    for split in 0...bytes.count {
      #expect(summary(parseInReads(bytes, sizes: [split])) == whole, "split at \(split)")
    }
  }

  @Test("a 13 KB header section trickled a byte per read: every read waits, the last completes")
  func largeHeaderTrickled() throws {
    var text = "POST /login HTTP/1.1\r\nHost: example.com\r\n"
    for index in 0..<200 { text += "X-Header-\(index): \(String(repeating: "v", count: 50))\r\n" }
    text += "Content-Length: 5\r\n\r\nhello"
    let bytes = Array(text.utf8)
    let parser = RequestParser()
    var progress = RequestParser.Progress()
    var input: [UInt8] = []
    for byte in bytes.dropLast() {
      input.append(byte)
      let outcome = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
      try #require(outcome.isNeedMore, "after \(input.count) bytes: \(summary(outcome))")
    }
    input.append(contentsOf: bytes.suffix(1))
    let outcome = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
    let request = try #require(outcome.request, "\(summary(outcome))")
    #expect(outcome.consumed == bytes.count)
    #expect(request.headers.map(\.name).count == 202)
    #expect(request.headers["X-Header-199"] == String(repeating: "v", count: 50))
    #expect(request.body == Data("hello".utf8))
  }

  @Test("after a request the progress starts over for the next one in the same bytes")
  func pipelinedResumed() throws {
    let first = "POST /one HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhi"
    let second = "GET /two HTTP/1.1\r\nHost: a\r\n\r\n"
    let parser = RequestParser()
    var progress = RequestParser.Progress()
    var input = Array((first + second).utf8.prefix(first.utf8.count - 1))
    #expect(input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }.isNeedMore)
    input = Array((first + second).utf8)
    let one = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
    #expect(try #require(one.request).path == "/one")
    input.removeFirst(try #require(one.consumed))
    let two = input.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
    #expect(try #require(two.request).path == "/two")
  }

  @Test("bytes fewer than the last call's start the parse over instead of resuming")
  func shorterBytesStartOver() throws {
    let parser = RequestParser()
    var progress = RequestParser.Progress()
    let partial = Array("GET /abandoned HTTP/1.1\r\nHost: a\r\nX-Long: ".utf8)
    #expect(partial.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }.isNeedMore)
    let other = Array("GET /b HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
    let outcome = other.withUnsafeBufferPointer { parser.parse($0, progress: &progress) }
    #expect(try #require(outcome.request).path == "/b")
  }

  @Test("a byte refused early in an over-long request line is 400 in one read or in two")
  func overlongLineOrder() {
    var limits = HTTPLimits()
    limits.requestLine = 32
    // Before resumable scanning: 414 in one read (the limit was checked before the bytes),
    // 400 when the first read ended before the limit.
    let bytes = Array(("GET /\u{1}" + String(repeating: "a", count: 60) + " HTTP/1.1\r\n").utf8)
    let whole = parseRequest(bytes, limits: limits)
    #expect(whole.error?.code == "bad_request_line", "\(summary(whole))")
    #expect(summary(parseInReads(bytes, sizes: [10], limits: limits)) == summary(whole))
  }
}
