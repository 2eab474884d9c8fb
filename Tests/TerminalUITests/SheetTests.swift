import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

private struct Settings: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    VStack {
      Text("設定").accessibilityIdentifier("settingsTitle")
      TextField("名前", text: $name).accessibilityIdentifier("name")
      Button("完了") { dismiss() }
    }
  }
}

private struct Host: View {
  @State private var showing = false
  @State private var covering = false
  @State private var taps = 0
  @State private var dismissals = 0
  @State private var asking = false
  @State private var choice = ""

  var body: some View {
    NavigationStack {
      VStack {
        Text("閉じた回数 \(dismissals)").accessibilityIdentifier("dismissals")
        Button("数える \(taps)") { taps += 1 }.accessibilityIdentifier("count")
        Button("設定を開く") { showing = true }
        Button("全画面") { covering = true }
        Button("選ぶ") { asking = true }
        Text(choice).accessibilityIdentifier("choice")
      }
      .navigationTitle("ホーム")
      .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) { Settings() }
      .fullScreenCover(isPresented: $covering) {
        NavigationStack {
          NavigationLink("奥へ") { Text("奥").accessibilityIdentifier("deep") }
          Button("閉じる") { covering = false }
        }
      }
      .confirmationDialog("どれにしますか", isPresented: $asking) {
        Button("赤") { choice = "赤" }
        Button("青") { choice = "青" }
      }
    }
  }
}

private struct Note: Identifiable {
  let id: Int
  let title: String
}

private struct NoteList: View {
  @State private var selected: Note?

  var body: some View {
    VStack {
      Button("メモ 1") { selected = Note(id: 1, title: "買い物") }
      Text(selected == nil ? "なし" : "あり").accessibilityIdentifier("state")
    }
    .sheet(item: $selected) { note in
      Text("メモ: \(note.title)").accessibilityIdentifier("noteTitle")
    }
  }
}

@Suite("Sheets, full-screen covers and confirmation dialogs")
struct SheetTests {
  @Test("a sheet covers the screen, takes focus and keys, and Esc closes it, running onDismiss")
  func sheet() {
    let app = TUIApplication(rootView: Host())
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    app.buttons["count"].tap()
    app.buttons["設定を開く"].tap()
    #expect(app.staticTexts["settingsTitle"].exists)
    #expect(app.screenText.contains("Esc で閉じる"))
    #expect(!app.buttons["count"].isHittable)
    let name = app.textFields["name"]
    #expect(name.hasFocus)
    name.typeText("太郎")
    #expect(name.value as? String == "太郎")
    app.typeKey(.escape)
    #expect(!app.staticTexts["settingsTitle"].exists)
    #expect(app.staticTexts["dismissals"].label == "閉じた回数 1")
    #expect(app.buttons["設定を開く"].hasFocus)
    // What was under the sheet kept its state, and the root's navigation was not popped.
    #expect(app.buttons["count"].label == "数える 1")
    #expect(app.navigationBars["ホーム"].exists)
    app.buttons["設定を開く"].tap()
    app.buttons["完了"].tap()
    #expect(app.staticTexts["dismissals"].label == "閉じた回数 2")
  }

  @Test("a full-screen cover stays on Esc, which goes back inside it; only code closes it")
  func fullScreenCover() {
    let app = TUIApplication(rootView: Host())
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    app.buttons["全画面"].tap()
    #expect(!app.screenText.contains("Esc で閉じる"))
    app.buttons["奥へ"].tap()
    #expect(app.staticTexts["deep"].exists)
    app.typeKey(.escape)
    #expect(app.buttons["奥へ"].exists)
    app.typeKey(.escape)
    #expect(app.buttons["閉じる"].exists)
    app.buttons["閉じる"].tap()
    #expect(app.buttons["全画面"].exists)
  }

  @Test("sheet(item:) shows the item while it is set; closing sets it to nil")
  func sheetItem() {
    let app = TUIApplication(rootView: NoteList())
    app.launch()
    app.buttons["メモ 1"].tap()
    #expect(app.staticTexts["noteTitle"].label == "メモ: 買い物")
    app.typeKey(.escape)
    #expect(app.staticTexts["state"].label == "なし")
  }

  @Test("a confirmation dialog offers its actions; the one chosen runs")
  func confirmationDialog() {
    let app = TUIApplication(rootView: Host())
    app.launch()
    app.buttons["選ぶ"].tap()
    let dialog = app.alerts["どれにしますか"]
    #expect(dialog.exists)
    dialog.buttons["青"].tap()
    #expect(app.staticTexts["choice"].label == "青")
  }

  @Test("app.sheets finds the presented sheet or full-screen cover, and the buttons inside it")
  func sheetsQuery() {
    let app = TUIApplication(rootView: Host())
    app.launch()
    #expect(app.sheets.count == 0)
    app.buttons["設定を開く"].tap()
    let sheet = app.sheets.firstMatch
    #expect(sheet.exists)
    #expect(sheet.elementType == .sheet)
    #expect(sheet.staticTexts["settingsTitle"].exists)
    // The screen under the sheet is not part of it.
    #expect(!sheet.buttons["count"].exists)
    sheet.buttons["完了"].tap()
    #expect(app.sheets.count == 0)
    app.buttons["全画面"].tap()
    #expect(app.sheets.count == 1)
    app.sheets.firstMatch.buttons["閉じる"].tap()
    #expect(!app.sheets.firstMatch.exists)
  }
}
