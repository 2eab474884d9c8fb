import Foundation
import TerminalUI
import TerminalUITesting
import Testing

private struct City: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let cities = [City(id: 1, name: "札幌"), City(id: 2, name: "仙台"), City(id: 3, name: "福岡")]

/// A list whose selection a text shows and a button sets from code.
private struct CityPicker: View {
  @State private var chosen: Int?

  var body: some View {
    VStack {
      List(cities, selection: $chosen) { Text($0.name) }
      Text("選択: \(chosen.map(String.init) ?? "なし")").accessibilityIdentifier("chosen")
      Button("福岡にする") { chosen = 3 }
    }
  }
}

/// The same with `List(selection:content:)` over a `ForEach` of strings.
private struct NamePicker: View {
  @State private var chosen: String?

  var body: some View {
    VStack {
      List(selection: $chosen) {
        ForEach(["あ", "い", "う"], id: \.self) { Text($0) }
      }
      Text("選択: \(chosen ?? "なし")").accessibilityIdentifier("chosen")
    }
  }
}

@Suite("List(selection:): Enter or a click chooses a row; the binding and the mark agree")
@MainActor
struct ListSelectionTests {
  @Test("the arrows move the highlight only; Enter makes the row the selection")
  func enterChooses() {
    let app = TUIApplication(rootView: CityPicker(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.typeKey(.downArrow)
    #expect(app.staticTexts["chosen"].label == "選択: なし")
    app.typeKey(.enter)
    #expect(app.staticTexts["chosen"].label == "選択: 2")
    #expect(app.cells["仙台"].isSelected)
    #expect(!app.cells["札幌"].isSelected)
  }

  @Test("a click chooses the row it lands on")
  func clickChooses() {
    let app = TUIApplication(rootView: CityPicker(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.cells["福岡"].click()
    #expect(app.staticTexts["chosen"].label == "選択: 3")
  }

  @Test("set from code, the selection's row is marked and the highlight moves to it")
  func codeMovesTheMark() {
    let app = TUIApplication(rootView: CityPicker(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.buttons["福岡にする"].tap()
    #expect(app.cells["福岡"].isSelected)
    app.tables.firstMatch.tap()
    #expect(app.cells["福岡"].hasFocus, "\(app.debugDescription)")
  }

  @Test("List(selection:) over a ForEach chooses by the ForEach's ids")
  func forEachIDs() {
    let app = TUIApplication(rootView: NamePicker(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["chosen"].label == "選択: う")
  }
}
