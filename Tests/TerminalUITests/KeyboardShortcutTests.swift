import TerminalUI
import TerminalUITesting
import Testing

/// A screen that opens one waiting on work it can cancel, with a save shortcut.
private struct WaitingScreen: View {
  var body: some View {
    NavigationStack {
      NavigationLink("open") { WaitingDetail() }.accessibilityIdentifier("open")
    }
  }
}

private struct WaitingDetail: View {
  @State private var waiting = true
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text(log.joined(separator: ",")).accessibilityIdentifier("log")
      Button("キャンセル") {
        waiting = false
        log.append("cancelled")
      }
      .disabled(!waiting)
      .keyboardShortcut(.cancelAction)
      Button("保存") { log.append("saved") }
        .keyboardShortcut("s", modifiers: .control)
      TextField("memo", text: .constant("")).accessibilityIdentifier("memo")
    }
  }
}

@Suite("Keyboard shortcuts")
struct KeyboardShortcutTests {
  @Test("Esc presses the enabled cancel button before navigation pops; disabled, Esc pops")
  func cancelAction() {
    let app = TUIApplication(rootView: WaitingScreen())
    app.launch()
    app.buttons["open"].tap()
    app.textFields["memo"].tap()
    app.typeKey(.escape)
    #expect(app.staticTexts["log"].label == "cancelled")
    app.typeKey(.escape)
    #expect(app.buttons["open"].exists)
    #expect(!app.staticTexts["log"].exists)
  }

  @Test("Ctrl with the shortcut's letter presses its button wherever focus is")
  func controlLetter() {
    let app = TUIApplication(rootView: WaitingScreen())
    app.launch()
    app.buttons["open"].tap()
    app.textFields["memo"].tap()
    app.typeKey("s", modifierFlags: .control)
    #expect(app.staticTexts["log"].label == "saved")
  }
}
