import TerminalKit
import Testing

@Suite("Key encoding")
struct KeyEncoderTests {
  /// The keys a decoder makes of what the encoder wrote for `keys`, the Escape key
  /// included (it waits for the pause that tells it from a sequence).
  func roundTrip(_ keys: [Key]) -> [Key] {
    var decoder = KeyDecoder()
    var decoded: [Key] = []
    for key in keys {
      decoded += decoder.feed(TerminalEncoder.bytes(for: key))
      decoded += decoder.flushPendingEscape()
    }
    return decoded
  }

  @Test(
    "every key the decoder makes comes back from the bytes the encoder writes for it",
    arguments: [
      Key.up, .down, .left, .right, .tab, .backTab, .enter, .escape, .backspace, .delete,
      .home, .end, .pageUp, .pageDown,
      .character("a"), .character(" "), .character("~"), .character("あ"), .character("漢"),
      .character("é"), .character("e\u{301}"), .character("😀"), .character("👨‍👩‍👧"),
      .character("🇯🇵"), .control("a"), .control("c"), .control("z"), .paste("東京\tto\nparis"),
      .paste(""),
    ])
  func roundTrip(key: Key) {
    #expect(roundTrip([key]) == [key])
  }

  @Test("a sequence of keys written in one go decodes to the same sequence")
  func sequence() {
    let keys: [Key] = [
      .character("た"), .up, .escape, .paste("x"), .control("u"), .character("👍🏽"), .end,
    ]
    var bytes: [UInt8] = []
    for key in keys { TerminalEncoder.append(key, into: &bytes) }
    var decoder = KeyDecoder()
    #expect(decoder.feed(bytes) + decoder.flushPendingEscape() == keys)
  }

  @Test(
    "Ctrl with I, J, M or H is the key a terminal cannot tell it from",
    arguments: [("i", Key.tab), ("j", .enter), ("m", .enter), ("h", .backspace)]
      as [(Character, Key)])
  func controlAliases(letter: Character, key: Key) {
    #expect(roundTrip([.control(letter)]) == [key])
  }
}
