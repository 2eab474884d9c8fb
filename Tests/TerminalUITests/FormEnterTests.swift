import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// What was submitted, in order: written by the app on the main queue, read by the test.
private final class Submissions: @unchecked Sendable {
  private let lock = NSLock()
  private var submitted: [String] = []

  func append(_ value: String) { lock.withLock { submitted.append(value) } }
  var values: [String] { lock.withLock { submitted } }
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
    .onSubmit { submissions.append("\(name),\(mail),\(note)") }
  }
}

@Suite("Enter in a form's fields")
struct FormEnterTests {
  @Test("Enter moves to the next field, past a button, and submits only in the last")
  func enterMovesThenSubmits() {
    let submissions = Submissions()
    let app = TUIApplication(
      rootView: ThreeFieldForm(submissions: submissions), size: CGSize(width: 40, height: 8))
    app.launch()
    #expect(app.textFields["name"].hasFocus)
    app.typeText("太郎")
    app.typeKey(.return)
    #expect(app.textFields["mail"].hasFocus)
    #expect(submissions.values.isEmpty)
    app.typeText("t@e.jp")
    app.typeKey(.return)
    #expect(app.secureTextFields["note"].hasFocus)
    #expect(!app.buttons["clear"].hasFocus)
    #expect(submissions.values.isEmpty)
    app.typeText("x")
    app.typeKey(.return)
    #expect(submissions.values == ["太郎,t@e.jp,x"])
    #expect(app.secureTextFields["note"].hasFocus)
  }
}
