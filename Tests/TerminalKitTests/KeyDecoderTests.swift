import TerminalKit
import Testing

@Suite("Key decoding")
struct KeyDecoderTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flushPendingEscape()
  }

  @Test(
    "escape sequences, control characters and text",
    arguments: [
      ("\u{1B}[A", [Key.up]), ("\u{1B}OB", [.down]), ("\u{1B}[1;5C", [.right]),
      ("\u{1B}[D", [.left]),
      ("\t", [.tab]), ("\u{1B}[Z", [.backTab]), ("\r", [.enter]), ("\u{7F}", [.backspace]),
      ("\u{1B}[3~", [.delete]), ("\u{1B}[H", [.home]), ("\u{1B}[4~", [.end]),
      ("\u{3}", [.control("c")]),
      ("aあ", [.character("a"), .character("あ")]), ("\u{1B}", [.escape]),
      ("\u{1B}[200~a\tb\u{1B}[201~", [.paste("a\tb")]),
    ])
  func keys(input: String, expected: [Key]) {
    #expect(decode(input) == expected)
  }

  @Test("multi-byte characters and sequences split across reads wait for the rest")
  func split() {
    var decoder = KeyDecoder()
    let bytes = Array("あ\u{1B}[A".utf8)
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    #expect(keys == [.character("あ"), .up])
    #expect(decoder.flushPendingEscape().isEmpty)
  }

  @Test("a paste split across reads arrives whole")
  func splitPaste() {
    var decoder = KeyDecoder()
    var keys = decoder.feed(Array("\u{1B}[200~東京".utf8))
    keys += decoder.feed(Array("都\u{1B}[20".utf8))
    keys += decoder.feed(Array("1~x".utf8))
    #expect(keys == [.paste("東京都"), .character("x")])
  }

  @Test("Esc read alone, then ↓ and Enter before its wait ends: all three keys, in order")
  func escapeThenSequence() {
    var decoder = KeyDecoder()
    var keys = decoder.feed([0x1B])
    #expect(keys.isEmpty)
    keys += decoder.feed(Array("\u{1B}[B\r".utf8))
    keys += decoder.flushPendingEscape()
    #expect(keys == [.escape, .down, .enter])
  }
}

@Suite("Key decoding, from inputs the fuzzer found (Fuzz/run.sh key-decoder)")
struct KeyDecoderFuzzRegressionTests {
  /// The keys of `bytes` fed in reads of `sizes` (the last takes the rest), then a flush.
  func decode(_ bytes: [UInt8], reads sizes: [Int]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var rest = bytes[...]
    for size in sizes {
      keys += decoder.feed(rest.prefix(size))
      rest = rest.dropFirst(size)
    }
    return keys + decoder.feed(rest) + decoder.flushPendingEscape()
  }

  @Test(
    "a sequence longer than any a terminal sends is dropped through its final byte, however split")
  func overlongSequenceSplit() {
    // ESC [ then 80 parameter bytes, then the final byte A, then x.
    let bytes = [0x1B, 0x5B] + Array(String(repeating: "1;", count: 40).utf8) + Array("Ax".utf8)
    #expect(decode(bytes, reads: []) == [.character("x")])
    for split in [2, 65, 66, 67, 80, 82] {
      #expect(decode(bytes, reads: [split]) == [.character("x")], "split at \(split)")
    }
    #expect(decode(bytes, reads: Array(repeating: 1, count: bytes.count)) == [.character("x")])
    // An ESC inside it ends the drop and starts a sequence anew.
    let cut = Array(bytes[..<70]) + Array("\u{1B}[B".utf8)
    #expect(decode(cut, reads: [68]) == [.down])
    #expect(decode(cut, reads: []) == [.down])
  }
}

extension KeyDecoderFuzzRegressionTests {
  @Test(
    "a malformed UTF-8 sequence ends at the first byte that cannot continue it",
    arguments: [
      // A tab, 0xFF bytes (never UTF-8), then CR, DEL and Ctrl-C: the three keys survive.
      ([0x09] + Array(repeating: 0xFF, count: 3) + [0x0D, 0x7F, 0x03], 3),
      // A lead byte of three bytes cut short by CR: Enter, not a "\r" character.
      ([0xE0, 0x0D], 1), ([0xE2, 0x82, 0x0D], 1),
    ] as [([UInt8], Int)])
  func malformedUTF8(bytes: [UInt8], replacements: Int) {
    let keys = decode(bytes, reads: [])
    #expect(keys == decode(bytes, reads: Array(repeating: 1, count: bytes.count)))
    let characters = keys.filter { if case .character = $0 { true } else { false } }
    #expect(characters == Array(repeating: .character("\u{FFFD}"), count: replacements))
    #expect(keys.contains(.enter))
    #expect(
      !keys.contains {
        if case .character(let c) = $0 {
          c.unicodeScalars.contains { $0.value < 0x20 }
        } else {
          false
        }
      })
  }
}
