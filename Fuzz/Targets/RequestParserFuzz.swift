// libFuzzer target for HTTPServer's RequestParser (built and run by Fuzz/run.sh).
//
// Beyond "no crash", every input must keep these invariants, with small limits so that the
// fuzzer reaches every one of them:
// - a request accepted used at least one byte and no more than it was given, and the same
//   request is parsed from those bytes alone;
// - a refusal has one of the statuses the parser gives;
// - the outcome is the same however the bytes are split into reads (one Progress resumed
//   across them): split once anywhere, and a byte per read;
// - a request accepted, written out again with a Content-Length body, parses to the same
//   method, target, version, path, query, headers and body.
import Foundation
import HTTPServer

#if canImport(Glibc)
  import Glibc
#endif

let limits: HTTPLimits = {
  var limits = HTTPLimits()
  limits.requestLine = 64
  limits.headers = 160
  limits.body = 256
  limits.chunkLine = 24
  return limits
}()
let parser = RequestParser(limits: limits)
let statuses: Set<Int> = [400, 413, 414, 417, 431, 501, 505]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  check(bytes)
  return 0
}

/// Writes `text` to standard error (unbuffered, before the abort).
func printError(_ text: String) {
  var text = text
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func violated(_ what: String, _ bytes: [UInt8]) -> Never {
  printError(
    "invariant violated: \(what)\ninput: \(String(reflecting: String(decoding: bytes, as: UTF8.self)))\n"
  )
  abort()
}

func parseWhole(_ bytes: [UInt8]) -> RequestParser.Outcome {
  bytes.withUnsafeBufferPointer { parser.parse($0) }
}

/// The outcome of feeding `bytes` in reads of `sizes` (the last read takes the rest).
func parseInReads(_ bytes: [UInt8], sizes: [Int]) -> RequestParser.Outcome {
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

func summary(_ outcome: RequestParser.Outcome, keepAlive includeKeepAlive: Bool = true) -> String {
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
      + "query=\(query) headers=\(headers) body=\(Array(request.body)) consumed=\(consumed)"
      + (includeKeepAlive ? " keepAlive=\(keepAlive))" : ")")
  }
}

/// The request written out again, framed by Content-Length.
func serialized(_ request: HTTPRequest) -> [UInt8] {
  var text = "\(request.method) \(request.target) HTTP/\(request.version)\r\n"
  for (name, value) in request.headers
  where name.lowercased() != "content-length" && name.lowercased() != "transfer-encoding" {
    text += "\(name): \(value)\r\n"
  }
  if !request.body.isEmpty { text += "Content-Length: \(request.body.count)\r\n" }
  text += "\r\n"
  return Array(text.utf8) + Array(request.body)
}

/// A request's fields apart from its framing headers, for comparing a round trip.
func fields(_ request: HTTPRequest) -> String {
  var copy = request
  copy.headers.remove("Content-Length")
  copy.headers.remove("Transfer-Encoding")
  return summary(.request(copy, consumed: 0, keepAlive: false), keepAlive: false)
}

func check(_ bytes: [UInt8]) {
  let whole = parseWhole(bytes)
  let expected = summary(whole)
  switch whole {
  case .needMore:
    break
  case .failure(let error):
    if !statuses.contains(error.status.code) { violated("status \(error.status.code)", bytes) }
  case .request(let request, let consumed, _):
    if consumed <= 0 || consumed > bytes.count {
      violated("consumed \(consumed) of \(bytes.count) bytes", bytes)
    }
    let alone = summary(parseWhole(Array(bytes[..<consumed])))
    if alone != expected {
      violated("the request's own bytes parse differently:\n\(alone)\n\(expected)", bytes)
    }
    // With the default limits: the written-out head gains a Content-Length.
    let again = serialized(request)
    switch again.withUnsafeBufferPointer({ RequestParser().parse($0) }) {
    case .request(let reparsed, _, _):
      if fields(reparsed) != fields(request) {
        violated(
          "written out and parsed again it differs:\n\(fields(reparsed))\n\(fields(request))",
          bytes)
      }
    case let other:
      violated("written out, it does not parse: \(summary(other))", again)
    }
  }
  // Split once: at every point of a short input, at 64 spread points of a long one.
  let step = max(1, bytes.count / 64)
  for split in stride(from: 0, through: bytes.count, by: step) {
    let outcome = summary(parseInReads(bytes, sizes: [split]))
    if outcome != expected {
      violated("split at \(split) of \(bytes.count):\n\(outcome)\n\(expected)", bytes)
    }
  }
  let trickled = summary(parseInReads(bytes, sizes: Array(repeating: 1, count: bytes.count)))
  if trickled != expected {
    violated("a byte per read:\n\(trickled)\n\(expected)", bytes)
  }
}
