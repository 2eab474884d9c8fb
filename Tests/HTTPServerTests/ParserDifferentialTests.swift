import Foundation
import HTTPServer
import TestSupport
import Testing

/// Our request parser against an independent one, Python's h11, on generated requests and
/// their mutations: both must accept the same inputs, refuse the same ones, wait for more on
/// the same ones, and parse the accepted ones to the same method, target, version, headers,
/// body and length.
///
/// The test needs `python3` with h11 (`pip install h11`); without it the test is skipped,
/// unless `REQUIRE_H11=1` (CI sets it), when it fails.
@Suite("The request parser against h11")
struct ParserDifferentialTests {
  @Test("generated and mutated requests: same verdicts and same parsed fields as h11")
  func againstH11() async throws {
    guard referenceAvailable else {
      #expect(ProcessInfo.processInfo.environment["REQUIRE_H11"] != "1", "h11 is not installed")
      return
    }
    var generator = RequestGenerator(seed: 0x5EED_1234)
    var inputs: [[UInt8]] = []
    for _ in 0..<1500 {
      let request = generator.request()
      inputs.append(request)
      inputs.append(generator.mutate(request))
      inputs.append(generator.mutate(generator.mutate(request)))
    }
    let all = inputs
    let reference = try await onOwnThread { try runReference(all) }
    try #require(reference.count == inputs.count)
    var compared = 0
    var accepted = 0
    var refused = 0
    var mismatches: [String] = []
    var timeouts: [String] = []
    var earlyRefusals = 0
    for (input, theirs) in zip(inputs, reference) {
      if theirs == .referenceTimedOut {
        timeouts.append(String(decoding: input, as: UTF8.self).debugDescription)
        continue
      }
      let ours = verdict(input)
      guard !isDeliberateDifference(input, ours: ours) else { continue }
      compared += 1
      if case .accept = ours { accepted += 1 }
      if case .reject = ours { refused += 1 }
      // RFC 9112 §7.1.1 allows whitespace before a chunk extension's ';'; h11 refuses it.
      if ours != .reject, theirs == .reject,
        input.indices.dropLast().contains(where: {
          (input[$0] == 32 || input[$0] == 9) && input[$0 + 1] == UInt8(ascii: ";")
        })
      {
        continue
      }
      // RFC 9110 §5.5 lets a recipient refuse control bytes in a field value; we refuse all
      // but HT, h11 only NUL, CR, LF, VT and FF.
      if ours == .reject, case .accept = theirs,
        input.contains(where: { $0 < 0x20 && ![9, 10, 13].contains($0) })
      {
        continue
      }
      // A CR that is not before an LF is invalid (RFC 9112 §2.2); h11 takes it in a chunk line.
      if ours == .reject, case .accept = theirs,
        input.indices.contains(where: {
          input[$0] == 13 && ($0 + 1 == input.count || input[$0 + 1] != 10)
        })
      {
        continue
      }
      // Refusing what can no longer become valid, where h11 still waits, is agreement.
      if ours == .reject, theirs == .incomplete {
        earlyRefusals += 1
        continue
      }
      // Folded lines: RFC 9112 §5.2 replaces the whitespace before and after the line break
      // with one space, h11 only the break and what follows; compare with whitespace runs
      // collapsed.
      let folded = input.indices.dropLast().contains {
        input[$0] == 10 && (input[$0 + 1] == 32 || input[$0 + 1] == 9)
      }
      if ours != theirs, !folded || ours.collapsingWhitespace != theirs.collapsingWhitespace,
        mismatches.count < 5
      {
        mismatches.append(
          "\(String(decoding: input, as: UTF8.self).debugDescription)\n  ours: \(ours)\n  h11: \(theirs)"
        )
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    #expect(timeouts.count <= 3, "h11 timed out on \(timeouts.prefix(3))")
    // The generator must exercise both sides, or the comparison proves little.
    #expect(compared > 3000)
    #expect(accepted > 500)
    #expect(refused > 500)
    #expect(earlyRefusals < compared / 4)
  }
}

extension Verdict {
  /// The verdict with every run of spaces and tabs in a header value made one space.
  var collapsingWhitespace: Verdict {
    guard case .accept(var parsed) = self else { return self }
    parsed.headers = parsed.headers.map { field in
      field.map { value in
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
      }
    }
    return .accept(parsed)
  }
}

/// What a parser made of an input.
enum Verdict: Equatable, CustomStringConvertible {
  case accept(Parsed)
  case reject
  case incomplete
  /// h11 did not finish within two seconds (it has been seen to loop on some inputs).
  case referenceTimedOut

  var description: String {
    switch self {
    case .accept(let parsed): "accept \(parsed)"
    case .reject: "reject"
    case .incomplete: "incomplete"
    case .referenceTimedOut: "h11 timed out"
    }
  }
}

struct Parsed: Equatable {
  var method: String
  var target: String
  var version: String
  /// Lowercased names, values; the framing headers are left out (h11 normalizes them).
  var headers: [[String]]
  var body: [UInt8]
  var consumed: Int
}

private func verdict(_ input: [UInt8]) -> Verdict {
  switch input.withUnsafeBufferPointer({ RequestParser().parse($0) }) {
  case .needMore: return .incomplete
  case .failure: return .reject
  case .request(let request, let consumed, _):
    return .accept(
      Parsed(
        method: request.method.rawValue, target: request.target, version: request.version,
        headers: request.headers.compactMap { name, value in
          let name = name.lowercased()
          return framingHeaders.contains(name) ? nil : [name, value]
        }, body: Array(request.body), consumed: consumed))
  }
}

private let framingHeaders: Set<String> = ["content-length", "transfer-encoding"]

/// Where we follow the RFC and h11 does not, or where we check what h11 leaves to the
/// application: these inputs are not compared.
func isDeliberateDifference(_ input: [UInt8], ours: Verdict) -> Bool {
  // RFC 9112 §2.2: a server SHOULD ignore empty lines before the request line; h11 refuses.
  if let first = input.first, first == 13 || first == 10 { return true }
  let text = String(decoding: input.prefix(while: { $0 != 10 }), as: UTF8.self)
  // We answer 505 to a version other than 1.x, and treat 1.x above 1 as 1.1; h11 takes any.
  if let range = text.range(of: "HTTP/", options: .backwards) {
    let version = text[range.upperBound...].prefix(3)
    if version.count == 3, version != "1.1", version != "1.0" { return true }
  }
  guard case .reject = ours else { return false }
  let outcome = input.withUnsafeBufferPointer { RequestParser().parse($0) }
  guard case .failure(let error) = outcome else { return false }
  // The target's percent-encoding (h11 does not decode targets), expectations other than
  // 100-continue (h11 leaves them to the application), and HTTP/1.0 with Transfer-Encoding
  // (RFC 9112 §6.1: faulty framing; h11 accepts it).
  return ["bad_target", "bad_query", "expectation_failed", "bad_transfer_encoding"]
    .contains(error.code)
}

// MARK: The reference

private let referenceScript = #"""
  import base64, json, signal, sys
  import h11
  class Timeout(Exception):
      pass
  def on_alarm(signum, frame):
      raise Timeout()
  signal.signal(signal.SIGALRM, on_alarm)
  # The test process may have started us with signals blocked.
  signal.pthread_sigmask(signal.SIG_SETMASK, [])
  for line in sys.stdin:
      data = base64.b64decode(line)
      if not data:
          # h11 reads no bytes as the end of the stream.
          print(json.dumps({"kind": "incomplete"}), flush=True)
          continue
      signal.alarm(2)
      connection = h11.Connection(h11.SERVER)
      connection.receive_data(data)
      result = {"kind": "incomplete"}
      request = None
      body = b""
      try:
          while True:
              event = connection.next_event()
              if event is h11.NEED_DATA or event is h11.PAUSED:
                  break
              if isinstance(event, h11.Request):
                  request = event
              elif isinstance(event, h11.Data):
                  body += bytes(event.data)
              elif isinstance(event, h11.EndOfMessage):
                  framing = (b"content-length", b"transfer-encoding")
                  result = {
                      "kind": "accept",
                      "method": request.method.decode("latin-1"),
                      "target": request.target.decode("latin-1"),
                      "version": request.http_version.decode("latin-1"),
                      "headers": [[n.decode("latin-1"), v.decode("utf-8", "replace")]
                                  for n, v in request.headers if n not in framing],
                      "body": base64.b64encode(body).decode(),
                      "consumed": len(data) - len(connection.trailing_data[0]),
                  }
                  break
      except h11.RemoteProtocolError:
          result = {"kind": "reject"}
      except Timeout:
          result = {"kind": "timeout"}
      signal.alarm(0)
      print(json.dumps(result), flush=True)
  """#

private let referenceAvailable: Bool = {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", "import h11"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  } catch {
    return false
  }
}()

private func runReference(_ inputs: [[UInt8]]) throws -> [Verdict] {
  let directory = try makeTemporaryDirectory(prefix: "h11")
  defer { try? FileManager.default.removeItem(at: directory) }
  let inputFile = directory.appendingPathComponent("inputs")
  let outputFile = directory.appendingPathComponent("outputs")
  try inputs.map { Data($0).base64EncodedString() + "\n" }.joined()
    .write(to: inputFile, atomically: true, encoding: .utf8)
  FileManager.default.createFile(atPath: outputFile.path, contents: nil)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", referenceScript]
  process.standardInput = try FileHandle(forReadingFrom: inputFile)
  process.standardOutput = try FileHandle(forWritingTo: outputFile)
  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }
  try process.run()
  // Each input has two seconds; the whole run, far less than this in practice.
  guard exited.wait(timeout: .now() + 300) == .success else {
    process.terminate()
    throw TestSupportError("the h11 reference did not finish in 300 s")
  }
  guard process.terminationStatus == 0 else {
    throw TestSupportError("the h11 reference exited with \(process.terminationStatus)")
  }
  struct Line: Decodable {
    var kind: String
    var method: String?
    var target: String?
    var version: String?
    var headers: [[String]]?
    var body: String?
    var consumed: Int?
  }
  let decoder = JSONDecoder()
  return try String(decoding: Data(contentsOf: outputFile), as: UTF8.self)
    .split(separator: "\n").map { text in
      let line = try decoder.decode(Line.self, from: Data(text.utf8))
      switch line.kind {
      case "accept":
        return .accept(
          Parsed(
            method: line.method ?? "", target: line.target ?? "", version: line.version ?? "",
            headers: line.headers ?? [],
            body: Array(Data(base64Encoded: line.body ?? "") ?? Data()),
            consumed: line.consumed ?? -1))
      case "reject": return .reject
      case "timeout": return .referenceTimedOut
      default: return .incomplete
      }
    }
}

// MARK: The generator

/// Requests from a small grammar of what clients send and get wrong, and byte-level
/// mutations of them; deterministic for a seed.
struct RequestGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  private mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

  mutating func request() -> [UInt8] {
    let newline = chance(85) ? "\r\n" : "\n"
    let method = pick(["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH", "M-SEARCH"])
    let target = pick([
      "/", "/forecast", "/a/b/c?x=1&y=2", "/%E6%9D%B1%E4%BA%AC", "/q?name=a+b", "*",
      "http://example.com/p?q", "/~user/.x", "/a;b=c",
    ])
    let version = chance(80) ? "HTTP/1.1" : "HTTP/1.0"
    var lines = ["\(method) \(target) \(version)"]
    var fields: [String] = []
    if version == "HTTP/1.1" ? chance(92) : chance(40) { fields.append("Host: example.com") }
    if chance(5) { fields.append("Host: other") }
    for _ in 0..<below(4) {
      let name = pick(["Accept", "User-Agent", "X-Trace", "Cookie", "x-lower", "Accept-Language"])
      let value = pick([
        "*/*", "curl/8.0", "a=b; c=d", "", "  padded  ", "ja,en;q=0.8", "東京", "tab\there",
        "quote\"d", "x\u{7F}y",
      ])
      fields.append("\(name): \(value)")
    }
    if chance(5) { fields.append(pick(["Connection: close", "Connection: keep-alive"])) }
    var body = ""
    switch below(10) {
    case 0, 1, 2:
      body = pick(["", "hello", #"{"name":"a"}"#, "東京都"])
      fields.append("Content-Length: \(body.utf8.count)")
    case 3:
      body = "hello"
      fields.append("Content-Length: 5, 5")
    case 4, 5:
      fields.append("Transfer-Encoding: \(pick(["chunked", "Chunked", "chunked"]))")
      // Chunk lines end in CRLF; a bare LF there is refused (see RequestParser).
      let crlf = "\r\n"
      for _ in 0..<below(3) {
        let data = pick(["a", "hello", "0123456789abcdef", "すし"])
        let size = String(data.utf8.count, radix: 16, uppercase: chance(50))
        let ext = pick(["", "", ";a=b", ";name", " ;q=\"x y\""])
        body += "\(size)\(ext)\(crlf)\(data)\(crlf)"
      }
      body += "0\(crlf)"
      if chance(30) { body += "Trailer-Field: value\(newline)" }
      body += newline
    case 6:
      fields.append("Transfer-Encoding: \(pick(["gzip", "gzip, chunked", "identity"]))")
    default:
      break
    }
    if chance(5) { fields.append("Expect: 100-continue") }
    if chance(4) { fields.append(" folded continuation") }
    lines += fields
    var text = lines.joined(separator: newline) + newline + newline + body
    if chance(10) { text += "GET /next HTTP/1.1\(newline)Host: x\(newline)\(newline)" }
    return Array(text.utf8)
  }

  /// One byte-level change: a byte replaced, removed, inserted or duplicated, or the input
  /// cut short.
  mutating func mutate(_ input: [UInt8]) -> [UInt8] {
    guard !input.isEmpty else { return input }
    var bytes = input
    let position = below(bytes.count)
    let interesting: [UInt8] = [0, 9, 10, 13, 32, 34, 44, 58, 59, 0x7F, 0x80, 0xFF, 65, 48]
    switch below(5) {
    case 0: bytes[position] = chance(70) ? pick(interesting) : UInt8(truncatingIfNeeded: next())
    case 1: bytes.remove(at: position)
    case 2: bytes.insert(pick(interesting), at: position)
    case 3: bytes.insert(bytes[position], at: position)
    default: bytes.removeLast(below(bytes.count) + 1)
    }
    return bytes
  }
}
