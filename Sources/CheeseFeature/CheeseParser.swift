#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the problem's input format: `N W`, then `N` rows `A_i B_i`.
///
/// Any ASCII whitespace may separate the numbers and the final newline is optional. Every
/// number is checked against the constraints, and a refusal names the line and the token.
///
/// ```swift
/// let problem = try CheeseParser.parse("3 5\n3 1\n4 2\n2 3\n")
/// try CheeseSolver.maximumWorth(problem)  // 15
/// ```
public enum CheeseParser {
  /// The largest input accepted, in bytes: far above the 5 MB that the largest valid
  /// input needs in its plainest layout, and a bound on memory for hostile input.
  public static let maximumInputBytes = 64 << 20

  /// Parses a problem from text.
  public static func parse(_ text: String) throws(CheeseError) -> CheeseProblem {
    try parse(Array(text.utf8))
  }

  /// Parses a problem from bytes.
  public static func parse(_ bytes: [UInt8]) throws(CheeseError) -> CheeseProblem {
    try bytes.withUnsafeBufferPointer { buffer throws(CheeseError) in try parse(buffer) }
  }

  /// Parses a problem from a buffer of bytes.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(CheeseError)
    -> CheeseProblem
  {
    guard bytes.count <= maximumInputBytes else {
      throw CheeseError(.inputTooLarge(limit: maximumInputBytes))
    }
    var scanner = Scanner(bytes)
    guard scanner.skipWhitespace() else { throw CheeseError(.emptyInput) }
    let count = try scanner.integer(field: "N", range: CheeseProblem.countRange, rows: (0, 0))
    let capacity = try scanner.integer(
      field: "W", range: CheeseProblem.capacityRange, rows: (count, 0))
    var cheeses: [Cheese] = []
    cheeses.reserveCapacity(count)
    for row in 1...count {
      let worth = try scanner.integer(
        field: "A_\(row)", range: CheeseProblem.worthRange, rows: (count, row - 1))
      let grams = try scanner.integer(
        field: "B_\(row)", range: CheeseProblem.gramsRange, rows: (count, row - 1))
      cheeses.append(Cheese(unchecked: UInt32(worth), UInt32(grams)))
    }
    if scanner.skipWhitespace() {
      let (line, token) = scanner.nextTokenPlace
      throw CheeseError(
        .unexpectedToken(token: scanner.peekToken(), rowsExpected: count), line: line,
        token: token)
    }
    return CheeseProblem(unchecked: capacity, cheeses)
  }

  /// Reads a file descriptor to its end, refusing more than ``maximumInputBytes``.
  public static func readAll(fileDescriptor: Int32) throws(CheeseError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 20)
    let chunkSize = 1 << 18
    var failure: Int32 = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunkSize) { chunk in
      while bytes.count <= maximumInputBytes {
        let got = read(fileDescriptor, chunk.baseAddress, chunkSize)
        if got > 0 {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<got]))
        } else if got == 0 {
          return
        } else if errno != EINTR {
          failure = errno
          return
        }
      }
    }
    if failure != 0 { throw CheeseError(.readFailed(String(cString: strerror(failure)))) }
    if bytes.count > maximumInputBytes {
      throw CheeseError(.inputTooLarge(limit: maximumInputBytes))
    }
    return bytes
  }
}

/// Walks the input a token at a time, keeping the line and the token's place on it.
private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var line = 1
  /// How many tokens of the current line were read.
  var tokensOnLine = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The place the next token will have once read.
  var nextTokenPlace: (line: Int, token: Int) { (line, tokensOnLine + 1) }

  /// Skips whitespace; returns whether a token follows.
  @inline(__always)
  mutating func skipWhitespace() -> Bool {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        line += 1
        tokensOnLine = 0
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        break
      default:
        return true
      }
      index += 1
    }
    return false
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The token at `index`, for a message; at most 32 characters of it.
  func peekToken() -> String {
    var end = index
    while end < bytes.count, !Self.isWhitespace(bytes[end]), end - index < 32 { end += 1 }
    let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    return end < bytes.count && !Self.isWhitespace(bytes[end]) ? token + "…" : token
  }

  /// Reads one integer in `range`.
  ///
  /// `rows` is how many rows `N` announces and how many were read, for the message when the
  /// input ends early.
  @inline(__always)
  mutating func integer(field: @autoclosure () -> String, range: ClosedRange<Int>, rows: (Int, Int))
    throws(CheeseError) -> Int
  {
    guard skipWhitespace() else {
      throw CheeseError(
        .missingValue(field: field(), rowsExpected: rows.0, rowsRead: rows.1), line: line)
    }
    let start = index
    var value = 0
    var digits = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      digits += 1
      index += 1
    }
    tokensOnLine += 1
    if digits == 0 || digits > 18 || (index < bytes.count && !Self.isWhitespace(bytes[index])) {
      return try slowInteger(from: start, field: field(), range: range)
    }
    guard range.contains(value) else {
      throw CheeseError(
        .outOfRange(field: field(), value: value, range: range), line: line, token: tokensOnLine)
    }
    return value
  }

  /// Reads the token at `start` again with full checks: a sign, overflow, stray bytes.
  mutating func slowInteger(from start: Int, field: String, range: ClosedRange<Int>)
    throws(CheeseError) -> Int
  {
    index = start
    let token = peekToken()
    var end = start
    while end < bytes.count, !Self.isWhitespace(bytes[end]) { end += 1 }
    index = end
    let place = (line, tokensOnLine)
    var cursor = start
    var negative = false
    if bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
      negative = bytes[cursor] == UInt8(ascii: "-")
      cursor += 1
    }
    guard cursor < end else {
      throw CheeseError(.notAnInteger(field: field, token: token), line: place.0, token: place.1)
    }
    var value = 0
    var overflowed = false
    for byte in UnsafeBufferPointer(rebasing: bytes[cursor..<end]) {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else {
        throw CheeseError(.notAnInteger(field: field, token: token), line: place.0, token: place.1)
      }
      let (times10, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) = times10.addingReportingOverflow(Int(digit))
      overflowed = overflowed || o1 || o2
      value = next
    }
    if overflowed {
      throw CheeseError(
        .tooLarge(field: field, token: token, range: range), line: place.0, token: place.1)
    }
    if negative { value = -value }
    guard range.contains(value) else {
      throw CheeseError(
        .outOfRange(field: field, value: value, range: range), line: place.0, token: place.1)
    }
    return value
  }
}
