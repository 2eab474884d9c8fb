import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// What a searchable list shows while the user searches, as the tutorials write it: the
/// view inside reads `isSearching` and can end the search with `dismissSearch`.
private struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    VStack {
      Text(isSearching ? "検索中" : "一覧").accessibilityIdentifier("status")
      Button("次へ") {}
      if isSearching {
        Button("検索をやめる") { dismissSearch() }
      }
    }
  }
}

private struct OuterStatus: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "外も検索中" : "外").accessibilityIdentifier("outer") }
}

private struct SearchScreen: View {
  @State private var query = ""

  var body: some View {
    VStack {
      SearchStatus().searchable(text: $query, prompt: "探す")
      OuterStatus()
      Text("語: \(query)").accessibilityIdentifier("query")
    }
  }
}

@MainActor
@Suite("isSearching and dismissSearch under searchable")
struct IsSearchingTests {
  private func launch() -> TUIApplication {
    let app = TUIApplication(rootView: SearchScreen(), size: CGSize(width: 30, height: 8))
    app.launch()
    return app
  }

  @Test("the field's focus when the screen opens is no search; tapping it starts one")
  func tapStarts() {
    let app = launch()
    let status = app.staticTexts["status"]
    #expect(app.searchFields["探す"].hasFocus)
    #expect(status.label == "一覧")
    app.searchFields["探す"].tap()
    #expect(status.label == "検索中")
    #expect(app.buttons["検索をやめる"].exists)
    #expect(app.staticTexts["outer"].label == "外")
  }

  @Test("Tab away with no text ends the search; with text it goes on; Tab back starts one")
  func focusAndText() {
    let app = launch()
    let status = app.staticTexts["status"]
    app.typeKey(.tab)
    #expect(status.label == "一覧")
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(app.searchFields["探す"].hasFocus)
    #expect(status.label == "検索中")
    app.typeKey(.tab)
    #expect(status.label == "一覧")
    app.typeKey(.tab, modifierFlags: .shift)
    app.typeText("東")
    app.typeKey(.tab)
    #expect(app.buttons["次へ"].hasFocus)
    #expect(status.label == "検索中")
  }

  @Test("typing in the field the screen focused starts a search too")
  func typingStarts() {
    let app = launch()
    app.typeText("京")
    #expect(app.staticTexts["status"].label == "検索中")
    #expect(app.staticTexts["query"].label == "語: 京")
  }

  @Test("dismissSearch() clears the text and ends the search")
  func dismissSearch() {
    let app = launch()
    app.typeText("大阪")
    app.buttons["検索をやめる"].tap()
    #expect(app.staticTexts["status"].label == "一覧")
    #expect(app.staticTexts["query"].label == "語: ")
    #expect(!app.buttons["検索をやめる"].exists)
  }

  @Test("Esc in the searching field cancels the search, as Cancel does on iOS")
  func escapeCancels() {
    let app = launch()
    app.typeText("札幌")
    app.typeKey(.escape)
    #expect(app.staticTexts["status"].label == "一覧")
    #expect(app.searchFields["探す"].value == nil)
  }
}
