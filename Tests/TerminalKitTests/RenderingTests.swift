import Primitives
import TerminalKit
import Testing

@Suite("Character widths")
struct CharacterWidthTests {
  @Test(
    "graphemes take the columns a terminal gives them",
    arguments: [
      ("a", 1), ("あ", 2), ("ア", 2), ("漢", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1), ("é", 1),
      ("e\u{301}", 1), ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("\u{200B}", 0),
      ("\u{7}", 0), ("、", 2), ("ー", 2), ("🌡", 1), ("🕯", 1), ("🌡️", 2), ("🌭", 2), ("🥇", 2),
      ("🤼", 2), ("🤻", 1),
    ] as [(Character, Int)])
  func widths(character: Character, columns: Int) {
    #expect(CharacterWidth.of(character) == columns)
  }

  @Test("text width adds its graphemes")
  func text() {
    #expect(CharacterWidth.of("ログイン成功") == 12)
    #expect(CharacterWidth.of("降水確率: 30%") == 13)
  }
}

@Suite("Screen buffer")
struct ScreenBufferTests {
  @Test("a wide grapheme takes two cells and clips at the edge as a space")
  func wide() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    let used = buffer.write("あいう", column: 0, row: 0)
    #expect(used == 4)
    #expect(buffer.text == "あい")
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[4, 0] == Cell(" "))
  }

  @Test("overwriting half of a wide grapheme never leaves the other half")
  func halves() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.write("ああ", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.text == " xあ")
    buffer.write("y", column: 2, row: 0)
    #expect(buffer.text == " xy")
    #expect(!buffer[3, 0].isContinuation)
  }
}

@Suite("Writing into a clip")
struct ClippedWriteTests {
  @Test("a wide grapheme cut by either edge of the clip shows a space in its visible half")
  func cutByClip() {
    var buffer = ScreenBuffer(width: 8, height: 1)
    let clip = Rect(x: 2, y: 0, width: 4, height: 1)
    buffer.write("あいう", column: 1, row: 0, clip: clip)
    #expect(buffer.text == "   い")
    #expect(!buffer[2, 0].isContinuation && buffer[2, 0].text == " ")
    #expect(buffer[5, 0] == Cell(" "))
    #expect(buffer[6, 0] == .blank)
  }

  @Test("a limit stops before the grapheme that would pass it")
  func limit() {
    var buffer = ScreenBuffer(width: 8, height: 1)
    buffer.fill(column: 0, row: 0, width: 8, height: 1, style: CellStyle(underline: true))
    #expect(buffer.write("abあ", column: 0, row: 0, limit: 3) == 2)
    #expect(buffer[2, 0].style.underline)
  }

  @Test("overlaid text keeps the background it is drawn over; plain text does not")
  func overlay() {
    var buffer = ScreenBuffer(width: 6, height: 1)
    buffer.fill(column: 0, row: 0, width: 6, height: 1, style: CellStyle(background: .blue))
    buffer.write("ab", column: 0, row: 0, style: CellStyle(bold: true), overlay: true)
    buffer.write("cd", column: 3, row: 0, style: CellStyle(bold: true))
    #expect(buffer[0, 0].style == CellStyle(background: .blue, bold: true))
    #expect(buffer[3, 0].style == CellStyle(bold: true))
  }
}

@Suite("Frame diffs")
struct FrameDifferTests {
  let words = ["ログイン", "Eメール", "パスワード", "abc", "晴れ", "降水確率: 30%", "😀", "x", "  "]
  let styles = [
    CellStyle.plain, CellStyle(foreground: .red), CellStyle(bold: true),
    CellStyle(foreground: .rgb(255, 165, 0), background: .blue, dim: true),
    CellStyle(background: .palette(236), reverse: true),
  ]

  func randomFrame(_ random: inout SplitMix64, width: Int, height: Int, base: ScreenBuffer? = nil)
    -> ScreenBuffer
  {
    var buffer = base ?? ScreenBuffer(width: width, height: height)
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      let word = words.randomElement(using: &random) ?? "x"
      let style = styles.randomElement(using: &random) ?? .plain
      buffer.write(
        word, column: Int.random(in: -2..<width, using: &random),
        row: Int.random(in: 0..<height, using: &random),
        style: style)
    }
    return buffer
  }

  @Test("replaying the bytes reproduces the frame exactly, wide glyphs and styles included")
  func replay() {
    var random = SplitMix64(seed: 2026)
    let differ = FrameDiffer()
    for _ in 0..<300 {
      let (width, height) = (
        Int.random(in: 3...30, using: &random), Int.random(in: 1...6, using: &random)
      )
      let first = randomFrame(&random, width: width, height: height)
      let second = randomFrame(&random, width: width, height: height, base: first)
      var screen = TerminalScreen(width: width, height: height)
      screen.feed(differ.diff(from: nil, to: first, cursor: nil))
      let firstMatches = screen.buffer == first
      #expect(firstMatches, "\(screen.text)\n---\n\(first.text)")
      screen.feed(differ.diff(from: first, to: second, cursor: (0, 0)))
      let secondMatches = screen.buffer == second
      #expect(secondMatches, "\(screen.text)\n---\n\(second.text)")
      if !firstMatches || !secondMatches { break }
    }
  }

  @Test("a frame with nothing changed costs no bytes")
  func idle() {
    var random = SplitMix64(seed: 7)
    let frame = randomFrame(&random, width: 80, height: 24)
    #expect(FrameDiffer().diff(from: frame, to: frame, cursor: nil).isEmpty)
  }

  @Test("typing one character into a form costs at most 32 bytes")
  func keystroke() {
    var typed = ScreenBuffer(width: 80, height: 24)
    typed.write("a", column: 2, row: 3)
    typed.write("ログイン", column: 2, row: 7, style: CellStyle(background: .named(3)))
    var next = typed
    next.write("b", column: 3, row: 3)
    let bytes = FrameDiffer().diff(from: typed, to: next, cursor: (4, 3))
    #expect(bytes.count <= 32)
    var screen = TerminalScreen(width: 80, height: 24)
    screen.feed(FrameDiffer().diff(from: nil, to: typed, cursor: nil))
    screen.feed(bytes)
    #expect(screen.buffer == next)
    var japanese = typed
    japanese.write("あ", column: 3, row: 3)
    #expect(FrameDiffer().diff(from: typed, to: japanese, cursor: (5, 3)).count <= 32)
  }

  @Test("the screen model keeps an escape sequence cut between two writes")
  func splitFeeds() {
    var screen = TerminalScreen(width: 10, height: 2)
    let bytes = Array("\u{1B}[2;3Hあい".utf8)
    for byte in bytes { screen.feed([byte]) }
    #expect(screen.text == "\n  あい")
  }

  @Test("leaving the alternate screen shows the normal screen and cursor as they were")
  func alternateScreen() {
    var screen = TerminalScreen(width: 12, height: 3)
    screen.feed(Array("$ samples\r\n".utf8))
    screen.feed(TerminalEncoder.enterFullScreen)
    screen.feed(Array("\u{1B}[2;1Hカウンター".utf8))
    #expect(screen.text == "\nカウンター\n")
    screen.feed(TerminalEncoder.leaveFullScreen)
    #expect(!screen.isAlternateScreen)
    #expect(screen.text == "$ samples\n\n")
    #expect(screen.cursor == (0, 1))
    // Entering again starts from a blank screen, the cursor where it was; entering twice
    // saves nothing new.
    screen.feed(TerminalEncoder.enterFullScreen)
    screen.feed(Array("x".utf8))
    screen.feed(Array("\u{1B}[?1049h".utf8))
    #expect(screen.text == "\nx\n")
    screen.feed(Array("\u{1B}[?1049l".utf8))
    #expect(screen.text == "$ samples\n\n")
  }

  @Test("a line feed or a wrap on the last row scrolls the screen up a line")
  func scrolling() {
    var screen = TerminalScreen(width: 4, height: 2)
    screen.feed(Array("one\r\ntwo\r\nsix".utf8))
    #expect(screen.text == "two\nsix")
    #expect(screen.cursor == (3, 1))
    screen.feed(Array("seven".utf8))
    #expect(screen.text == "sixs\neven")
  }
}
