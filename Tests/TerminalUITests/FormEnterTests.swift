import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// What was submitted, in order.
@MainActor
private final class Submissions {
  var values: [String] = []
}

/// A form of three fields with a button between the second and the third; the form submits
/// with `onSubmit` on the whole stack.
private struct ThreeFieldForm: View {
  let submissions: Submissions
  @State private var name = ""
  @State private var mail = ""
  @State private var note = ""

  var body: some View {
    VStack {
      TextField("名前", text: $name).accessibilityIdentifier("name")
      TextField("メール", text: $mail).accessibilityIdentifier("mail")
      Button("クリア") {}.accessibilityIdentifier("clear")
      SecureField("メモ", text: $note).accessibilityIdentifier("note")
    }
    .onSubmit { submissions.values.append("\(name),\(mail),\(note)") }
  }
}

@MainActor
@Suite("Enter in a form's fields")
struct FormEnterTests {
  private func focusedIdentifier(_ host: ViewHost) -> String? {
    host.accessibility.first(where: \.hasFocus)?.identifier
  }

  private func type(_ host: ViewHost, _ text: String) {
    for character in text { host.handle(.character(character)) }
    host.renderIfNeeded()
  }

  private func press(_ host: ViewHost, _ key: Key) {
    host.handle(key)
    host.renderIfNeeded()
  }

  @Test("Enter moves to the next field, past a button, and submits only in the last")
  func enterMovesThenSubmits() {
    let submissions = Submissions()
    let host = ViewHost(
      rootView: ThreeFieldForm(submissions: submissions), size: Size(width: 40, height: 8))
    host.renderIfNeeded()
    #expect(focusedIdentifier(host) == "name")
    type(host, "太郎")
    press(host, .enter)
    #expect(focusedIdentifier(host) == "mail")
    #expect(submissions.values.isEmpty)
    type(host, "t@e.jp")
    press(host, .enter)
    #expect(focusedIdentifier(host) == "note")
    #expect(submissions.values.isEmpty)
    type(host, "x")
    press(host, .enter)
    #expect(submissions.values == ["太郎,t@e.jp,x"])
    #expect(focusedIdentifier(host) == "note")
  }
}
