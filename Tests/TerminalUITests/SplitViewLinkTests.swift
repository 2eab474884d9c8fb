import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A sidebar of destination links, as iOS 16 tutorials write a split view without a
/// selection: each link names the view the detail column shows.
private struct LinkedPlanets: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("水星") { PlanetPage(name: "水星") }
        NavigationLink("金星") { PlanetPage(name: "金星") }
      }
      .navigationTitle("惑星")
    } detail: {
      Text("惑星を選んでください")
    }
  }
}

/// A planet's page, with a link of its own that goes deeper inside the detail column.
private struct PlanetPage: View {
  let name: String

  var body: some View {
    VStack {
      Text("\(name) のページ")
      NavigationLink("\(name) の衛星") { Text("\(name) の衛星一覧") }
    }
    .navigationTitle(name)
  }
}

/// Three columns of destination links: a sidebar link fills the content column, a content
/// link the detail.
private struct LinkedThreeColumns: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("果物") {
          List {
            NavigationLink("もも") { Text("もも の中身") }
            NavigationLink("なし") { Text("なし の中身") }
          }
        }
        NavigationLink("野菜") {
          List { NavigationLink("なす") { Text("なす の中身") } }
        }
      }
    } content: {
      Text("種類を選んでください")
    } detail: {
      Text("まだ何も")
    }
  }
}

/// A sidebar of value links with the sidebar's own `navigationDestination(for:)` and no
/// selection: the destination draws in the detail column, from the latest state.
private struct ValueLinkedPlanets: View {
  @State private var visits = 0

  var body: some View {
    NavigationSplitView {
      VStack {
        List(["火星", "木星"], id: \.self) { name in
          NavigationLink(name, value: name)
        }
        Button("訪問を記録") { visits += 1 }
      }
      .navigationDestination(for: String.self) { name in
        Text("\(name) 訪問 \(visits) 回")
      }
    } detail: {
      Text("惑星を選んでください")
    }
  }
}

@Suite("NavigationSplitView: destination links show in the next column")
@MainActor
struct SplitViewLinkTests {
  @Test("wide: a sidebar link shows its destination in the detail column; the sidebar stays")
  func sidebarLinkFillsDetail() {
    let app = TUIApplication(rootView: LinkedPlanets(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.cells["金星"].click()
    #expect(app.staticTexts["金星 のページ"].exists, "\(app.screenText)")
    #expect(app.cells["水星"].exists, "the sidebar is still shown:\n\(app.screenText)")
    #expect(app.navigationBars["惑星"].exists)
    #expect(app.navigationBars["金星"].exists)
    let sidebar = app.cells["水星"].frame
    let page = app.staticTexts["金星 のページ"].frame
    #expect(sidebar.maxX <= page.minX, "the page is in the column right of the sidebar")
  }

  @Test("wide: choosing another sidebar link replaces the detail, whatever it had pushed")
  func anotherLinkStartsAfresh() {
    let app = TUIApplication(rootView: LinkedPlanets(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.cells["水星"].click()
    app.buttons["水星 の衛星"].click()
    #expect(app.staticTexts["水星 の衛星一覧"].exists, "a link in the detail pushes there")
    #expect(app.cells["金星"].exists, "the sidebar is still shown:\n\(app.screenText)")
    app.cells["金星"].click()
    #expect(app.staticTexts["金星 のページ"].exists, "\(app.screenText)")
    #expect(!app.staticTexts["水星 の衛星一覧"].exists)
  }

  @Test("wide: Enter on a focused sidebar link shows it too")
  func enterOnLink() {
    let app = TUIApplication(rootView: LinkedPlanets(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(app.staticTexts["金星 のページ"].exists, "\(app.screenText)")
    #expect(app.cells["水星"].exists)
  }

  @Test("narrow: a sidebar link pushes over the sidebar, and Esc comes back")
  func narrowPushes() {
    let app = TUIApplication(rootView: LinkedPlanets(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.cells["水星"].click()
    #expect(app.staticTexts["水星 のページ"].exists, "\(app.screenText)")
    #expect(!app.cells["金星"].exists, "the page covers the sidebar")
    app.typeKey(.escape)
    #expect(app.cells["金星"].exists)
  }

  @Test("wide: a value link draws with the sidebar's destination in the detail, kept current")
  func valueLinkFillsDetail() {
    let app = TUIApplication(rootView: ValueLinkedPlanets(), size: CGSize(width: 80, height: 12))
    app.launch()
    app.cells["木星"].click()
    #expect(app.staticTexts["木星 訪問 0 回"].exists, "\(app.screenText)")
    #expect(app.cells["火星"].exists, "the sidebar stays")
    app.buttons["訪問を記録"].click()
    #expect(app.staticTexts["木星 訪問 1 回"].exists, "\(app.screenText)")
  }

  @Test("narrow: a value link pushes its destination over the sidebar")
  func narrowValueLinkPushes() {
    let app = TUIApplication(rootView: ValueLinkedPlanets(), size: CGSize(width: 40, height: 12))
    app.launch()
    app.cells["火星"].click()
    #expect(app.staticTexts["火星 訪問 0 回"].exists, "\(app.screenText)")
    #expect(!app.cells["木星"].exists)
  }

  @Test("wide, three columns: a sidebar link fills the content column, a content link the detail")
  func threeColumns() {
    let app = TUIApplication(
      rootView: LinkedThreeColumns(), size: CGSize(width: 100, height: 12))
    app.launch()
    app.cells["果物"].click()
    #expect(app.cells["もも"].exists, "\(app.screenText)")
    #expect(app.staticTexts["まだ何も"].exists)
    app.cells["なし"].click()
    #expect(app.staticTexts["なし の中身"].exists, "\(app.screenText)")
    #expect(app.cells["果物"].exists, "the sidebar stays")
    app.cells["野菜"].click()
    #expect(app.cells["なす"].exists, "\(app.screenText)")
    #expect(app.staticTexts["まだ何も"].exists, "a new content column clears the detail")
  }
}
