import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A searchable list of prefectures, filtered by the bound text, as the tutorials write it.
private struct PrefectureSearch: View {
  @State private var query = ""
  @State private var submitted = ""
  let names = ["北海道", "青森県", "沖縄県", "大阪府", "京都府"]

  var filtered: [String] { query.isEmpty ? names : names.filter { $0.contains(query) } }

  var body: some View {
    NavigationStack {
      VStack {
        List(filtered, id: \.self) { Text($0) }
        Text("送信: \(submitted)").accessibilityIdentifier("submitted")
      }
      .navigationTitle("都道府県")
      .searchable(
        text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "名前で検索"
      )
      .onSubmit(of: .search) { submitted = query }
    }
  }
}

@MainActor
@Suite("searchable: a search field over the list")
struct SearchableTests {
  @Test("the field is drawn under the title with its prompt, and typing filters the list")
  func filters() {
    let app = TUIApplication(rootView: PrefectureSearch(), size: CGSize(width: 30, height: 10))
    app.launch()
    let lines = app.screenText.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("都道府県"))
    #expect(lines.contains { $0.hasPrefix("⌕ 名前で検索") })
    #expect(app.cells.count == 5)
    let field = app.searchFields["名前で検索"]
    #expect(field.exists)
    field.tap()
    field.typeText("府")
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["大阪府", "京都府"])
    #expect(field.value as? String == "府")
    #expect(app.textFields.count == 0)
    app.typeKey(.return)
    #expect(app.staticTexts["submitted"].label == "送信: 府")
  }

  @Test("the search field is first in reading order: Tab from it goes to the list")
  func focusOrder() {
    let app = TUIApplication(rootView: PrefectureSearch(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(app.searchFields.firstMatch.hasFocus)
    app.typeKey(.tab)
    #expect(app.tables.firstMatch.hasFocus)
  }
}
