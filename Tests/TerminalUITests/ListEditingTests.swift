import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A to-do list as the tutorials write it: onDelete and onMove on a ForEach, an edit
/// button in the toolbar, one row that can be neither deleted nor moved.
private struct TodoEditingScreen: View {
  @State var todos = ["牛乳を買う", "本を返す", "部屋を掃除する", "固定の項目"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(todos, id: \.self) { todo in
          Text(todo)
            .deleteDisabled(todo == "固定の項目")
            .moveDisabled(todo == "固定の項目")
        }
        .onDelete { todos.remove(atOffsets: $0) }
        .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("やること")
      .toolbar { EditButton() }
    }
  }
}

private struct Todo: Identifiable {
  let id: Int
  var title: String
  var done = false
}

/// `List($items, editActions:)`: the list edits the bound array itself.
private struct BoundTodoScreen: View {
  @State var todos = [Todo(id: 1, title: "一"), Todo(id: 2, title: "二"), Todo(id: 3, title: "三")]
  let actions: EditActions<[Todo]>

  var body: some View {
    VStack {
      Text(todos.map(\.title).joined(separator: ",")).accessibilityIdentifier("order")
      List($todos, editActions: actions) { $todo in
        Toggle(todo.title, isOn: $todo.done)
      }
    }
  }
}

@MainActor
@Suite("List editing: onDelete, onMove, editActions")
struct ListEditingTests {
  private func rows(_ app: TUIApplication) -> [String] {
    app.cells.allElementsBoundByIndex.map(\.label)
  }

  @Test("Delete on the highlighted row deletes it through onDelete; a deleteDisabled row stays")
  func deleteKey() {
    let app = TUIApplication(rootView: TodoEditingScreen())
    app.launch()
    app.tables.firstMatch.tap()
    app.typeKey(.downArrow)
    app.typeKey(.forwardDelete)
    #expect(rows(app) == ["牛乳を買う", "部屋を掃除する", "固定の項目"])
    // Backspace (the Mac's Delete key) deletes too; the highlight stays at its place.
    app.typeKey(.delete)
    #expect(rows(app) == ["牛乳を買う", "固定の項目"])
    #expect(app.cells["固定の項目"].hasFocus)
    app.typeKey(.forwardDelete)
    #expect(rows(app) == ["牛乳を買う", "固定の項目"])
  }

  @Test("Alt-↑ and Alt-↓ move the highlighted row through onMove, and the highlight follows it")
  func moveKeys() {
    let app = TUIApplication(rootView: TodoEditingScreen())
    app.launch()
    app.tables.firstMatch.tap()
    app.typeKey(.downArrow, modifierFlags: .option)
    #expect(rows(app) == ["本を返す", "牛乳を買う", "部屋を掃除する", "固定の項目"])
    #expect(app.cells["牛乳を買う"].hasFocus)
    app.typeKey(.downArrow, modifierFlags: .option)
    #expect(rows(app) == ["本を返す", "部屋を掃除する", "牛乳を買う", "固定の項目"])
    app.typeKey(.upArrow, modifierFlags: .option)
    #expect(rows(app) == ["本を返す", "牛乳を買う", "部屋を掃除する", "固定の項目"])
    // The first row does not move further up; a moveDisabled row does not move.
    app.typeKey(.upArrow, modifierFlags: .option)
    app.typeKey(.upArrow, modifierFlags: .option)
    #expect(rows(app) == ["牛乳を買う", "本を返す", "部屋を掃除する", "固定の項目"])
    app.typeKey(.end)
    app.typeKey(.upArrow, modifierFlags: .option)
    #expect(rows(app) == ["牛乳を買う", "本を返す", "部屋を掃除する", "固定の項目"])
  }

  @Test("in edit mode (the toolbar's 編集) rows show ⊖ and ≡, and a 削除 button deletes its row")
  func editModeMarks() {
    let app = TUIApplication(rootView: TodoEditingScreen(), size: CGSize(width: 30, height: 8))
    // A Japanese app: the edit button and the delete marks speak Japanese.
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    #expect(!app.screenText.contains("⊖"))
    app.buttons["編集"].tap()
    let lines = app.screenText.split(separator: "\n").map(String.init)
    let first = lines.first(where: { $0.contains("牛乳を買う") }) ?? ""
    #expect(first.hasPrefix("⊖ 牛乳を買う"))
    #expect(first.trimmingCharacters(in: .whitespaces).hasSuffix("≡"))
    let fixed = lines.first(where: { $0.contains("固定の項目") }) ?? ""
    #expect(fixed.hasPrefix("  固定の項目"))
    #expect(!fixed.contains("≡"))
    #expect(app.buttons.allElementsBoundByIndex.filter { $0.label == "削除" }.count == 3)
    app.cells["本を返す"].buttons["削除"].tap()
    #expect(rows(app) == ["牛乳を買う", "部屋を掃除する", "固定の項目"])
    app.buttons["完了"].tap()
    #expect(!app.screenText.contains("⊖"))
  }

  @Test("List($items, editActions: .all) deletes and moves the bound array's elements itself")
  func editActionsAll() {
    let app = TUIApplication(rootView: BoundTodoScreen(actions: .all))
    app.launch()
    app.tables.firstMatch.tap()
    app.typeKey(.downArrow, modifierFlags: .option)
    #expect(app.staticTexts["order"].label == "二,一,三")
    app.typeKey(.forwardDelete)
    #expect(app.staticTexts["order"].label == "二,三")
    // Rows are bindings: the toggle writes through to the element.
    app.typeKey(.space)
    #expect(app.switches["三"].value as? String == "1")
  }

  @Test("editActions: .delete deletes but does not move; without onDelete, Delete does nothing")
  func editActionsDeleteOnly() {
    let app = TUIApplication(rootView: BoundTodoScreen(actions: .delete))
    app.launch()
    app.tables.firstMatch.tap()
    app.typeKey(.downArrow, modifierFlags: .option)
    #expect(app.staticTexts["order"].label == "一,二,三")
    app.typeKey(.forwardDelete)
    #expect(app.staticTexts["order"].label == "二,三")
    let fixed = TUIApplication(rootView: BoundTodoScreen(actions: []))
    fixed.launch()
    fixed.tables.firstMatch.tap()
    fixed.typeKey(.forwardDelete)
    #expect(fixed.staticTexts["order"].label == "一,二,三")
  }

  @Test(
    "Alt with an arrow arrives as xterm's modifier parameter (3, or 4 with Shift), and encodes back"
  )
  func altArrowDecoding() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[1;3A".utf8)) == [.alt(.up)])
    #expect(decoder.feed(Array("\u{1B}[1;4B".utf8)) == [.alt(.down)])
    #expect(decoder.feed(Array("\u{1B}[1;5A".utf8)) == [.up])
    #expect(decoder.feed(TerminalEncoder.bytes(for: .alt(.down))) == [.alt(.down)])
  }
}
