import TerminalKit
import Testing

@Suite("Escape encoding read back by the screen model")
struct TerminalEncoderTests {
  static let styles: [CellStyle] = [
    .plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(italic: true),
    CellStyle(underline: true), CellStyle(reverse: true),
    CellStyle(foreground: .red, background: .blue), CellStyle(foreground: .named(9)),
    CellStyle(background: .named(14)), CellStyle(foreground: .palette(208)),
    CellStyle(background: .palette(17), bold: true),
    CellStyle(foreground: .rgb(255, 165, 0), background: .rgb(1, 2, 3), underline: true),
    CellStyle(
      foreground: .cyan, background: .palette(236), bold: true, dim: true, italic: true,
      underline: true, reverse: true),
  ]

  @Test("every style the encoder sets is the style the screen model then writes with")
  func styles() {
    let encoder = TerminalEncoder()
    for from in Self.styles {
      for to in Self.styles {
        var bytes: [UInt8] = []
        encoder.setStyle(from, from: nil, into: &bytes)
        encoder.setStyle(to, from: from, into: &bytes)
        var screen = TerminalScreen(width: 4, height: 1)
        screen.feed(bytes)
        #expect(screen.style == to, "from \(from) to \(to)")
      }
    }
  }

  @Test("a style change with nothing to change sends nothing")
  func noChange() {
    var bytes: [UInt8] = []
    TerminalEncoder().setStyle(CellStyle(bold: true), from: CellStyle(bold: true), into: &bytes)
    #expect(bytes.isEmpty)
  }

  @Test("without colours, only the attributes are sent")
  func noColors() {
    var bytes: [UInt8] = []
    TerminalEncoder(colors: false).setStyle(
      CellStyle(foreground: .red, bold: true), from: nil, into: &bytes)
    #expect(bytes == Array("\u{1B}[0;1m".utf8))
  }

  @Test("cursor moves land where they say, and text is drawn from there")
  func cursor() {
    var screen = TerminalScreen(width: 20, height: 5)
    var bytes: [UInt8] = []
    TerminalEncoder.moveCursor(toColumn: 12, row: 3, into: &bytes)
    screen.feed(bytes)
    #expect(screen.cursor == (12, 3))
    bytes = []
    TerminalEncoder.moveCursorForward(5, into: &bytes)
    bytes += Array("あ".utf8)
    screen.feed(bytes)
    #expect(screen.cursor == (19, 3))
    #expect(screen.buffer[17, 3].text == "あ")
    bytes = []
    TerminalEncoder.clearScreen(into: &bytes)
    screen.feed(bytes)
    #expect(screen.text.allSatisfy { $0 == "\n" })
  }

  @Test("the modes the encoder sets are the modes the screen model is in")
  func modes() {
    var screen = TerminalScreen(width: 4, height: 1)
    screen.feed(TerminalEncoder.enterFullScreen)
    #expect(screen.isAlternateScreen && screen.isBracketedPaste && !screen.isCursorVisible)
    var bytes: [UInt8] = []
    TerminalEncoder.beginSynchronizedUpdate(into: &bytes)
    screen.feed(bytes)
    #expect(screen.isSynchronizing)
    bytes = []
    TerminalEncoder.endSynchronizedUpdate(into: &bytes)
    TerminalEncoder.showCursor(into: &bytes)
    screen.feed(bytes)
    #expect(!screen.isSynchronizing && screen.isCursorVisible)
    bytes = []
    TerminalEncoder.hideCursor(into: &bytes)
    screen.feed(bytes)
    #expect(!screen.isCursorVisible)
    screen.feed(TerminalEncoder.leaveFullScreen)
    #expect(!screen.isAlternateScreen && !screen.isBracketedPaste && screen.isCursorVisible)
    #expect(screen.style == .plain)
  }
}
