import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// What the callbacks under test were called with, in order: written by the app on the main
/// queue, read by the test.
private final class CallLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  func record(_ call: String) { lock.withLock { entries.append(call) } }
  var calls: [String] { lock.withLock { entries } }
}

private struct EditingForm: View {
  let log: CallLog
  @State private var name = ""

  var body: some View {
    VStack {
      TextField(
        "名前", text: $name, onEditingChanged: { log.record("editing \($0)") },
        onCommit: { log.record("commit") })
      Button("次へ") {}
    }
  }
}

private struct SubmitForm: View {
  let log: CallLog
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("検索", text: $query)
    }
    .onSubmit(of: .search) { log.record("search") }
    .onSubmit(of: .text) { log.record("text") }
    .onSubmit { log.record("default") }
  }
}

@Suite("A text field's callbacks")
struct TextFieldCallbackTests {
  @Test("onEditingChanged hears true when the field gains focus and false when it loses it")
  func editingChanged() {
    let log = CallLog()
    let app = TUIApplication(rootView: EditingForm(log: log), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(log.calls == ["editing true"])
    app.typeKey(.tab)
    #expect(log.calls == ["editing true", "editing false"])
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeKey(.return)
    #expect(log.calls == ["editing true", "editing false", "editing true", "commit"])
  }

  @Test("Enter in a text field runs onSubmit for .text triggers, not for .search")
  func submitTriggers() {
    let log = CallLog()
    let app = TUIApplication(rootView: SubmitForm(log: log), size: CGSize(width: 30, height: 6))
    app.launch()
    app.typeText("a")
    app.typeKey(.return)
    #expect(log.calls.sorted() == ["default", "text"])
  }
}
