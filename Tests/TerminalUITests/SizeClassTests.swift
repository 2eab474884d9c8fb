import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A screen that puts its two panes side by side when the width is regular, one over the
/// other when it is compact, as adaptive iOS code does.
private struct Adaptive: View {
  @Environment(\.horizontalSizeClass) private var width
  @Environment(\.verticalSizeClass) private var height

  var body: some View {
    VStack {
      Text(width == .regular ? "横: regular" : "横: compact").accessibilityIdentifier("width")
      Text(height == .regular ? "縦: regular" : "縦: compact").accessibilityIdentifier("height")
      if width == .compact {
        VStack {
          Text("左")
          Text("右")
        }
      } else {
        HStack {
          Text("左")
          Text("右")
        }
      }
    }
  }
}

@Suite("horizontalSizeClass and verticalSizeClass follow the window")
@MainActor
struct SizeClassTests {
  @Test(
    "the size classes of a window",
    arguments: [
      (80, 24, "横: regular", "縦: regular"), (40, 24, "横: compact", "縦: regular"),
      (80, 12, "横: regular", "縦: compact"), (59, 19, "横: compact", "縦: compact"),
    ])
  func classes(width: Int, height: Int, horizontal: String, vertical: String) {
    let app = TUIApplication(
      rootView: Adaptive(), size: CGSize(width: CGFloat(width), height: CGFloat(height)))
    app.launch()
    #expect(app.staticTexts["width"].label == horizontal)
    #expect(app.staticTexts["height"].label == vertical)
  }

  @Test("a compact width stacks the panes; a regular one puts them side by side")
  func layoutFollows() {
    let narrow = draw(Adaptive(), width: 40, height: 24)
    let wide = draw(Adaptive(), width: 80, height: 24)
    #expect(narrow.split(separator: "\n").contains { $0.contains("左") && !$0.contains("右") })
    #expect(wide.split(separator: "\n").contains { $0.contains("左") && $0.contains("右") })
  }

  @Test("a view can set the size class for the views inside")
  func overridden() {
    let app = TUIApplication(
      rootView: Adaptive().environment(\.horizontalSizeClass, .compact),
      size: CGSize(width: 80, height: 24))
    app.launch()
    #expect(app.staticTexts["width"].label == "横: compact")
  }
}
