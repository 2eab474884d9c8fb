import TerminalKit
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
private func render(_ view: some View, size: Size, mode: ColorMode = .trueColor) -> ViewHost {
  var environment = EnvironmentValues()
  environment.colorMode = mode
  let host = ViewHost(rootView: view, size: size, environment: environment)
  host.renderIfNeeded()
  return host
}

/// The style of the first cell of `text` on screen.
@MainActor
private func style(of text: String, in host: ViewHost) -> CellStyle? {
  let lines = host.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
  for (y, line) in lines.enumerated() {
    guard let range = line.range(of: text) else { continue }
    return host.screen[line.distance(from: line.startIndex, to: range.lowerBound), y].style
  }
  return nil
}

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

  @Test("Color(.darkGray), .secondarySystemBackground, .systemBackground and Color(uiColor:) draw")
  func systemColors() throws {
    let host = render(SystemColors(), size: Size(width: 20, height: 6))
    #expect(try #require(style(of: "darkGray", in: host)).foreground == .rgb(85, 85, 85))
    #expect(try #require(style(of: "panel", in: host)).background == .rgb(28, 28, 28))
    #expect(try #require(style(of: "plain", in: host)).background == .default)
    #expect(try #require(style(of: "blue", in: host)).foreground == .rgb(0, 122, 255))
    #expect(try #require(style(of: "gray6", in: host)).background == .rgb(28, 28, 28))
  }

  @Test("with 16 colours, the grays fall back to the terminal's own gray and black")
  func sixteenColors() throws {
    let host = render(SystemColors(), size: Size(width: 20, height: 6), mode: .ansi16)
    #expect(try #require(style(of: "darkGray", in: host)).foreground == .named(8))
    #expect(try #require(style(of: "panel", in: host)).background == .named(0))
  }
}
