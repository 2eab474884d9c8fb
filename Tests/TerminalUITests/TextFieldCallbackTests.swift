import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

/// What the callbacks under test were called with, in order.
@MainActor
private final class CallLog {
  var calls: [String] = []
}

private struct EditingForm: View {
  let log: CallLog
  @State private var name = ""

  var body: some View {
    VStack {
      TextField(
        "名前", text: $name, onEditingChanged: { log.calls.append("editing \($0)") },
        onCommit: { log.calls.append("commit") })
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
    .onSubmit(of: .search) { log.calls.append("search") }
    .onSubmit(of: .text) { log.calls.append("text") }
    .onSubmit { log.calls.append("default") }
  }
}

@MainActor
@Suite("A text field's callbacks")
struct TextFieldCallbackTests {
  @Test("onEditingChanged hears true when the field gains focus and false when it loses it")
  func editingChanged() {
    let log = CallLog()
    let host = ViewHost(rootView: EditingForm(log: log), size: Size(width: 30, height: 6))
    host.renderIfNeeded()
    #expect(log.calls == ["editing true"])
    host.handle(.tab)
    host.renderIfNeeded()
    #expect(log.calls == ["editing true", "editing false"])
    host.handle(.backTab)
    host.renderIfNeeded()
    host.handle(.enter)
    #expect(log.calls == ["editing true", "editing false", "editing true", "commit"])
  }

  @Test("Enter in a text field runs onSubmit for .text triggers, not for .search")
  func submitTriggers() {
    let log = CallLog()
    let host = ViewHost(rootView: SubmitForm(log: log), size: Size(width: 30, height: 6))
    host.renderIfNeeded()
    host.handle(.character("a"))
    host.handle(.enter)
    #expect(log.calls.sorted() == ["default", "text"])
  }
}
