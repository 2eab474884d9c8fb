import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A list of places, each opening a form of two fields.
private struct Places: View {
  var body: some View {
    NavigationStack {
      List {
        ForEach(["東京", "大阪", "那覇"], id: \.self) { place in
          NavigationLink(place) { PlaceForm(place: place) }
            .accessibilityIdentifier("row-\(place)")
        }
      }
    }
  }
}

private struct PlaceForm: View {
  let place: String
  @State private var name = ""
  @State private var note = ""

  var body: some View {
    VStack {
      Text(place)
      TextField("名前", text: $name).accessibilityIdentifier("name")
      TextField("メモ", text: $note).accessibilityIdentifier("note")
    }
  }
}

@Suite("A screen pushed on a navigation stack starts at its first control; back returns")
struct NavigationFocusTests {
  @Test("reopened after Tab and Esc, a form starts on its first field, not where focus was")
  func reopenedStartsAtTheTop() {
    let app = TUIApplication(rootView: Places(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.textFields["name"].hasFocus)
    app.typeKey(.tab)
    #expect(app.textFields["note"].hasFocus)
    app.typeKey(.escape)
    #expect(app.cells["大阪"].hasFocus, "back on the row that opened it")
    app.typeKey(.enter)
    #expect(app.textFields["name"].hasFocus, "\(app.screenText)")
  }

  @Test("from the second field, back lands on the opening row however far down it was")
  func backReturnsToTheOpener() {
    let app = TUIApplication(rootView: Places(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    app.typeKey(.tab)
    app.typeKey(.escape)
    #expect(app.cells["那覇"].hasFocus, "\(app.debugDescription)")
  }

  @Test("‹ Esc is a button: tapped or clicked, it goes back as Esc does, and takes no focus")
  func backButton() {
    let app = TUIApplication(rootView: Places(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.typeKey(.enter)
    let back = app.navigationBars.buttons["Back"]
    #expect(back.exists)
    #expect(!back.hasFocus)
    #expect(app.textFields["name"].hasFocus)
    back.tap()
    #expect(app.cells["東京"].waitForExistence(timeout: 5))
    #expect(!app.navigationBars.buttons["Back"].exists)
    app.typeKey(.enter)
    app.navigationBars.buttons["Back"].click()
    #expect(app.cells["東京"].waitForExistence(timeout: 5), "\(app.screenText)")
  }
}
