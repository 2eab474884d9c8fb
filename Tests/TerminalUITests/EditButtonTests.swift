import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// An edit button and a line that follows the edit mode it flips.
struct EditingScreen: View {
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack {
      EditButton()
      Text(editMode.isEditing ? "編集中" : "表示中").accessibilityIdentifier("mode")
    }
    .environment(\.editMode, $editMode)
  }
}

@Suite("EditButton: 編集 and 完了")
struct EditButtonTests {
  @Test("it reads 編集, and a tap turns the supplied edit mode on (完了) and off again")
  func flipsEditMode() {
    let app = TUIApplication(rootView: EditingScreen())
    app.launch()
    #expect(app.staticTexts["mode"].label == "表示中")
    app.buttons["編集"].tap()
    #expect(app.staticTexts["mode"].label == "編集中")
    #expect(app.buttons["完了"].exists)
    #expect(app.screenText.contains("[ 完了 ]"))
    app.typeKey(.return)
    #expect(app.buttons["編集"].exists)
    #expect(app.staticTexts["mode"].label == "表示中")
  }

  @Test("without a supplied edit mode it keeps its own, and its title follows it")
  func ownMode() {
    let app = TUIApplication(rootView: EditButton())
    app.launch()
    app.buttons["編集"].tap()
    #expect(app.buttons["完了"].exists)
    #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }
}
