import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A list of several chosen rows, as a mail or photo app writes it: a `Set` of ids, an edit
/// button that shows the circles, a count of what is chosen.
private struct Inbox: View {
  private let subjects = ["請求書", "会議", "旅行", "新聞"]
  @State private var chosen = Set<String>()
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack {
      List(subjects, id: \.self, selection: $chosen) { subject in
        Text(subject)
      }
      .accessibilityIdentifier("inbox")
      Text("選択: \(chosen.sorted().joined(separator: ","))").accessibilityIdentifier("chosen")
      Button(editMode.isEditing ? "完了" : "編集") {
        editMode = editMode.isEditing ? .inactive : .active
      }
    }
    .environment(\.editMode, $editMode)
  }
}

@Suite("List with a Set selection: several rows chosen")
@MainActor
struct ListSetSelectionTests {
  private func launch() -> TUIApplication {
    let app = TUIApplication(rootView: Inbox(), size: CGSize(width: 30, height: 10))
    app.launch()
    return app
  }

  @Test("Space adds the highlighted row to the selection, and a second Space takes it out")
  func spaceToggles() {
    let app = launch()
    app.typeKey(" ")
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(" ")
    #expect(app.staticTexts["chosen"].label == "選択: 旅行,請求書")
    #expect(app.cells["請求書"].isSelected)
    #expect(app.cells["旅行"].isSelected)
    #expect(!app.cells["会議"].isSelected)
    app.typeKey(" ")
    #expect(app.staticTexts["chosen"].label == "選択: 請求書")
  }

  @Test("Enter or a click, outside edit mode, makes the row the selection alone")
  func enterSelectsAlone() {
    let app = launch()
    app.typeKey(" ")
    app.typeKey(.downArrow)
    app.typeKey(" ")
    #expect(app.staticTexts["chosen"].label == "選択: 会議,請求書")
    app.typeKey(.enter)
    #expect(app.staticTexts["chosen"].label == "選択: 会議")
    app.cells["新聞"].click()
    #expect(app.staticTexts["chosen"].label == "選択: 新聞")
  }

  @Test("in edit mode each row shows a circle, filled when chosen, and a click toggles the row")
  func editModeCircles() {
    let app = launch()
    #expect(!app.screenText.contains("○"))
    app.buttons["編集"].click()
    #expect(app.screenText.components(separatedBy: "○").count == 5, "\(app.screenText)")
    app.cells["会議"].click()
    app.cells["新聞"].click()
    #expect(app.staticTexts["chosen"].label == "選択: 会議,新聞")
    #expect(app.screenText.components(separatedBy: "◉").count == 3, "\(app.screenText)")
    app.cells["会議"].click()
    #expect(app.staticTexts["chosen"].label == "選択: 新聞")
    app.buttons["完了"].click()
    #expect(!app.screenText.contains("○") && !app.screenText.contains("◉"))
  }
}
