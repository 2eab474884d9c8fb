import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// Two fields and a button that moves focus to the second by code.
private struct FocusJumpForm: View {
  enum Field { case name, password }
  @State private var name = ""
  @State private var password = ""
  @FocusState private var focused: Field?

  var body: some View {
    VStack {
      Button("パスワードへ") { focused = .password }.accessibilityIdentifier("jump")
      TextField("名前", text: $name).focused($focused, equals: .name)
        .accessibilityIdentifier("name")
      SecureField("パスワード", text: $password).focused($focused, equals: .password)
        .accessibilityIdentifier("password")
    }
  }
}

/// More buttons than a small window shows, in a scroll view.
private struct TallColumn: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<12, id: \.self) { index in
          Button("ボタン \(index)") {}.accessibilityIdentifier("button\(index)")
        }
      }
    }
  }
}

@MainActor
@Suite("Focus, one manager per host")
struct FocusManagerTests {
  private func element(_ host: ViewHost, _ identifier: String) -> AccessibilityElement? {
    host.accessibility.first { $0.identifier == identifier }
  }

  @Test("a focus state set in one host moves focus there even when another host draws first")
  func twoHosts() throws {
    let first = ViewHost(rootView: FocusJumpForm(), size: Size(width: 40, height: 10))
    let second = ViewHost(rootView: FocusJumpForm(), size: Size(width: 40, height: 10))
    first.renderIfNeeded()
    second.renderIfNeeded()
    let jump = try #require(first.accessibility.firstIndex { $0.identifier == "jump" })
    first.activate(elementAt: jump)
    // The other host draws a frame in between, as a parallel test's would.
    second.render()
    first.renderIfNeeded()
    #expect(element(first, "password")?.hasFocus == true)
    #expect(element(first, "jump")?.hasFocus == false)
    #expect(element(second, "jump")?.hasFocus == true)
  }

  @Test("the first frame already shows focus on the first control, and asks for no other")
  func firstFrame() {
    let host = ViewHost(rootView: FocusJumpForm(), size: Size(width: 40, height: 10))
    host.render()
    #expect(element(host, "jump")?.hasFocus == true)
    #expect(host.screen.text.contains("[ パスワードへ ]"))
  }

  @Test("one frame after each Tab shows the focused button scrolled into view")
  func scrollFollowsFocus() {
    let host = ViewHost(rootView: TallColumn(), size: Size(width: 30, height: 4))
    host.render()
    for index in 1..<12 {
      host.handle(.tab)
      host.render()
      #expect(!host.needsRender)
      let focused = element(host, "button\(index)")
      #expect(focused?.hasFocus == true)
      #expect(focused?.isHittable == true, "button \(index) is out of view")
      #expect(host.screen.text.contains("ボタン \(index)"))
    }
  }
}
