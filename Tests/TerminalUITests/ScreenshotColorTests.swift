import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A line of each kind of colour: a named one as text, one as a fill, the secondary style and
/// none, one a row from the top-left corner.
private struct Swatches: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("赤").foregroundColor(.red)
      Text("青").background(Color.blue)
      Text("灰").foregroundColor(.secondary)
      Text("素")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("A screenshot's cells carry their colours")
struct ScreenshotColorTests {
  @Test("a headless app draws SwiftUI's colours from the 256-colour palette; unset is default")
  func paletteColors() {
    let app = TUIApplication(rootView: Swatches(), size: CGSize(width: 6, height: 4))
    app.launch()
    let screenshot = app.screenshot()
    #expect(screenshot.text == "赤\n青\n灰\n素")
    // Color.red is (255, 59, 48): the cube's (5, 1, 1), 16 + 36 × 5 + 6 × 1 + 1.
    #expect(screenshot[0, 0].foreground == .indexed(203))
    #expect(screenshot[0, 0].background == .default)
    // Color.blue is (0, 122, 255): the cube's (0, 2, 5). Both halves of the wide glyph.
    #expect(screenshot[0, 1].background == .indexed(33))
    #expect(screenshot[1, 1].background == .indexed(33))
    #expect(screenshot[0, 1].foreground == .default)
    #expect(screenshot[2, 1].background == .default)
    // The secondary style is the terminal's own gray, bright black.
    #expect(screenshot[0, 2].foreground == .named(8))
    #expect(screenshot[0, 3].foreground == .default && screenshot[0, 3].background == .default)
  }

  @Test(
    "the launch environment sets the colours a headless app's terminal shows",
    arguments: [
      (
        ["COLORTERM": "truecolor"], TUIScreenshot.Color.rgb(red: 255, green: 59, blue: 48),
        TUIScreenshot.Color.rgb(red: 0, green: 122, blue: 255)
      ),
      (["TERM": "xterm"], .named(9), .named(12)),
      (["TERM": "xterm-256color"], .indexed(203), .indexed(33)),
      (["NO_COLOR": "1"], .default, .default),
    ])
  func launchEnvironment(
    environment: [String: String], red: TUIScreenshot.Color, blue: TUIScreenshot.Color
  ) {
    let app = TUIApplication(rootView: Swatches(), size: CGSize(width: 6, height: 4))
    app.launchEnvironment = environment
    app.launch()
    let screenshot = app.screenshot()
    #expect(screenshot[0, 0].foreground == red)
    #expect(screenshot[0, 1].background == blue)
    // Launched again with another, it draws with that.
    app.launchEnvironment = ["TERM": "xterm-256color"]
    app.launch()
    #expect(app.screenshot()[0, 0].foreground == .indexed(203))
  }

  @Test("colours compare and hash by kind and value, and print as they are written")
  func equality() {
    let colors: [TUIScreenshot.Color] = [
      .default, .named(1), .indexed(1), .rgb(red: 1, green: 0, blue: 0),
      .rgb(red: 0, green: 0, blue: 1),
    ]
    #expect(Set(colors).count == colors.count)
    #expect(
      TUIScreenshot.Color.rgb(red: 0, green: 122, blue: 255) == .rgb(red: 0, green: 122, blue: 255))
    #expect(
      colors.map(\.description) == [
        "default", "named(1)", "indexed(1)", "rgb(1, 0, 0)", "rgb(0, 0, 1)",
      ])
  }
}
