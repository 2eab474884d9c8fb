import Foundation
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

@Suite("EditButton: Edit and Done (編集 and 完了 in Japanese)")
struct EditButtonTests {
  @Test("it reads 編集, and a tap turns the supplied edit mode on (完了) and off again")
  func flipsEditMode() {
    let app = TUIApplication(rootView: EditingScreen())
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
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

  @Test("without a supplied edit mode it keeps its own, and its title follows it, in English")
  func ownMode() {
    let app = TUIApplication(
      rootView: EditButton().environment(\.locale, Locale(identifier: "en_US")))
    app.launch()
    app.buttons["Edit"].tap()
    #expect(app.buttons["Done"].exists)
    #expect(!app.buttons["完了"].exists)
    #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }
}
