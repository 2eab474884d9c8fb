import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class FocusedCommandsUITests: XCTestCase {
  func testTheMenuCommandActsOnTheNoteTheFocusedRowPublishes() {
    let app = XCUIApplication(app: NotesApp(), size: CGSize(width: 40, height: 10))
    app.launch()
    // The first row has focus as the window opens: ⌘P (Ctrl-P here) pins its note.
    XCTAssertTrue(app.buttons["note-1"].hasFocus)
    app.typeKey("p", modifierFlags: .command)
    XCTAssertTrue(app.buttons["note-1"].wait(timeout: 2) { $0.label == "📌 買い物" })
    // On the second row, the command acts on that note instead.
    app.typeKey(.tab)
    app.typeKey("p", modifierFlags: .command)
    XCTAssertTrue(app.buttons["note-2"].wait(timeout: 2) { $0.label == "📌 旅行の計画" })
    app.typeKey("p", modifierFlags: .command)
    XCTAssertTrue(app.buttons["note-2"].wait(timeout: 2) { $0.label == "旅行の計画" })
    // On a control that publishes no note, the command is disabled: nothing changes.
    app.typeKey(.tab)
    XCTAssertTrue(app.buttons["new"].hasFocus)
    app.typeKey("p", modifierFlags: .command)
    XCTAssertEqual(app.buttons["note-1"].label, "📌 買い物")
    XCTAssertEqual(app.buttons["note-2"].label, "旅行の計画")
  }
}
