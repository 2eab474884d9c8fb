import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

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

@MainActor
@Suite("Focus after an alert")
struct AlertFocusTests {
  private func focusedIdentifier(_ host: ViewHost) -> String? {
    host.accessibility.first(where: \.hasFocus)?.identifier
  }

  private func press(_ host: ViewHost, _ key: Key) {
    host.handle(key)
    host.renderIfNeeded()
  }

  /// Tabs to the opener, opens the alert, closes it, and says where focus is then.
  private func focusAfterAlert(_ host: ViewHost) -> String? {
    host.renderIfNeeded()
    press(host, .tab)
    #expect(focusedIdentifier(host) == "open")
    press(host, .enter)
    #expect(host.screen.text.contains("確認"))
    press(host, .enter)
    #expect(!host.screen.text.contains("確認"))
    return focusedIdentifier(host)
  }

  @Test("focus returns to the control that opened the alert, disabled while it was up")
  func returnsToOpener() {
    let host = ViewHost(rootView: PlainOpener(), size: Size(width: 40, height: 12))
    #expect(focusAfterAlert(host) == "open")
  }

  @Test("focus returns to the opener even when it was drawn anew while the alert was up")
  func returnsToRedrawnOpener() {
    let host = ViewHost(rootView: HidingOpener(), size: Size(width: 40, height: 12))
    #expect(focusAfterAlert(host) == "open")
  }
}
