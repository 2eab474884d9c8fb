import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// A field that enables the button after it.
private struct EnablingForm: View {
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("名前", text: $name).accessibilityIdentifier("name")
      Button("送る") {}.disabled(name.isEmpty).accessibilityIdentifier("send")
      TextField("メモ", text: .constant("")).accessibilityIdentifier("note")
    }
  }
}

@MainActor
@Suite("Keys handled before a frame is drawn meet the state the keys before them left")
struct KeyOrderTests {
  @Test("Tab right after the key that enables a button lands on the button")
  func tabAfterEnablingKey() throws {
    let host = ViewHost(rootView: EnablingForm(), size: Size(width: 30, height: 8))
    host.render()
    // Two keys read together, no frame drawn between them.
    host.handle(.character("x"))
    host.handle(.tab)
    host.renderIfNeeded()
    let focused = host.accessibility.first { $0.hasFocus }
    #expect(focused?.identifier == "send", "\(host.accessibility.filter(\.hasFocus))")
  }
}
