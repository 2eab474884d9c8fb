import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A sidebar of folders whose sections open and close, as iOS 17 sidebars write it.
private struct Folders: View {
  @State private var showsMail = true
  @State private var showsArchive = false

  var body: some View {
    VStack {
      List {
        Section("メール", isExpanded: $showsMail) {
          Text("受信箱")
          Text("送信済み")
        }
        Section(isExpanded: $showsArchive) {
          Text("2025年")
        } header: {
          Text("保管")
        }
      }
      Text(showsArchive ? "保管: 開" : "保管: 閉").accessibilityIdentifier("archive")
    }
  }
}

@Suite("Section(isExpanded:): a header that shows or hides its rows")
@MainActor
struct SectionExpansionTests {
  @Test("an open section shows its rows under ▾; a closed one only its header with ▸")
  func drawnOpenAndClosed() {
    let app = TUIApplication(rootView: Folders(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(app.cells["受信箱"].exists)
    #expect(!app.cells["2025年"].exists)
    let lines = app.screenText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("メール") && $0.contains("▾") }, "\(app.screenText)")
    #expect(lines.contains { $0.contains("保管") && $0.contains("▸") }, "\(app.screenText)")
  }

  @Test("a click on the header, or Enter on it, opens and closes the section and its binding")
  func toggles() {
    let app = TUIApplication(rootView: Folders(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.buttons["保管"].click()
    #expect(app.cells["2025年"].exists, "\(app.screenText)")
    #expect(app.staticTexts["archive"].label == "保管: 開")
    app.buttons["メール"].tap()
    app.typeKey(.enter)
    #expect(!app.cells["受信箱"].exists, "\(app.screenText)")
  }

  @Test("in a form or a stack the header toggles the rows too")
  func inFormAndStack() {
    struct Settings: View {
      @State private var open = false
      var body: some View {
        Form {
          Section("詳細", isExpanded: $open) { Text("隠れた設定") }
        }
      }
    }
    let app = TUIApplication(rootView: Settings(), size: CGSize(width: 30, height: 8))
    app.launch()
    #expect(!app.staticTexts["隠れた設定"].exists)
    app.buttons["詳細"].click()
    #expect(app.staticTexts["隠れた設定"].exists, "\(app.screenText)")
    let stacked = draw(
      VStack { Section("閉", isExpanded: .constant(false)) { Text("中身") } }, width: 20, height: 3)
    #expect(stacked.contains("閉") && stacked.contains("▸") && !stacked.contains("中身"))
  }
}
