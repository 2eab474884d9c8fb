import Foundation
import TerminalKit
import TestSupport
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A form whose text field is followed by a date picker, then another field.
private struct EventForm: View {
  @State private var title = ""
  @State private var day = localDate(2026, 5, 1)
  @State private var place = ""
  @State private var submitted = 0
  var placeAfter = true

  var body: some View {
    Form {
      TextField("題名", text: $title).accessibilityIdentifier("title")
      DatePicker("日付", selection: $day, displayedComponents: .date)
        .accessibilityIdentifier("day")
      if placeAfter {
        TextField("場所", text: $place).accessibilityIdentifier("place")
      }
      Text("送信 \(submitted)").accessibilityIdentifier("submitted")
    }
    .onSubmit { submitted += 1 }
  }
}

@MainActor
@Suite("The driver's queries and actions, as XCUITest's")
struct DriverQueryTests {
  @Test("a query's descendants are searched under every match, not only the first")
  func descendantsOfEveryMatch() {
    struct Cells: View {
      var body: some View {
        List(["一", "二", "三"], id: \.self) { name in
          HStack {
            Text(name)
            Spacer()
            Toggle("通知 \(name)", isOn: .constant(true))
          }
        }
      }
    }
    let app = TUIApplication(rootView: Cells(), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(app.cells.count == 3)
    #expect(app.cells.staticTexts.allElementsBoundByIndex.map(\.label) == ["一", "二", "三"])
    #expect(app.cells.staticTexts["三"].exists)
    #expect(app.tables.cells.count == 3)
    #expect(app.tables.children(matching: .cell).count == 3)
    #expect(app.cells.children(matching: .cell).count == 0)
  }

  @Test("debugDescription prints an element and what is under it, as XCUITest's does")
  func debugDescription() {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("題名")
          Button("送信") {}.accessibilityIdentifier("send").disabled(true)
        }
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 20, height: 4))
    app.launch()
    let button = app.buttons["send"].debugDescription
    #expect(button.hasPrefix("Attributes: Button, {{"), "\(button)")
    #expect(button.contains("identifier: 'send', label: '送信', Disabled\n"), "\(button)")
    #expect(button.contains("\nElement subtree:\n →Button, {{"), "\(button)")
    let tree = app.debugDescription
    #expect(tree.hasPrefix("Attributes: Application\nElement subtree:\n →Application\n"))
    #expect(tree.contains("\n    StaticText, {{"), "\(tree)")
    #expect(tree.contains("label: '題名'"), "\(tree)")
    #expect(tree.contains("identifier: 'send'"), "\(tree)")
    #expect(
      app.buttons["none"].debugDescription
        == "No matches found for app.buttons[\"none\"] in the current screen")
  }

  @Test("app.datePickers finds a date picker and app.textFields does not")
  func datePickerIsNoTextField() {
    let app = TUIApplication(rootView: EventForm(), size: CGSize(width: 40, height: 8))
    app.launch()
    #expect(app.datePickers.count == 1)
    #expect(app.textFields.allElementsBoundByIndex.map(\.identifier) == ["title", "place"])
  }

  @Test("Enter in the field before a date picker moves to the next text field, past it")
  func enterSkipsDatePicker() {
    let app = TUIApplication(rootView: EventForm(), size: CGSize(width: 40, height: 8))
    app.launch()
    app.textFields["title"].typeText("花見")
    app.typeKey(.return)
    #expect(app.textFields["place"].hasFocus)
    #expect(app.staticTexts["submitted"].label == "送信 0")
  }

  @Test("with only a date picker after it, the field is the form's last: Enter submits")
  func enterSubmitsBeforeDatePicker() {
    let app = TUIApplication(
      rootView: EventForm(placeAfter: false), size: CGSize(width: 40, height: 8))
    app.launch()
    app.typeKey(.return)
    #expect(app.textFields["title"].hasFocus)
    #expect(app.staticTexts["submitted"].label == "送信 1")
  }
}

@Suite("tap() on a real program returns once its effect is on screen", .serialized)
struct PseudoTerminalTapTests {
  @Test("each tap's frame is on the screen read back when tap() returns, without waiting")
  func tapThenScreen() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    app.buttons["カウンター"].tap()
    #expect(app.screenText.hasPrefix("‹ Esc  カウンター"))
    for count in 1...5 {
      app.buttons["increment"].tap()
      #expect(app.staticTexts["count"].label == "\(count)")
      let lines = app.screenText.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(lines.contains("\(count)"))
    }
  }

  @Test("the counter counts with the + and - keys too, heard by onKeyPress around its buttons")
  func counterKeys() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    app.buttons["カウンター"].tap()
    #expect(app.staticTexts["count"].waitForExistence(timeout: 5))
    app.typeKey("+", modifierFlags: [])
    app.typeKey("+", modifierFlags: [])
    app.typeKey("-", modifierFlags: [])
    #expect(app.staticTexts["count"].wait(timeout: 5) { $0.label == "1" })
  }
}
