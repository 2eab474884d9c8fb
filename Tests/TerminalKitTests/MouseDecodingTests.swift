import TerminalKit
import Testing

@Suite("Mouse reports: decoding, encoding, and the screen model's modes")
struct MouseDecodingTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flushPendingEscape()
  }

  @Test(
    "SGR reports become mouse events at zero-based cells",
    arguments: [
      ("\u{1B}[<0;1;1M", MouseEvent(.press(.left), column: 0, row: 0)),
      ("\u{1B}[<0;12;5m", MouseEvent(.release(.left), column: 11, row: 4)),
      ("\u{1B}[<1;3;4M", MouseEvent(.press(.middle), column: 2, row: 3)),
      ("\u{1B}[<2;3;4m", MouseEvent(.release(.right), column: 2, row: 3)),
      ("\u{1B}[<64;40;10M", MouseEvent(.scrollUp, column: 39, row: 9)),
      ("\u{1B}[<65;40;10M", MouseEvent(.scrollDown, column: 39, row: 9)),
      ("\u{1B}[<66;1;1M", MouseEvent(.scrollLeft, column: 0, row: 0)),
      ("\u{1B}[<67;1;1M", MouseEvent(.scrollRight, column: 0, row: 0)),
      ("\u{1B}[<32;7;8M", MouseEvent(.drag(.left), column: 6, row: 7)),
      ("\u{1B}[<35;7;8M", MouseEvent(.move, column: 6, row: 7)),
      ("\u{1B}[<4;2;2M", MouseEvent(.press(.left), column: 1, row: 1, modifiers: .shift)),
      ("\u{1B}[<8;2;2M", MouseEvent(.press(.left), column: 1, row: 1, modifiers: .option)),
      ("\u{1B}[<16;2;2M", MouseEvent(.press(.left), column: 1, row: 1, modifiers: .control)),
      (
        "\u{1B}[<93;300;200M",
        MouseEvent(.scrollDown, column: 299, row: 199, modifiers: [.shift, .option, .control])
      ),
    ])
  func decodes(input: String, event: MouseEvent) {
    #expect(decode(input) == [.mouse(event)])
  }

  @Test("a report split anywhere across reads arrives once, whole, with the keys around it")
  func split() {
    let bytes = Array("a\u{1B}[<0;10;5M\u{1B}[<0;10;5mb".utf8)
    for cut in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
      #expect(
        keys == [
          .character("a"), .mouse(MouseEvent(.press(.left), column: 9, row: 4)),
          .mouse(MouseEvent(.release(.left), column: 9, row: 4)), .character("b"),
        ], "cut at \(cut)")
      #expect(decoder.pendingByteCount == 0)
    }
  }

  @Test(
    "malformed reports are dropped and the keys after them still arrive",
    arguments: [
      "\u{1B}[<0;1M", "\u{1B}[<0;1;1;1M", "\u{1B}[<;;M", "\u{1B}[<0:1;1;1M", "\u{1B}[<0;0;1M",
      "\u{1B}[<0;1;0M", "\u{1B}[<-1;1;1M", "\u{1B}[<0;-5;1M", "\u{1B}[<999;1;1M",
      "\u{1B}[<0;1;1X", "\u{1B}[<65;1;1m", "\u{1B}[<128;1;1M", "\u{1B}[<3;1;1M",
      "\u{1B}[<0;99999999999999999999999;1M", "\u{1B}[<",
    ])
  func malformed(input: String) {
    #expect(decode(input + "\u{1B}[A") == [.up])
  }

  @Test("a sequence with no end, longer than any a terminal sends, is dropped, not kept")
  func overlong() {
    var decoder = KeyDecoder()
    var keys = decoder.feed(Array("\u{1B}[<".utf8))
    for _ in 0..<1000 { keys += decoder.feed(Array("1;".utf8)) }
    #expect(decoder.pendingByteCount <= 64)
    keys += decoder.feed(Array("M\r".utf8))
    #expect(keys.last == .enter)
    #expect(!keys.contains { if case .mouse = $0 { true } else { false } })
  }

  @Test(
    "every mouse event comes back from the bytes the encoder writes for it",
    arguments: [
      MouseEvent(.press(.left), column: 0, row: 0),
      MouseEvent(.release(.right), column: 79, row: 23),
      MouseEvent(.drag(.middle), column: 5, row: 6, modifiers: .shift),
      MouseEvent(.move, column: 1, row: 2),
      MouseEvent(.scrollUp, column: 10, row: 3, modifiers: [.control, .option]),
      MouseEvent(.scrollDown, column: 500, row: 300),
      MouseEvent(.scrollLeft, column: 1, row: 1), MouseEvent(.scrollRight, column: 1, row: 1),
    ])
  func roundTrip(event: MouseEvent) {
    #expect(
      decode(String(decoding: TerminalEncoder.bytes(for: .mouse(event)), as: UTF8.self)) == [
        .mouse(event)
      ])
  }

  @Test("entering the full screen turns SGR mouse reports on, leaving turns them off")
  func modes() {
    var screen = TerminalScreen(width: 4, height: 1)
    screen.feed(TerminalEncoder.enterFullScreen)
    #expect(screen.isMouseReporting && screen.isSGRMouse)
    // Presses and releases, and moves with a button held (a drag gesture follows them).
    #expect(screen.mouseTrackingModes == [1000, 1002])
    screen.feed(TerminalEncoder.leaveFullScreen)
    #expect(!screen.isMouseReporting && !screen.isSGRMouse)
    screen.feed(TerminalEncoder.enterFullScreen(mouse: false))
    #expect(screen.isAlternateScreen && !screen.isMouseReporting && !screen.isSGRMouse)
    // Modes set together in one sequence.
    screen.feed(Array("\u{1B}[?1002;1006h".utf8))
    #expect(screen.mouseTrackingModes == [1002] && screen.isSGRMouse)
  }
}
