import Foundation
import TerminalUI
import TerminalUITesting
import Testing

private struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let fruits = [
  Fruit(id: 1, name: "りんご"), Fruit(id: 2, name: "みかん"), Fruit(id: 3, name: "ぶどう"),
]

/// Two columns: a list of fruit whose selection the detail shows.
private struct TwoColumns: View {
  @State private var chosen: Fruit.ID?

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $chosen) { fruit in
        Text(fruit.name)
      }
      .navigationTitle("果物")
      .navigationSplitViewColumnWidth(min: 120, ideal: 160, max: 240)
    } detail: {
      VStack {
        Text(fruits.first { $0.id == chosen }.map { "\($0.name) の詳細" } ?? "果物を選んでください")
        Button("選び直す") { chosen = nil }
      }
      .navigationTitle("詳細")
    }
    .navigationSplitViewStyle(.balanced)
  }
}

/// Three columns: kinds, the fruit of a kind by `id:` key path, and the chosen fruit.
private struct ThreeColumns: View {
  @Binding var visibility: NavigationSplitViewVisibility
  @State private var kind: String?
  @State private var fruit: String?

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(["果物", "野菜"], id: \.self, selection: $kind) { Text($0) }
        .navigationTitle("種類")
    } content: {
      List(kind == "野菜" ? ["なす", "トマト"] : ["もも", "なし"], id: \.self, selection: $fruit) {
        Text($0)
      }
      .navigationTitle(kind ?? "なし")
    } detail: {
      Text(fruit.map { "選んだのは \($0)" } ?? "まだ何も").navigationTitle("中身")
    }
    .navigationSplitViewStyle(.prominentDetail)
  }
}

/// A sidebar of `NavigationLink(value:)` rows in a list with a selection, as iOS 16 code
/// writes it: a link selects its value rather than pushing it.
private struct LinkSidebar: View {
  @State private var chosen: Fruit?

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $chosen) { fruit in
        NavigationLink(fruit.name, value: fruit)
      }
      .navigationTitle("果物")
    } detail: {
      Text(chosen.map { "\($0.name) を選択" } ?? "未選択").navigationTitle("詳細")
    }
  }
}

/// The lines of the screen that hold `text`.
private func lines(of app: TUIApplication, containing text: String) -> [String] {
  app.screenText.split(separator: "\n").map(String.init).filter { $0.contains(text) }
}

@Suite("NavigationSplitView: columns side by side when wide, a stack when narrow")
@MainActor
struct NavigationSplitViewTests {
  @Test("wide: the sidebar and the detail stand side by side, a rule between, each titled")
  func wideLayout() throws {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 80, height: 12))
    app.launch()
    #expect(app.navigationBars["果物"].exists)
    #expect(app.navigationBars["詳細"].exists)
    let row = try #require(lines(of: app, containing: "りんご").first, "\(app.screenText)")
    #expect(row.contains("│"), "a vertical rule between the columns:\n\(app.screenText)")
    let sidebar = app.cells["りんご"].frame
    let detail = app.staticTexts["果物を選んでください"].frame
    #expect(sidebar.maxX <= detail.minX, "the detail is right of the sidebar")
    #expect(sidebar.width < detail.width * 2, "the sidebar is the narrow column")
  }

  @Test("wide: Enter on a row makes it the selection, and the detail shows it beside the list")
  func wideSelectionDrivesDetail() {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["みかん の詳細"].exists, "\(app.screenText)")
    #expect(app.cells["りんご"].exists, "the sidebar stays")
  }

  @Test("wide: a click on a row selects it; the detail's button clears it")
  func wideClick() {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.cells["ぶどう"].click()
    #expect(app.staticTexts["ぶどう の詳細"].exists, "\(app.screenText)")
    app.buttons["選び直す"].click()
    #expect(app.staticTexts["果物を選んでください"].exists)
  }

  @Test("wide: Tab goes from the sidebar's list to the sidebar button, then the detail's controls")
  func wideTab() {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 80, height: 12))
    app.launch()
    #expect(app.tables.firstMatch.hasFocus)
    app.typeKey(.tab)
    #expect(app.buttons["ToggleSidebar"].hasFocus, "\(app.debugDescription)")
    app.typeKey(.tab)
    #expect(app.buttons["選び直す"].hasFocus, "\(app.debugDescription)")
  }

  @Test("narrow: the sidebar alone; choosing a row pushes the detail, Esc goes back to the list")
  func narrowPushesDetail() {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 40, height: 12))
    app.launch()
    #expect(app.navigationBars["果物"].exists)
    #expect(!app.navigationBars["詳細"].exists)
    #expect(!app.screenText.contains("│"), "\(app.screenText)")
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["みかん の詳細"].exists, "\(app.screenText)")
    #expect(app.navigationBars["詳細"].exists)
    #expect(!app.cells["りんご"].exists, "the detail covers the sidebar")
    app.typeKey(.escape)
    #expect(app.navigationBars["果物"].exists)
    #expect(app.cells["みかん"].hasFocus, "back on the chosen row")
  }

  @Test("narrow: a click on a row pushes the detail; the back button returns")
  func narrowClick() {
    let app = TUIApplication(rootView: TwoColumns(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.cells["ぶどう"].click()
    #expect(app.staticTexts["ぶどう の詳細"].exists, "\(app.screenText)")
    app.navigationBars.buttons["Back"].tap()
    #expect(app.cells["ぶどう"].exists)
  }

  @Test("narrow, three columns: sidebar, then content, then detail; Esc steps back through them")
  func narrowThreeColumns() {
    let app = TUIApplication(
      rootView: ThreeColumns(visibility: .constant(.automatic)),
      size: CGSize(width: 40, height: 12))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.navigationBars["野菜"].exists, "\(app.screenText)")
    #expect(app.cells["トマト"].exists)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["選んだのは トマト"].exists, "\(app.screenText)")
    app.typeKey(.escape)
    #expect(app.navigationBars["野菜"].exists)
    app.typeKey(.escape)
    #expect(app.navigationBars["種類"].exists)
  }

  @Test(
    "wide, three columns: the visibility binding picks the columns shown",
    arguments: [
      (NavigationSplitViewVisibility.all, ["種類", "なし", "中身"], [String]()),
      (.automatic, ["種類", "なし", "中身"], []),
      (.doubleColumn, ["なし", "中身"], ["種類"]),
      (.detailOnly, ["中身"], ["種類", "なし"]),
    ])
  func visibility(
    visibility: NavigationSplitViewVisibility, shown: [String], hidden: [String]
  ) {
    let app = TUIApplication(
      rootView: ThreeColumns(visibility: .constant(visibility)),
      size: CGSize(width: 100, height: 12))
    app.launch()
    for title in shown { #expect(app.navigationBars[title].exists, "\(title)\n\(app.screenText)") }
    for title in hidden { #expect(!app.navigationBars[title].exists, "\(title)") }
  }

  @Test("wide, three columns: each column's selection drives the next")
  func wideThreeColumns() {
    let app = TUIApplication(
      rootView: ThreeColumns(visibility: .constant(.all)), size: CGSize(width: 100, height: 12))
    app.launch()
    app.cells["野菜"].click()
    #expect(app.cells["なす"].exists, "\(app.screenText)")
    app.cells["なす"].click()
    #expect(app.staticTexts["選んだのは なす"].exists, "\(app.screenText)")
    #expect(app.cells["野菜"].exists)
  }

  @Test(
    "a NavigationLink(value:) row of a list with a selection selects its value",
    arguments: [80, 40])
  func linkRowsSelect(width: Int) {
    let app = TUIApplication(rootView: LinkSidebar(), size: CGSize(width: width, height: 12))
    app.launch()
    app.buttons["みかん"].tap()
    #expect(app.staticTexts["みかん を選択"].exists, "\(app.screenText)")
    #expect(app.cells["りんご"].exists == (width >= 60), "the sidebar stays only when wide")
  }
}
