import Foundation
import TerminalUI
import TerminalUITesting
import Testing

private struct LocaleReader: View {
  @Environment(\.locale) private var locale
  @Environment(\.dynamicTypeSize) private var size
  @Environment(\.sizeCategory) private var category

  var body: some View {
    Text(
      "\(locale.identifier) \(size == .xxLarge ? "特大" : "標準") \(category.isAccessibilityCategory)"
    )
    .accessibilityIdentifier("reader")
  }
}

@Suite("More of what the corpus of real screens needed")
struct MoreModifierTests {
  @Test(".spring() is the response form, not ambiguous with the duration form")
  func spring() {
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.spring(duration: 0.3) != .spring())
  }

  @Test("shape shorthands and background(_:in:) draw the style over the frame")
  func shapeShorthands() {
    let screenshot = launched(
      VStack(spacing: 0) {
        Text("帯").padding(.horizontal, 8).background(.blue, in: .rect(cornerRadius: 8))
        Text("丸").padding(.horizontal, 8).background(Color.red, in: .capsule)
        Text("切").clipShape(.circle).mask { Rectangle() }
      }, width: 8, height: 3, colors: .trueColor
    ).screenshot()
    #expect(screenshot.text.contains("帯"))
    let row0 = (0..<8).map { screenshot[$0, 0].background }
    let row1 = (0..<8).map { screenshot[$0, 1].background }
    #expect(row0.contains { $0 != .default })
    #expect(row1.contains { $0 != .default })
    #expect(screenshot.text.contains("切"))
  }

  @Test("environment locale, dynamic type size and size category: defaults, and set by a view")
  func environment() {
    let plain = launched(LocaleReader(), width: 30, height: 1)
    #expect(plain.staticTexts["reader"].label.hasSuffix("標準 false"))
    let set = launched(
      LocaleReader()
        .environment(\.locale, Locale(identifier: "ja_JP"))
        .environment(\.dynamicTypeSize, .xxLarge)
        .environment(\.sizeCategory, .accessibilityLarge),
      width: 30, height: 1)
    #expect(set.staticTexts["reader"].label == "ja_JP 特大 true")
  }

  @Test("accepted modifiers leave the view as it is and reachable")
  func accepted() {
    let app = launched(
      Button("押す") {}
        .accessibilityIdentifier("button")
        .accessibilityHint("押すと何か起きます").accessibilityHint(Text("ヒント"))
        .accessibilityHidden(false).accessibility(hidden: false).accessibility(hint: Text("h"))
        .accessibilityAdjustableAction { _ in }
        .help("ツールチップ").allowsHitTesting(true).drawingGroup().controlSize(.large)
        .progressViewStyle(.circular),
      width: 20, height: 1)
    #expect(app.buttons["button"].exists)
    #expect(app.screenText.contains("押す"))
    let progress = launched(
      ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .blue)),
      width: 20, height: 1)
    #expect(progress.screenText.contains("50"))
  }
}
