import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

private struct Notes: View {
  @State private var note = ""
  @State private var title = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("題名", text: $title).accessibilityIdentifier("title")
      TextEditor(text: $note)
        .scrollContentBackground(.hidden)
        .frame(height: 48)
        .accessibilityIdentifier("note")
      Text("\(note.split(separator: "\n", omittingEmptySubsequences: false).count) 行")
        .accessibilityIdentifier("lineCount")
      Button("保存") {}.accessibilityIdentifier("save")
    }
  }
}

@Suite("TextEditor: multi-line editing")
struct TextEditorTests {
  @Test("Enter starts a new line; the text is the editor's value among app.textViews")
  func typing() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 20, height: 8))
    app.launch()
    let editor = app.textViews["note"]
    #expect(editor.exists)
    editor.tap()
    #expect(editor.hasFocus)
    app.typeText("一行目\n二行目")
    #expect(editor.value as? String == "一行目\n二行目")
    #expect(app.staticTexts["lineCount"].label == "2 行")
    #expect(app.screenText.contains("一行目"))
    #expect(app.screenText.contains("二行目"))
    // Enter in the title field before it does not jump into the editor.
    app.textFields["title"].tap()
    app.typeText("メモ\n")
    #expect(!editor.hasFocus)
  }

  @Test("↑ and ↓ move a line keeping the column; Home and End go to the line's ends")
  func movingBetweenLines() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 20, height: 8))
    app.launch()
    let editor = app.textViews["note"]
    editor.tap()
    app.typeText("abcd\nxy\nlmnop")
    app.typeKey(.upArrow)  // from the end of "lmnop" (column 5) to the end of "xy"
    app.typeKey(.upArrow)  // to column 5 of "abcd": its end
    app.typeText("!")
    #expect(editor.value as? String == "abcd!\nxy\nlmnop")
    app.typeKey(.downArrow)
    app.typeKey(.home)
    app.typeText(">")
    #expect(editor.value as? String == "abcd!\n>xy\nlmnop")
    app.typeKey(.end)
    app.typeKey(.forwardDelete)  // joins the next line
    #expect(editor.value as? String == "abcd!\n>xylmnop")
  }

  @Test("a long line wraps at the width, and the editor scrolls to keep the cursor in view")
  func wrapsAndScrolls() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 10, height: 8))
    app.launch()
    app.textViews["note"].tap()
    app.typeText("0123456789ABCDEFGHIJ\nline3\nline4\nline5")
    // Three rows (48 points): the last three of five lines show.
    #expect(app.screenText.contains("line5"))
    #expect(!app.screenText.contains("0123456789"))
    #expect(app.textViews["note"].frame.height == 3)
  }

  @Test("Tab leaves the editor for the next control")
  func tabLeaves() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 20, height: 8))
    app.launch()
    app.textViews["note"].tap()
    app.typeKey(.tab)
    #expect(app.buttons["save"].hasFocus)
  }

  @Test("lines break at line breaks and at the width, wide characters kept whole")
  func lines() {
    let lines = TextEditorElement.lines(Array("ab\nあいう"), width: 4)
    #expect(lines == [.init(start: 0, end: 2), .init(start: 3, end: 5), .init(start: 5, end: 6)])
    #expect(TextEditorElement.lines([], width: 4) == [.init(start: 0, end: 0)])
  }
}
