import Foundation
import TerminalKit
import TerminalUITesting
import Testing

@_spi(Engine) @testable import TerminalUI

/// Shows the screen's bounds in points, and a bar half the screen wide.
private struct ScreenSizeReader: View {
  var body: some View {
    let bounds = UIScreen.main.bounds
    VStack(spacing: 0) {
      Text("\(Int(bounds.width))x\(Int(bounds.height))")
      Text("half").frame(width: UIScreen.main.bounds.width / 2).background(Color(.darkGray))
    }
  }
}

/// A button that notes the screen's bounds when pressed.
private struct BoundsButton: View {
  let seen: BoundsBox

  var body: some View {
    Button("測る") { seen.bounds = UIScreen.main.bounds }
  }
}

@MainActor
private final class BoundsBox {
  var bounds: CGRect?
}

/// Text on each of the system colours SwiftUI code takes from UIKit.
private struct SystemColors: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("darkGray").foregroundColor(Color(.darkGray))
      Text("panel").background(Color(.secondarySystemBackground))
      Text("plain").background(Color(.systemBackground))
      Text("blue").foregroundColor(Color(uiColor: .systemBlue))
      Text("gray6").background(Color(UIColor.systemGray6))
    }
  }
}

@MainActor
private func render(_ view: some View, size: Size) -> ViewHost {
  let host = ViewHost(rootView: view, size: size)
  host.renderIfNeeded()
  return host
}

// The bounds tests stay on ViewHost: one resizes the window, which the driver cannot, and the
// other runs two windows side by side. The colours run on the driver.
@MainActor
@Suite("The UIKit names SwiftUI code uses without importing UIKit")
struct UIKitNamesTests {
  @Test(
    "UIScreen.main.bounds is the window in points, 8 a column and 16 a row, and follows a resize")
  func screenBounds() throws {
    let host = render(ScreenSizeReader(), size: Size(width: 60, height: 20))
    #expect(host.screen.text.contains("480x320"))
    let lines = host.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(lines.firstIndex { $0.contains("half") })
    let filled = (0..<60).filter { host.screen[$0, y].style.background == .rgb(85, 85, 85) }
    #expect(filled.count == 30)
    host.resize(Size(width: 80, height: 24))
    host.renderIfNeeded()
    #expect(host.screen.text.contains("640x384"))
  }

  @Test("two windows of different sizes each see their own bounds, in bodies and in actions")
  func boundsPerWindow() throws {
    let seen = BoundsBox()
    let small = render(BoundsButton(seen: seen), size: Size(width: 60, height: 20))
    let large = render(ScreenSizeReader(), size: Size(width: 100, height: 30))
    #expect(large.screen.text.contains("800x480"))
    small.handle(.enter)
    #expect(seen.bounds == CGRect(x: 0, y: 0, width: 480, height: 320))
    small.resize(Size(width: 40, height: 10))
    small.renderIfNeeded()
    large.setNeedsRender()
    large.renderIfNeeded()
    #expect(large.screen.text.contains("800x480"), "the small window's resize is its own")
    small.handle(.enter)
    #expect(seen.bounds == CGRect(x: 0, y: 0, width: 320, height: 160))
    // Pressed as a UI test's tap() presses it: through the element, not a key.
    seen.bounds = nil
    let index = try #require(small.accessibility.firstIndex { $0.label == "測る" })
    small.activate(elementAt: index)
    #expect(seen.bounds == CGRect(x: 0, y: 0, width: 320, height: 160))
  }

  @Test("Color(.darkGray), .secondarySystemBackground, .systemBackground and Color(uiColor:) draw")
  nonisolated func systemColors() throws {
    let screenshot = launched(SystemColors(), width: 20, height: 6, colors: .trueColor)
      .screenshot()
    let gray = TUIScreenshot.Color.rgb(red: 28, green: 28, blue: 28)
    #expect(
      try #require(screenshot.cell(at: "darkGray")).foreground
        == .rgb(red: 85, green: 85, blue: 85))
    #expect(try #require(screenshot.cell(at: "panel")).background == gray)
    #expect(try #require(screenshot.cell(at: "plain")).background == .default)
    #expect(
      try #require(screenshot.cell(at: "blue")).foreground == .rgb(red: 0, green: 122, blue: 255))
    #expect(try #require(screenshot.cell(at: "gray6")).background == gray)
  }

  @Test("with 16 colours, the grays fall back to the terminal's own gray and black")
  nonisolated func sixteenColors() throws {
    let screenshot = launched(SystemColors(), width: 20, height: 6, colors: .sixteen)
      .screenshot()
    #expect(try #require(screenshot.cell(at: "darkGray")).foreground == .named(8))
    #expect(try #require(screenshot.cell(at: "panel")).background == .named(0))
  }
}
