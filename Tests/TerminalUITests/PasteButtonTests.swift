import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A screen with paste buttons for text, for links, and for item providers, and a share link
/// that puts text on the clipboard.
private struct PasteScreen: View {
  @State private var pasted = ""
  @State private var link = ""
  @State private var provided = ""

  var body: some View {
    VStack(alignment: .leading) {
      PasteButton(payloadType: String.self) { strings in pasted = strings.joined() }
        .accessibilityIdentifier("text")
      PasteButton(payloadType: URL.self) { urls in link = urls.first?.host() ?? "" }
        .accessibilityIdentifier("url")
      PasteButton(supportedContentTypes: [.plainText]) { providers in
        providers.first?.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) {
          data, _ in
          let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "?"
          MainActor.assumeIsolated { provided = text }
        }
      }
      .accessibilityIdentifier("provider")
      ShareLink(item: "共有した文")
      Text("pasted: \(pasted) link: \(link) provided: \(provided)").accessibilityIdentifier("out")
    }
  }
}

@Suite("PasteButton: a terminal's paste while it has focus, or the program's own copy")
struct PasteButtonTests {
  @Test("a paste while it has focus is handed over as the type it asks for")
  func pasteWithFocus() {
    let app = TUIApplication(rootView: PasteScreen(), size: CGSize(width: 60, height: 8))
    app.launch()
    let out = app.staticTexts["out"]
    #expect(app.buttons["text"].label == "Paste")
    #expect(app.buttons["text"].hasFocus)
    app.paste("こんにちは")
    #expect(out.label.hasPrefix("pasted: こんにちは link:"))
    app.typeKey(.tab)
    app.paste("not a link")
    #expect(out.label.contains("link:  provided"), "text that is no URL is refused")
    #expect(app.staticTexts["clipboardNotice"].label == "Nothing to paste here")
    app.paste("https://example.org/a")
    #expect(out.label.contains("link: example.org"))
    app.typeKey(.tab)
    app.paste("提供")
    #expect(out.label.hasSuffix("provided: 提供"))
  }

  @Test("pressed, it pastes what the program copied; with nothing copied it says how to paste")
  func pressed() {
    let app = TUIApplication(rootView: PasteScreen(), size: CGSize(width: 60, height: 8))
    app.launchEnvironment = ["LANG": "ja_JP.UTF-8"]
    app.launch()
    #expect(app.buttons["text"].label == "ペースト")
    app.buttons["text"].tap()
    #expect(app.staticTexts["clipboardNotice"].label == "端末の貼り付け（Ctrl-Shift-V）で貼り付けます")
    #expect(app.staticTexts["out"].label.hasPrefix("pasted:  link"))
    app.buttons["共有"].tap()
    app.buttons["text"].tap()
    #expect(app.staticTexts["out"].label.hasPrefix("pasted: 共有した文 link"))
  }

  @Test("text becomes a value of the asked type only when it can be one")
  func values() {
    #expect(PasteButton.value(of: String.self, from: "a") == "a")
    #expect(PasteButton.value(of: URL.self, from: " https://x.org \n")?.host() == "x.org")
    #expect(PasteButton.value(of: URL.self, from: "plain words") == nil)
    #expect(PasteButton.value(of: Data.self, from: "é") == Data("é".utf8))
    #expect(PasteButton.value(of: Int.self, from: "3") == nil)
    // UTF-8 text is a kind of plain text, found by its identifier.
    #expect(UTType("public.utf8-plain-text")?.conforms(to: .plainText) == true)
  }
}
