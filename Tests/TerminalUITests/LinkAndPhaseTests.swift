import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Where opened URLs go in a test.
private final class OpenedURLs: @unchecked Sendable {
  var urls: [URL] = []
}

/// A link, a button that opens a URL through the environment, and a handler catching both.
private struct LinkScreen: View {
  let opened: OpenedURLs
  @Environment(\.openURL) private var openURL

  var body: some View {
    VStack {
      Link(
        "利用規約", destination: URL(string: "https://example.com/terms") ?? URL(fileURLWithPath: "/")
      )
      .accessibilityIdentifier("terms")
      OpenButton()
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.urls.append(url)
        return .handled
      })
  }
}

/// A button that opens a URL with the environment's action.
private struct OpenButton: View {
  @Environment(\.openURL) private var openURL

  var body: some View {
    Button("ヘルプ") { openURL(URL(string: "https://example.com/help") ?? URL(fileURLWithPath: "/")) }
  }
}

@Suite("Link, openURL, two-level foregroundStyle, accessibility settings, PhaseAnimator")
struct LinkAndPhaseTests {
  @Test("a Link and openURL give the URL to the environment's handler; the link is marked ↗")
  func links() {
    let opened = OpenedURLs()
    let app = TUIApplication(
      rootView: LinkScreen(opened: opened), size: CGSize(width: 30, height: 4))
    app.launch()
    #expect(app.screenText.contains("利用規約 ↗"), "\(app.screenText)")
    app.buttons["terms"].tap()
    app.buttons["ヘルプ"].tap()
    #expect(
      opened.urls.map(\.absoluteString) == [
        "https://example.com/terms", "https://example.com/help",
      ])
  }

  @Test("foregroundStyle(primary, secondary) colours with the primary; the settings read false")
  func stylesAndSettings() {
    struct Screen: View {
      @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
      @Environment(\.accessibilityReduceMotion) private var reduceMotion
      var body: some View {
        Text(withoutColor || reduceMotion ? "on" : "off")
          .foregroundStyle(.red, .blue)
          .accessibilityIdentifier("flags")
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 10, height: 1))
    app.launchEnvironment = ["COLORTERM": "truecolor"]
    app.launch()
    #expect(app.staticTexts["flags"].label == "off")
    let frame = app.staticTexts["flags"].frame
    #expect(app.screenshot()[Int(frame.minX), Int(frame.minY)].foreground != .default)
  }

  @Test("a PhaseAnimator shows its content in its first phase, at rest")
  func phaseAnimator() {
    struct Screen: View {
      var body: some View {
        PhaseAnimator(["静", "動"]) { phase in Text("状態 \(phase)").accessibilityIdentifier("phase") }
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 12, height: 1))
    app.launch()
    #expect(app.staticTexts["phase"].label == "状態 静")
  }
}
