import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A search field with suggestions that complete it, filtering a list below.
private struct CitySearch: View {
  @State private var query = ""
  let cities = ["Osaka", "Kyoto", "Nara"]

  var body: some View {
    VStack {
      Text("query: \(query)").accessibilityIdentifier("query")
      List(cities.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        .searchable(text: $query) {
          ForEach(["Kyoto", "Nara"], id: \.self) { name in
            Text("→ \(name)").searchCompletion(name)
          }
        }
    }
  }
}

/// The same, the suggestions set with `searchSuggestions` after `searchable`.
private struct CitySearchModifier: View {
  @State private var query = ""

  var body: some View {
    VStack {
      Text("query: \(query)").accessibilityIdentifier("query")
      List(["Osaka", "Kyoto"], id: \.self) { Text($0) }
        .searchable(text: $query)
        .searchSuggestions {
          Text("→ Kobe").searchCompletion("Kobe")
        }
    }
  }
}

@MainActor
@Suite("searchable with suggestions: shown while searching, completing the field")
struct SearchSuggestionTests {
  @Test("suggestions show while searching; one pressed puts its completion in the field")
  func searchSuggestions() {
    let app = TUIApplication(rootView: CitySearch(), size: CGSize(width: 30, height: 10))
    app.launch()
    // Not searching: no suggestions.
    #expect(!app.screenText.contains("→ Kyoto"))
    app.searchFields.firstMatch.tap()
    app.typeText("a")
    #expect(app.screenText.contains("→ Kyoto"))
    #expect(app.screenText.contains("→ Nara"))
    app.buttons["→ Nara"].tap()
    #expect(app.staticTexts["query"].label == "query: Nara")
  }

  @Test("searchSuggestions after searchable gives the field its suggestions")
  func suggestionsModifier() {
    let app = TUIApplication(rootView: CitySearchModifier(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(!app.screenText.contains("→ Kobe"))
    app.searchFields.firstMatch.tap()
    app.typeText("K")
    #expect(app.screenText.contains("→ Kobe"))
    app.buttons["→ Kobe"].tap()
    #expect(app.staticTexts["query"].label == "query: Kobe")
  }
}
