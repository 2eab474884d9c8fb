import Foundation
import TerminalUI
import TerminalUITesting
import Testing

private struct EditingForm: View {
  let log: EventLog
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
  let log: EventLog
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
    let log = EventLog()
    let app = TUIApplication(rootView: EditingForm(log: log), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(log.events == ["editing true"])
    app.typeKey(.tab)
    #expect(log.events == ["editing true", "editing false"])
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeKey(.return)
    #expect(log.events == ["editing true", "editing false", "editing true", "commit"])
  }

  @Test("Enter in a text field runs onSubmit for .text triggers, not for .search")
  func submitTriggers() {
    let log = EventLog()
    let app = TUIApplication(rootView: SubmitForm(log: log), size: CGSize(width: 30, height: 6))
    app.launch()
    app.typeText("a")
    app.typeKey(.return)
    #expect(log.events.sorted() == ["default", "text"])
  }
}
