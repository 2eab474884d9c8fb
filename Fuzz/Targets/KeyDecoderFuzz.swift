// libFuzzer target for TerminalKit's KeyDecoder (built and run by Fuzz/run.sh).
//
// Beyond "no crash", every input must keep these invariants:
// - the keys are the same however the bytes are split into reads, split once anywhere and a
//   byte per read (text compares as its Unicode scalars, since a read boundary may fall
//   between the scalars of one grapheme and split it into two keys);
// - a character key never holds a control character: control bytes are keys of their own
//   or dropped, never swallowed into text;
// - nothing is left pending once the input is over and a lone ESC is flushed, unless a
//   sequence or a paste is still open.
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

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
  printError("invariant violated: \(what)\ninput: \(bytes)\n")
  abort()
}

/// Keys with runs of character keys joined into one run of scalars.
enum Decoded: Equatable {
  case text([Unicode.Scalar])
  case key(Key)
}

func normalized(_ keys: [Key]) -> [Decoded] {
  var result: [Decoded] = []
  var text: [Unicode.Scalar] = []
  for key in keys {
    if case .character(let character) = key {
      text.append(contentsOf: character.unicodeScalars)
      continue
    }
    if !text.isEmpty {
      result.append(.text(text))
      text.removeAll(keepingCapacity: true)
    }
    result.append(.key(key))
  }
  if !text.isEmpty { result.append(.text(text)) }
  return result
}

func decode(_ bytes: [UInt8], reads sizes: [Int]) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  var rest = bytes[...]
  for size in sizes {
    keys += decoder.feed(rest.prefix(size))
    rest = rest.dropFirst(size)
  }
  keys += decoder.feed(rest)
  keys += decoder.flushPendingEscape()
  return keys
}

func check(_ bytes: [UInt8]) {
  let keys = decode(bytes, reads: [])
  for key in keys {
    if case .character(let character) = key,
      character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      violated("a character key holds a control character: \(keys)", bytes)
    }
  }
  let expected = normalized(keys)
  let step = max(1, bytes.count / 64)
  for split in stride(from: 0, through: bytes.count, by: step) {
    let keys = normalized(decode(bytes, reads: [split]))
    if keys != expected { violated("split at \(split):\n\(keys)\n\(expected)", bytes) }
  }
  let trickled = normalized(decode(bytes, reads: Array(repeating: 1, count: bytes.count)))
  if trickled != expected { violated("a byte per read:\n\(trickled)\n\(expected)", bytes) }
}
