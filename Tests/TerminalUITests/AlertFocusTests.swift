import TerminalUI
import TerminalUITesting
import Testing

/// Three buttons; the middle one opens an alert and is hidden while it is up.
private struct HidingOpener: View {
  @State private var shown = false

  var body: some View {
    HStack {
      Button("前") {}.accessibilityIdentifier("before")
      if !shown { Button("開く") { shown = true }.accessibilityIdentifier("open") }
      Button("後") {}.accessibilityIdentifier("after")
    }
    .alert("確認", isPresented: $shown) {
      Button("OK") {}
    }
  }
}

/// Two buttons; the second opens an alert and is disabled while it is up.
private struct PlainOpener: View {
  @State private var shown = false

  var body: some View {
    HStack {
      Button("前") {}.accessibilityIdentifier("before")
      Button("開く") { shown = true }.disabled(shown).accessibilityIdentifier("open")
    }
    .alert("確認", isPresented: $shown) {
      Button("OK") {}
    }
  }
}

@Suite("Focus after an alert")
struct AlertFocusTests {
  /// Tabs to the opener, opens the alert, closes it, and says whether the opener has focus
  /// then.
  private func focusAfterAlert(_ app: TUIApplication) -> Bool {
    app.launch()
    let opener = app.buttons["open"]
    app.typeKey(.tab)
    #expect(opener.hasFocus)
    app.typeKey(.return)
    #expect(app.alerts["確認"].exists)
    #expect(app.screenText.contains("確認"))
    app.typeKey(.return)
    #expect(!app.alerts["確認"].exists)
    #expect(!app.screenText.contains("確認"))
    return opener.hasFocus
  }

  @Test("focus returns to the control that opened the alert, disabled while it was up")
  func returnsToOpener() {
    let app = TUIApplication(rootView: PlainOpener(), size: CGSize(width: 40, height: 12))
    #expect(focusAfterAlert(app))
  }

  @Test("focus returns to the opener even when it was drawn anew while the alert was up")
  func returnsToRedrawnOpener() {
    let app = TUIApplication(rootView: HidingOpener(), size: CGSize(width: 40, height: 12))
    #expect(focusAfterAlert(app))
  }
}
