import Testing

@testable import TerminalKit

@Suite("The clipboard: OSC 52 written between frames and read back by the screen model")
struct ClipboardSequenceTests {
  @Test(
    "the text goes as base64 of its UTF-8 between ESC ] 52 ; c ; and BEL",
    arguments: [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("hi", "aGk="),
      ("東京", "5p2x5Lqs"),
    ])
  func encoding(text: String, base64: String) {
    var bytes: [UInt8] = []
    TerminalEncoder.setClipboard(text, into: &bytes)
    #expect(bytes == [0x1B] + Array("]52;c;\(base64)".utf8) + [0x07])
  }

  @Test("the screen model takes the text back, draws nothing and keeps the cursor")
  func screenReadsIt() {
    var screen = TerminalScreen(width: 20, height: 2)
    screen.feed(Array("ab".utf8))
    var bytes: [UInt8] = []
    TerminalEncoder.setClipboard("https://example.com/天気", into: &bytes)
    screen.feed(bytes)
    screen.feed(Array("c".utf8))
    #expect(screen.clipboard == "https://example.com/天気")
    #expect(screen.text.hasPrefix("abc\n"))
    #expect(screen.cursor.column == 3)
    #expect(screen.cursor.row == 0)
  }

  @Test("a sequence cut between reads waits for its end; ST ends one as BEL does")
  func splitAndST() {
    var screen = TerminalScreen(width: 10, height: 1)
    let bytes = [0x1B] + Array("]52;c;aGk=".utf8) + [0x1B, UInt8(ascii: "\\")]
    screen.feed(bytes.prefix(5))
    #expect(screen.clipboard == nil)
    screen.feed(bytes.dropFirst(5))
    #expect(screen.clipboard == "hi")
    #expect(screen.text == "")
    // Another OSC (a window title) is passed over, drawing nothing.
    screen.feed([0x1B] + Array("]0;title".utf8) + [0x07] + Array("x".utf8))
    #expect(screen.text == "x")
    #expect(screen.clipboard == "hi")
  }

  @Test("the presenter copies between frames: the frame shown stays, costing no redraw")
  func presenterCopies() {
    var backend = MemoryTerminalBackend(width: 10, height: 2)
    backend.write(TerminalEncoder.enterFullScreen(mouse: false))
    var presenter = TerminalPresenter(backend: backend, colors: true)
    var frame = ScreenBuffer(width: 10, height: 2)
    _ = frame.write("共有", column: 0, row: 0)
    presenter.present(frame, cursor: nil)
    #expect(presenter.copyToClipboard("memo") > 0)
    #expect(presenter.backend.screen.clipboard == "memo")
    #expect(presenter.backend.screen.text == frame.text)
    #expect(presenter.present(frame, cursor: nil) == 0)
  }

  @Test("base64 decoding refuses what is not base64", arguments: ["a", "ab=c", "*AAA", "?"])
  func badBase64(text: String) {
    #expect(Base64.decode(Array(text.utf8)) == nil)
  }
}
