import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

@MainActor
@Suite("Frames replayed through the screen model")
struct FrameReplayTests {
  /// Draws frames of `host` after each key, feeding the diff bytes to a screen model.
  private func replay(_ host: ViewHost, keys: [Key]) -> (TerminalScreen, [Int]) {
    let differ = FrameDiffer()
    var screen = TerminalScreen(width: host.size.width, height: host.size.height)
    var shown: ScreenBuffer?
    var sizes: [Int] = []
    func frame() {
      host.renderIfNeeded()
      let bytes = differ.diff(from: shown, to: host.screen, cursor: host.cursor)
      screen.feed(bytes)
      sizes.append(bytes.count)
      shown = host.screen
      #expect(screen.buffer == host.screen)
    }
    frame()
    for key in keys {
      host.handle(key)
      frame()
    }
    return (screen, sizes)
  }

  @Test("typing Japanese into a form reproduces every frame exactly, wide glyphs included")
  func japaneseTyping() {
    let host = ViewHost(
      rootView: LoginForm(model: LoginFormModel()), size: Size(width: 40, height: 12),
      environment: {
        var environment = EnvironmentValues()
        environment.colorMode = .palette256
        return environment
      }())
    let keys: [Key] = "たろう@例え.jp".map { .character($0) } + [.backspace, .left, .character("漢")]
    let (screen, sizes) = replay(host, keys: keys)
    #expect(screen.text.contains("たろう@例え.漢j"))
    // After the first full frame, a keystroke rewrites a few cells, not the screen.
    #expect(sizes.dropFirst().allSatisfy { $0 < 64 })
  }

  @Test("scrolling a long list reproduces every frame and a frame with no change costs nothing")
  func listScrolling() {
    let host = ViewHost(rootView: LongList(count: 1000), size: Size(width: 30, height: 8))
    let keys: [Key] = [.pageDown, .down, .down, .pageUp, .end, .home]
    let (_, sizes) = replay(host, keys: keys)
    #expect(sizes.allSatisfy { $0 > 0 })
    host.renderIfNeeded()
    let again = FrameDiffer().diff(from: host.screen, to: host.screen, cursor: nil)
    #expect(again.isEmpty)
  }
}

@Suite("Frame differ economy")
struct FrameDifferEconomyTests {
  @Test("typing where the cursor already is needs no cursor move, and styles are sent as changes")
  func typingAtCursor() {
    var before = ScreenBuffer(width: 10, height: 1)
    before.write("ab", column: 0, row: 0, style: CellStyle(underline: true))
    var after = before
    after.write("c", column: 2, row: 0, style: CellStyle(underline: true))
    let bytes = FrameDiffer().diff(
      from: before, to: after, cursor: (3, 0), previousCursor: (2, 0))
    #expect(
      String(decoding: bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[4mc\u{1B}[0m\u{1B}[?2026l")
    var screen = TerminalScreen(width: 10, height: 1)
    screen.feed(FrameDiffer().diff(from: nil, to: before, cursor: (2, 0)))
    screen.feed(bytes)
    #expect(screen.buffer == after)
  }
}
