import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A settings form with each kind of section: a title, header and footer closures, none.
struct SettingsForm: View {
  @State private var airplane = false
  @State private var wifi = true
  @State private var bluetooth = false

  var body: some View {
    Form {
      Section("一般") {
        Toggle("機内モード", isOn: $airplane).accessibilityIdentifier("airplane")
        Text("バージョン 1.0")
      }
      Section {
        Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
        Toggle("Bluetooth", isOn: $bluetooth).accessibilityIdentifier("bluetooth")
      } header: {
        Text("通信")
      } footer: {
        Text("切ると通信しません")
      }
      Section {
        Text("ヘッダーなし")
      }
    }
    .accessibilityIdentifier("settings")
  }
}

@Suite("Form and Section: a settings screen")
struct FormTests {
  @Test("sections are a header line with a rule, rows indented under it, a footer, a blank between")
  func layout() {
    let text = screenText(of: SettingsForm(), width: 30, height: 12)
    let rule = String(repeating: "─", count: 24)
    let expected = [
      "一般 " + rule,
      padded("  機内モード", to: 26) + "○━━",
      "  バージョン 1.0",
      "",
      "通信 " + rule,
      padded("  Wi-Fi", to: 26) + "━━●",
      padded("  Bluetooth", to: 26) + "○━━",
      "  切ると通信しません",
      "",
      "  ヘッダーなし",
      "",
      "",
    ]
    #expect(text == expected.joined(separator: "\n"))
  }

  @Test("a footer is drawn in the secondary style, a header in bold")
  func footerStyle() throws {
    let screenshot = launched(SettingsForm(), width: 30, height: 12, colors: .trueColor)
      .screenshot()
    #expect(screenshot[2, 7].text == "切")
    #expect(screenshot[2, 7].isDim)
    #expect(screenshot[0, 0].text == "一")
    #expect(screenshot[0, 0].isBold)
    #expect(!screenshot[0, 0].isDim)
  }

  @Test("rows written straight in a form, outside a section, are indented as a section's")
  func looseRows() {
    @MainActor struct Loose: View {
      var body: some View {
        Form {
          Text("上")
          Section("見出し") { Text("中") }
          Text("下")
        }
      }
    }
    let text = screenText(of: Loose(), width: 12, height: 6)
    #expect(text == "  上\n\n見出し ────\n  中\n\n  下")
  }

  @Test("a header with a control in it, as an edit button, ends before the scroll bar's column")
  func headerControl() {
    @MainActor struct Header: View {
      var body: some View {
        Form {
          Section {
            Text("行")
          } header: {
            HStack {
              Text("見出し")
              Spacer()
              EditButton()
            }
          }
        }
      }
    }
    let text = screenText(
      of: Header().environment(\.locale, Locale(identifier: "ja_JP")), width: 20, height: 2)
    #expect(text == padded("見出し", to: 11) + "[ 編集 ]\n  行")
    // In English the button is wider, and the header still ends before the bar's column.
    let english = screenText(
      of: Header().environment(\.locale, Locale(identifier: "en_US")), width: 20, height: 2)
    #expect(english == padded("見出し", to: 11) + "[ Edit ]\n  行")
  }

  @Test("outside a form a toggle stays a check box; .toggleStyle(.switch) makes it a switch row")
  func toggleStyles() {
    @MainActor struct Plain: View {
      var body: some View {
        VStack(alignment: .leading) {
          Toggle("通知", isOn: .constant(true))
          Toggle("音", isOn: .constant(false)).toggleStyle(.switch)
          Toggle("色", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
        }
      }
    }
    let text = screenText(of: Plain(), width: 12, height: 3)
    #expect(text == "[x] 通知\n音       ○━━\n色       ━━●")
  }

  @Test("a switch that is on takes the tint colour, green by default")
  func switchTint() {
    @MainActor struct Tinted: View {
      var body: some View {
        Form {
          Toggle("既定", isOn: .constant(true))
          Toggle("橙", isOn: .constant(true)).tint(.orange)
        }
      }
    }
    let screenshot = launched(Tinted(), width: 12, height: 2, colors: .trueColor).screenshot()
    #expect(screenshot[8, 0].text == "━")
    // Color.green and Color.orange.
    #expect(screenshot[10, 0].foreground == .rgb(red: 52, green: 199, blue: 89))
    #expect(screenshot[10, 1].foreground == .rgb(red: 255, green: 149, blue: 0))
  }

  @Test("a focused switch row shows focus on its switch and on its label, far apart")
  func focusLook() {
    let screenshot = launched(SettingsForm(), width: 30, height: 12, colors: .trueColor)
      .screenshot()
    // 機内モード has focus: its switch and its label are reversed, the rest of the row not.
    #expect(screenshot[26, 1].isReversed)
    #expect(screenshot[2, 1].isReversed && screenshot[2, 1].isBold)
    #expect(!screenshot[20, 1].isReversed)
    #expect(!screenshot[2, 5].isReversed)
  }

  @Test("Tab and ↓ move focus through the form's controls in order; Enter or Space flips")
  func focusOrder() {
    let app = TUIApplication(rootView: SettingsForm())
    app.launch()
    #expect(app.switches["airplane"].hasFocus)
    app.typeKey(.tab)
    #expect(app.switches["wifi"].hasFocus)
    app.typeKey(.downArrow)
    #expect(app.switches["bluetooth"].hasFocus)
    app.typeKey(.upArrow)
    #expect(app.switches["wifi"].hasFocus)
    app.typeKey(.return)
    #expect(app.switches["wifi"].value as? String == "0")
    app.typeKey(.space)
    #expect(app.switches["wifi"].value as? String == "1")
    app.typeKey(.tab)
    app.typeKey(.tab)
    #expect(app.switches["airplane"].hasFocus)
  }

  @Test("UI tests find the form, its switches by label or identifier, headers and footers")
  func queries() {
    let app = TUIApplication(rootView: SettingsForm())
    app.launch()
    #expect(app.scrollViews["settings"].exists)
    #expect(app.switches.count == 3)
    #expect(app.switches["機内モード"].identifier == "airplane")
    #expect(app.scrollViews["settings"].switches["Wi-Fi"].value as? String == "1")
    #expect(app.staticTexts["通信"].exists)
    #expect(app.staticTexts["切ると通信しません"].exists)
    #expect(app.staticTexts["機内モード"].exists == false)
    app.switches["機内モード"].tap()
    #expect(app.switches["airplane"].value as? String == "1")
    #expect(app.screenText.contains("機内モード") && app.screenText.contains("━━●"))
  }

  @Test("a form longer than the screen scrolls to keep the focused control in view")
  func scrollsToFocus() {
    @MainActor struct Long: View {
      @State private var flags = Array(repeating: false, count: 12)
      var body: some View {
        Form {
          ForEach(0..<12) { index in
            Section("項目 \(index)") {
              Toggle("スイッチ \(index)", isOn: $flags[index])
            }
          }
        }
      }
    }
    let app = TUIApplication(rootView: Long(), size: CGSize(width: 30, height: 8))
    app.launch()
    #expect(app.screenText.hasPrefix("項目 0"))
    for _ in 0..<11 { app.typeKey(.tab) }
    #expect(app.switches["スイッチ 11"].hasFocus)
    #expect(app.switches["スイッチ 11"].isHittable)
    #expect(app.screenText.contains("スイッチ 11"))
    #expect(!app.screenText.contains("スイッチ 0"))
  }
}
