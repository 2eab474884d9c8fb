import Streams
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// Whether the request runs, as a view model would say.
@MainActor
private final class Request: ObservableObject {
  @Published var busy = false
  @Published var presses = 0
}

/// Three buttons; the middle one disables itself while its request runs, and 後 ends it.
private struct SelfDisablingRow: View {
  @ObservedObject var request: Request

  var body: some View {
    VStack {
      HStack {
        Button("前") {}.accessibilityIdentifier("before")
        Button("送信") {
          request.presses += 1
          request.busy = true
        }
        .disabled(request.busy)
        .accessibilityIdentifier("send")
        Button("後") { request.busy = false }.accessibilityIdentifier("after")
      }
      Text("\(request.presses)").accessibilityIdentifier("presses")
    }
  }
}

/// A button that removes itself when pressed, between two others.
private struct LeavingRow: View {
  @State private var gone = false

  var body: some View {
    HStack {
      Button("一") {}.accessibilityIdentifier("first")
      if !gone { Button("消える") { gone = true }.accessibilityIdentifier("go") }
      Button("三") {}.accessibilityIdentifier("last")
    }
  }
}

@MainActor
@Suite("A focused control that becomes disabled keeps its place")
struct FocusPlaceTests {
  private func element(_ host: ViewHost, _ identifier: String) -> AccessibilityElement? {
    host.accessibility.first { $0.identifier == identifier }
  }

  private func focusedIdentifier(_ host: ViewHost) -> String? {
    host.accessibility.first(where: \.hasFocus)?.identifier
  }

  private func press(_ host: ViewHost, _ key: Key) {
    host.handle(key)
    host.renderIfNeeded()
  }

  @Test("it keeps focus, and Enter on it presses nothing")
  func keepsFocus() {
    let host = ViewHost(
      rootView: SelfDisablingRow(request: Request()), size: Size(width: 40, height: 6))
    host.renderIfNeeded()
    press(host, .tab)
    #expect(focusedIdentifier(host) == "send")
    press(host, .enter)
    #expect(element(host, "send")?.isEnabled == false)
    #expect(focusedIdentifier(host) == "send")
    press(host, .enter)
    press(host, .character(" "))
    #expect(element(host, "presses")?.label == "1")
    #expect(focusedIdentifier(host) == "send")
  }

  @Test("a control that leaves the screen still hands focus to the one after it")
  func leaves() {
    let host = ViewHost(rootView: LeavingRow(), size: Size(width: 40, height: 6))
    host.renderIfNeeded()
    press(host, .tab)
    #expect(focusedIdentifier(host) == "go")
    press(host, .enter)
    #expect(element(host, "go") == nil)
    #expect(focusedIdentifier(host) == "last")
  }

  @Test("Tab goes to the enabled control after it, Shift-Tab to the one before it")
  func neighbours() {
    let host = ViewHost(
      rootView: SelfDisablingRow(request: Request()), size: Size(width: 40, height: 6))
    host.renderIfNeeded()
    press(host, .tab)
    press(host, .enter)
    press(host, .backTab)
    #expect(focusedIdentifier(host) == "before")
    press(host, .tab)
    #expect(focusedIdentifier(host) == "after", "the disabled button is skipped")
  }

  @Test("enabled again before focus moved, it has focus again and takes keys")
  func enabledAgain() {
    let request = Request()
    let host = ViewHost(
      rootView: SelfDisablingRow(request: request), size: Size(width: 40, height: 6))
    host.renderIfNeeded()
    press(host, .tab)
    press(host, .enter)
    #expect(focusedIdentifier(host) == "send")
    // The request ends.
    request.busy = false
    host.renderIfNeeded()
    #expect(element(host, "send")?.isEnabled == true)
    #expect(focusedIdentifier(host) == "send")
    press(host, .enter)
    #expect(element(host, "presses")?.label == "2")
    #expect(focusedIdentifier(host) == "send")
  }
}
