import Foundation
import TerminalKit
import TestSupport
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A small screen in colour: a title, a bordered field, a button with its own fill.
private struct SnapshotScreen: View {
  @State private var name = "山田 <太郎> & \"花子\""

  var body: some View {
    VStack(alignment: .leading) {
      Text("プロフィール").bold()
      TextField("名前", text: $name).textFieldStyle(.roundedBorder)
      Text("保存").foregroundColor(.white).padding(.horizontal).background(Color.blue)
      Text("注意: 半角と全角").foregroundColor(.red).underline()
    }
    .padding()
  }
}

@Suite("Snapshots as text and SVG, recorded next to the test")
struct SnapshotTests {
  @Test("the SVG draws each cell's background, colour and style on the grid")
  func svgColours() {
    var screen = ScreenBuffer(width: 6, height: 2)
    screen.write("ab", column: 0, row: 0, style: CellStyle(foreground: .red, background: .blue))
    screen.write("c", column: 3, row: 0, style: CellStyle(bold: true, dim: true, underline: true))
    screen.write("d", column: 0, row: 1, style: CellStyle(foreground: .palette(196)))
    screen.write("e", column: 1, row: 1, style: CellStyle(foreground: .rgb(1, 2, 255)))
    screen.write("f", column: 2, row: 1, style: CellStyle(reverse: true))
    screen.write("g", column: 3, row: 1, style: CellStyle(foreground: .palette(244), italic: true))
    let svg = ScreenSVG().render(TUIScreenshot(screen))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"54\" height=\"36\""))
    #expect(svg.contains("font-family=\"&apos;DejaVu Sans Mono&apos;"))
    #expect(svg.contains("&apos;Noto Sans Mono CJK JP&apos;"))
    // The background of "ab", two cells of blue.
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"18\" height=\"18\" fill=\"#2472c8\"/>"))
    #expect(svg.contains("<text x=\"0 9\" y=\"14\" fill=\"#cd3131\">ab</text>"))
    #expect(
      svg.contains(
        "<text x=\"27\" y=\"14\" fill=\"#d8d8d8\" font-weight=\"bold\" fill-opacity=\"0.6\">c</text>"
      ))
    // Underlined: a line under the cell.
    #expect(svg.contains("<rect x=\"27\" y=\"16\" width=\"9\" height=\"1\" fill=\"#d8d8d8\""))
    #expect(svg.contains("fill=\"#ff0000\">d</text>"))
    #expect(svg.contains("fill=\"#0102ff\">e</text>"))
    // Reversed: the terminal's colours swapped.
    #expect(svg.contains("<rect x=\"18\" y=\"18\" width=\"9\" height=\"18\" fill=\"#d8d8d8\"/>"))
    #expect(svg.contains("<text x=\"18\" y=\"32\" fill=\"#1e1e1e\">f</text>"))
    #expect(svg.contains("fill=\"#808080\" font-style=\"italic\">g</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test("a wide glyph takes two cells: the glyph after it starts two cells on")
  func svgWideGlyphs() {
    var screen = ScreenBuffer(width: 8, height: 1)
    screen.write("aあい👍b", column: 0, row: 0)
    let svg = ScreenSVG().render(TUIScreenshot(screen))
    // あ at cell 1, い at cell 3, 👍 (two code units) alone at cell 5, b at cell 7.
    #expect(svg.contains("<text x=\"0 9 27\" y=\"14\" fill=\"#d8d8d8\">aあい</text>"))
    #expect(svg.contains("<text x=\"45\" y=\"14\" fill=\"#d8d8d8\">👍</text>"))
    #expect(svg.contains("<text x=\"63\" y=\"14\" fill=\"#d8d8d8\">b</text>"))
  }

  @Test("text with < & \" ' > is escaped as XML")
  func svgEscaping() {
    var screen = ScreenBuffer(width: 12, height: 1)
    screen.write("<a&\"b\">'", column: 0, row: 0)
    let svg = ScreenSVG().render(TUIScreenshot(screen))
    #expect(svg.contains(">&lt;a&amp;&quot;b&quot;&gt;&apos;</text>"))
    #expect(!svg.contains("<a&"))
  }

  @Test("a missing snapshot is recorded and fails once, saying so; then it matches")
  func recordThenMatch() throws {
    let directory = try makeTemporaryDirectory(prefix: "snapshots")
    defer { try? FileManager.default.removeItem(at: directory) }
    var screen = ScreenBuffer(width: 10, height: 2)
    screen.write("こんにちは", column: 0, row: 0)
    let first = verifySnapshot(
      of: TUIScreenshot(screen), as: .text, named: "greeting", record: .missing,
      snapshotDirectory: directory.path, testName: "recordThenMatch()")
    let recorded = directory.appendingPathComponent("recordThenMatch.greeting.txt")
    #expect(first?.contains("recorded one at \(recorded.path)") == true)
    #expect(try String(contentsOf: recorded, encoding: .utf8) == "こんにちは\n\n")
    let second = verifySnapshot(
      of: TUIScreenshot(screen), as: .text, named: "greeting", record: .missing,
      snapshotDirectory: directory.path, testName: "recordThenMatch()")
    #expect(second == nil)
    // Never recording: a missing file fails and nothing is written.
    let never = verifySnapshot(
      of: TUIScreenshot(screen), as: .svg, named: "greeting", record: .never,
      snapshotDirectory: directory.path, testName: "recordThenMatch()")
    #expect(never?.contains("No snapshot recorded") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("recordThenMatch.greeting.svg").path))
  }

  @Test("a mismatch fails with a diff of the lines; re-recording writes the new one")
  func mismatch() throws {
    let directory = try makeTemporaryDirectory(prefix: "snapshots")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = SnapshotFile(url: directory.appendingPathComponent("screen.txt"))
    let old = "タイトル\n行 1\n行 2\n行 3\n行 4\n行 5\n行 6\n"
    #expect(file.check(old, record: .missing) != nil)
    #expect(file.check(old, record: .missing) == nil)
    let new = "タイトル\n行 1\n行 2\n行 三\n行 4\n行 5\n行 6\n"
    let failure = try #require(file.check(new, record: .missing))
    #expect(failure.contains("does not match"))
    #expect(failure.contains("  行 2\n− 行 3\n+ 行 三\n  行 4"))
    #expect(!failure.contains("タイトル"))
    #expect(try String(contentsOf: file.url, encoding: .utf8) == old)
    // Recording all: written anew, and the test still fails, saying so.
    #expect(file.check(new, record: .all)?.contains("Record mode is on") == true)
    #expect(try String(contentsOf: file.url, encoding: .utf8) == new)
    #expect(file.check(new, record: .missing) == nil)
    // Recording failures: a mismatch is written in place of the old one.
    #expect(file.check(old, record: .failed)?.contains("Recorded the new snapshot") == true)
    #expect(file.check(old, record: .never) == nil)
  }

  @Test("the environment picks the record mode")
  func recordModeFromEnvironment() {
    #expect(SnapshotRecording.fromEnvironment([:]) == .missing)
    #expect(SnapshotRecording.fromEnvironment(["TERMINALUI_RECORD_SNAPSHOTS": "1"]) == .all)
    #expect(SnapshotRecording.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
    #expect(SnapshotRecording.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
  }

  @Test("a screenshot is the screen's text and its cells' styles, as XCUIScreenshot its image")
  func screenshot() {
    let app = TUIApplication(rootView: SnapshotScreen(), size: CGSize(width: 36, height: 9))
    app.launch()
    let screenshot = app.screenshot()
    #expect(screenshot.size == CGSize(width: 36, height: 9))
    #expect(screenshot.text == app.screenText)
    #expect(screenshot.description == app.screenText)
    // The bold title, one wide glyph over two cells, after a cell of padding.
    #expect(screenshot[1, 1].text == "プ")
    #expect(screenshot[1, 1].isBold)
    #expect(screenshot[2, 1].text == "")
    #expect(!screenshot[0, 1].isBold)
    #expect(screenshot[1, 6].isUnderlined)
    #expect(!screenshot[1, 3].isUnderlined && !screenshot[1, 3].isReversed)
  }

  @Test("an app's screen matches its recorded text and SVG in __Snapshots__")
  func appSnapshots() {
    let app = TUIApplication(rootView: SnapshotScreen(), size: CGSize(width: 36, height: 9))
    app.launch()
    assertSnapshot(of: app, as: .text, named: "profile")
    assertSnapshot(of: app, as: .svg, named: "profile")
  }
}
