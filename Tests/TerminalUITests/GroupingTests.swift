import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// An "about" form: labeled values, a box, a disclosure group with a toggle inside.
struct AboutForm: View {
  @State private var showsDetails = false
  @State private var debug = false
  @State private var name = "太郎"

  var body: some View {
    Form {
      Section("情報") {
        LabeledContent("名前", value: name).accessibilityIdentifier("name")
        LabeledContent("価格", value: 1980, format: .number)
        LabeledContent {
          TextField("あだ名", text: $name).accessibilityIdentifier("nickname")
        } label: {
          Text("あだ名")
        }
      }
      DisclosureGroup("詳細", isExpanded: $showsDetails) {
        Toggle("デバッグ表示", isOn: $debug).accessibilityIdentifier("debug")
        Text("ビルド 42")
      }
      .accessibilityIdentifier("details")
      Text(showsDetails ? "開" : "閉").accessibilityIdentifier("state")
    }
  }
}

@Suite("LabeledContent: a label and its value on one row")
struct LabeledContentTests {
  @Test("the label is at the left, the value at the right edge in the secondary style")
  func layout() {
    let screenshot = launched(
      VStack { LabeledContent("バージョン", value: "1.2.0") }, width: 24, height: 1,
      colors: .trueColor
    ).screenshot()
    #expect(screenshot.text == padded("バージョン", to: 19) + "1.2.0")
    // The secondary style: (142, 142, 147), Color.gray.
    #expect(screenshot[19, 0].foreground == .rgb(red: 142, green: 142, blue: 147))
    #expect(screenshot[0, 0].foreground == .default)
  }

  @Test("a format style formats the value; in a form it is a row under its header")
  func inForm() {
    let lines = screenText(of: AboutForm(), width: 30, height: 8).split(separator: "\n").map(
      String.init)
    #expect(lines[1] == padded("  名前", to: 25) + "太郎")
    #expect(lines[2].hasPrefix("  価格") && lines[2].hasSuffix("1,980"))
    #expect(lines[3].hasPrefix("  あだ名 ") && lines[3].hasSuffix(" 太郎"))
  }

  @Test("UI tests read it as one static text: the label, and the value as its value")
  func queries() {
    let app = TUIApplication(rootView: AboutForm())
    app.launch()
    let name = app.staticTexts["name"]
    #expect(name.label == "名前")
    #expect(name.value as? String == "太郎")
    #expect(app.staticTexts["名前"].identifier == "name")
    #expect(!app.staticTexts["太郎"].exists || app.staticTexts["太郎"].identifier == "name")
    // A control as the value stays a control of its own, inside.
    let nickname = app.staticTexts["あだ名"].textFields["nickname"]
    #expect(nickname.exists)
    nickname.tap()
    nickname.typeText("君")
    #expect(app.staticTexts["name"].value as? String == "太郎君")
  }
}

@Suite("GroupBox: a box with a title")
struct GroupBoxTests {
  @Test("the title sits in the box's top line; the content keeps a column free each side")
  func layout() {
    let text = screenText(
      of: GroupBox("同期") {
        Text("自動で同期")
      }, width: 14, height: 3)
    #expect(text == "╭ 同期 ──────╮\n│ 自動で同期 │\n╰────────────╯")
  }

  @Test("without a title it is a plain box, as wide as its content")
  func untitled() {
    let text = screenText(of: GroupBox { Text("中身") }, width: 10, height: 3)
    #expect(text == " ╭──────╮\n │ 中身 │\n ╰──────╯")
  }

  @Test("a toggle inside is reached by focus; UI tests find the box by its title")
  func queries() {
    @MainActor struct Sync: View {
      @State private var on = false
      var body: some View {
        GroupBox {
          Toggle("自動で同期", isOn: $on).toggleStyle(.switch)
        } label: {
          Label("同期", systemImage: "arrow.triangle.2.circlepath")
        }
      }
    }
    let app = TUIApplication(rootView: Sync())
    app.launch()
    let box = app.otherElements["同期"]
    #expect(box.exists)
    #expect(box.switches["自動で同期"].hasFocus)
    app.typeKey(.space)
    #expect(box.switches["自動で同期"].value as? String == "1")
  }
}

@Suite("DisclosureGroup: ▸ closed, ▾ open")
struct DisclosureGroupTests {
  @Test("closed it is one line with ▸; open, ▾ and the content indented under it")
  func layout() {
    let closed = screenText(
      of: VStack(alignment: .leading) {
        DisclosureGroup("詳細") { Text("中身") }
      }, width: 10, height: 1)
    #expect(closed == "▸ 詳細")
    let open = screenText(
      of: VStack(alignment: .leading) {
        DisclosureGroup("詳細", isExpanded: .constant(true)) { Text("中身") }
      }, width: 10, height: 2)
    #expect(open == "▾ 詳細\n  中身")
  }

  @Test("Enter or Space opens and closes it; → opens, ← closes; focus reaches the content")
  func keys() {
    let app = TUIApplication(rootView: AboutForm())
    app.launch()
    let details = app.buttons["details"]
    app.typeKey(.tab)
    #expect(details.hasFocus)
    #expect(details.value as? String == "0")
    #expect(!app.switches["debug"].exists)
    app.typeKey(.return)
    #expect(details.value as? String == "1")
    #expect(app.staticTexts["state"].label == "開")
    #expect(app.screenText.contains("▾ 詳細"))
    #expect(app.screenText.contains("    デバッグ表示"))
    app.typeKey(.tab)
    #expect(app.switches["debug"].hasFocus)
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeKey(.leftArrow)
    #expect(details.value as? String == "0")
    #expect(details.hasFocus)
    app.typeKey(.rightArrow)
    #expect(details.value as? String == "1")
    app.typeKey(.space)
    #expect(app.staticTexts["state"].label == "閉")
  }

  @Test("without a binding it keeps its own state; a tap opens it, as on iOS")
  func ownState() {
    @MainActor struct Own: View {
      var body: some View {
        VStack {
          DisclosureGroup("その他") { Text("隠れた文") }
          Button("別") {}
        }
      }
    }
    let app = TUIApplication(rootView: Own())
    app.launch()
    #expect(!app.staticTexts["隠れた文"].exists)
    app.buttons["その他"].tap()
    #expect(app.staticTexts["隠れた文"].exists)
    #expect(app.buttons["その他"].value as? String == "1")
    app.buttons["別"].tap()
    #expect(app.staticTexts["隠れた文"].exists)
  }
}
