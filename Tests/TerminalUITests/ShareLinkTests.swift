import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A recipe shared as its title, through a proxy representation.
private struct Recipe: Transferable {
  var title: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.title)
  }
}

/// A screen of share links in SwiftUI's common forms.
private struct ShareScreen: View {
  var body: some View {
    VStack(alignment: .leading) {
      ShareLink(item: URL(string: "https://example.com/forecast")!)
        .accessibilityIdentifier("url")
      ShareLink("予報を共有", item: "東京: 晴れ")
      ShareLink(item: "custom label") { Text("送る") }
      ShareLink(items: ["一行目", "二行目"])
        .accessibilityIdentifier("items")
      ShareLink(item: Recipe(title: "肉じゃが"), preview: SharePreview("レシピ"))
        .accessibilityIdentifier("recipe")
      ShareLink(
        item: Data("データ".utf8),
        preview: SharePreview("写真", image: Image(systemName: "photo"))
      ) {
        Text("データ")
      }
    }
  }
}

@Suite("ShareLink: sharing copies the items' text to the clipboard, with a confirmation")
struct ShareLinkTests {
  @Test("the default label is the share symbol and Share, in brackets as a button")
  @MainActor func layout() {
    let lines = draw(ShareScreen(), width: 30, height: 6).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(Array(lines.prefix(3)) == ["[ ⇧ Share ]", "[ 予報を共有 ]", "[ 送る ]"])
  }

  @Test("Enter on the focused link copies its URL and shows the confirmation")
  func enterCopies() {
    let app = launched(ShareScreen(), width: 40, height: 8)
    #expect(app.clipboard == nil)
    #expect(app.buttons["url"].hasFocus)
    app.typeKey(.enter)
    #expect(app.clipboard == "https://example.com/forecast")
    #expect(app.staticTexts["Copied to clipboard"].exists)
    #expect(app.screenText.split(separator: "\n").last?.hasSuffix("✓ Copied to clipboard") == true)
  }

  @Test("a click copies too; each form copies its items' text, several one a line")
  func eachForm() {
    let app = launched(ShareScreen(), width: 40, height: 8)
    app.buttons["予報を共有"].click()
    #expect(app.clipboard == "東京: 晴れ")
    app.buttons["送る"].tap()
    #expect(app.clipboard == "custom label")
    app.buttons["items"].tap()
    #expect(app.clipboard == "一行目\n二行目")
    app.buttons["recipe"].tap()
    #expect(app.clipboard == "肉じゃが")
    app.buttons["データ"].tap()
    #expect(app.clipboard == "データ")
  }

  @Test("under a Japanese locale the label and the confirmation are Japanese")
  func japanese() {
    let app = launched(
      ShareLink(item: "メモ").environment(\.locale, Locale(identifier: "ja_JP")), width: 40,
      height: 4)
    #expect(app.screenText.contains("[ ⇧ 共有 ]"))
    app.buttons["共有"].tap()
    #expect(app.clipboard == "メモ")
    #expect(app.staticTexts["クリップボードにコピーしました"].exists)
  }

  @Test("the confirmation leaves after a moment; the clipboard keeps the text")
  func confirmationGoes() {
    let app = launched(ShareLink(item: "x"), width: 40, height: 4)
    app.buttons["Share"].tap()
    let notice = app.staticTexts["Copied to clipboard"]
    #expect(notice.exists)
    #expect(notice.waitForNonExistence(timeout: 5))
    #expect(app.clipboard == "x")
  }

  @Test("the terminal gets OSC 52 between frames from the host's queue")
  @MainActor func hostQueue() {
    let host = ViewHost(rootView: ShareLink(item: "queued"), size: Size(width: 30, height: 3))
    host.render()
    #expect(host.takeClipboardWrites().isEmpty)
    host.handle(.enter)
    host.renderIfNeeded()
    #expect(host.takeClipboardWrites() == ["queued"])
    #expect(host.takeClipboardWrites().isEmpty)
    #expect(host.lastClipboardWrite == "queued")
  }
}
