import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A form taller than its screen: two fields, a button, then a message under them all.
private struct TallForm: View {
  @State private var name = ""
  @State private var note = ""

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        TextField("名前", text: $name).accessibilityIdentifier("name")
        ForEach(0..<6, id: \.self) { Text("説明 \($0)") }
        TextField("メモ", text: $note).accessibilityIdentifier("note")
        Button("送る") {}.accessibilityIdentifier("send")
        ForEach(0..<6, id: \.self) { Text("余白 \($0)") }
        Text("送れませんでした").accessibilityIdentifier("message")
      }
    }
  }
}

@MainActor
@Suite("PageUp and PageDown scroll the view around the focused control")
struct PageScrollTests {
  @Test("past the last control to a message under it, and back, focus staying put")
  nonisolated func pageDownShowsWhatFollows() async {
    let app = await MainActor.run {
      TUIApplication(rootView: TallForm(), size: CGSize(width: 30, height: 6))
    }
    app.launch()
    app.typeKey(.tab)
    app.typeKey(.tab)
    #expect(app.buttons["send"].hasFocus)
    #expect(!app.screenText.contains("送れませんでした"))
    // A page less a row at a time, to the end.
    app.typeKey(.pageDown)
    #expect(!app.screenText.contains("送れませんでした"))
    app.typeKey(.pageDown)
    #expect(app.wait(timeout: 2) { _ in app.screenText.contains("送れませんでした") })
    #expect(app.buttons["send"].hasFocus)
    app.typeKey(.pageUp)
    app.typeKey(.pageUp)
    app.typeKey(.pageUp)
    #expect(app.wait(timeout: 2) { _ in app.screenText.contains("説明 0") })
    #expect(app.buttons["send"].hasFocus)
    // Moving focus brings the focused control back into view.
    app.typeKey(.tab)
    #expect(app.textFields["name"].hasFocus)
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(app.wait(timeout: 2) { _ in app.screenText.contains("送る") })
  }
}

/// Text alone, longer than its scroll view, under a field: the scroll view takes focus itself.
private struct ReadingPane: View {
  @State private var name = ""

  var body: some View {
    VStack(spacing: 0) {
      TextField("名前", text: $name)
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<20, id: \.self) { Text("行 \($0)") }
        }
      }
      .frame(height: 80)
    }
  }
}

@MainActor
@Suite("A scroll view that has focus itself shows it")
struct ScrollViewFocusLookTests {
  @Test("focused, its whole track shows and the thumb is bright; unfocused, the thumb alone, dim")
  nonisolated func focusedTrack() async {
    let app = await MainActor.run {
      TUIApplication(rootView: ReadingPane(), size: CGSize(width: 20, height: 6))
    }
    app.launch()
    let column = 19
    let unfocused = (1..<6).map { app.screenshot()[column, $0] }
    #expect(!unfocused.contains { $0.text == "│" })
    #expect(unfocused.contains { $0.text == "┃" && $0.isDim })
    app.typeKey(.tab)
    #expect(app.wait(timeout: 2) { _ in app.screenshot()[column, 5].text == "│" })
    let focused = (1..<6).map { app.screenshot()[column, $0] }
    #expect(focused.contains { $0.text == "┃" && $0.isBold && !$0.isDim })
    app.typeKey(.downArrow)
    app.typeKey(.tab)
    #expect(app.wait(timeout: 2) { _ in app.screenshot()[column, 5].text != "│" })
  }
}
