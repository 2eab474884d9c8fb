import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// Notes in a split view, with the column visibility bound or left to the split view.
private struct Notes: View {
  var bound: Binding<NavigationSplitViewVisibility>?
  var removesToggle = false

  var body: some View {
    if let bound {
      NavigationSplitView(columnVisibility: bound) {
        sidebar
      } detail: {
        detail
      }
    } else {
      NavigationSplitView {
        sidebar
      } detail: {
        detail
      }
    }
  }

  @ViewBuilder private var sidebar: some View {
    if removesToggle {
      list.toolbar(removing: .sidebarToggle)
    } else {
      list
    }
  }

  private var list: some View {
    List {
      NavigationLink("買い物") { Text("牛乳と卵") }
      NavigationLink("仕事") { Text("会議は三時") }
    }
    .navigationTitle("メモ")
  }

  private var detail: some View { Text("メモを選んでください") }
}

@MainActor
@Suite("A wide split view's sidebar button; a link's destination kept when the terminal narrows")
struct SidebarToggleTests {
  @Test("the detail's bar has a sidebar button: it hides the sidebar, then shows it again")
  func toggleOwnVisibility() {
    let app = TUIApplication(rootView: Notes(), size: CGSize(width: 80, height: 10))
    app.launch()
    let toggle = app.buttons["ToggleSidebar"]
    #expect(toggle.exists)
    #expect(toggle.label == "Hide Sidebar")
    #expect(app.screenText.contains("◧"))
    #expect(app.screenText.contains("買い物"))
    toggle.tap()
    #expect(!app.screenText.contains("買い物"))
    #expect(app.buttons["ToggleSidebar"].label == "Show Sidebar")
    app.buttons["ToggleSidebar"].tap()
    #expect(app.screenText.contains("買い物"))
  }

  @Test("with a bound visibility the button writes the binding")
  func toggleBinding() {
    var visibility = NavigationSplitViewVisibility.all
    let binding = Binding(get: { visibility }, set: { visibility = $0 })
    let app = TUIApplication(rootView: Notes(bound: binding), size: CGSize(width: 80, height: 10))
    app.launch()
    app.buttons["ToggleSidebar"].tap()
    #expect(visibility == .detailOnly)
  }

  @Test("toolbar(removing: .sidebarToggle) on the sidebar takes the button away")
  func removed() {
    let app = TUIApplication(
      rootView: Notes(removesToggle: true), size: CGSize(width: 80, height: 10))
    app.launch()
    #expect(app.screenText.contains("買い物"))
    #expect(!app.buttons["ToggleSidebar"].exists)
  }

  @Test("the button's name follows the locale")
  func japaneseName() {
    let app = TUIApplication(
      rootView: Notes().environment(\.locale, Locale(identifier: "ja_JP")),
      size: CGSize(width: 80, height: 10))
    app.launch()
    #expect(app.buttons["ToggleSidebar"].label == "サイドバーを隠す")
  }

  @Test("a link's destination shown beside the sidebar is pushed over it when the terminal narrows")
  func keptWhenNarrowing() throws {
    let host = ViewHost(rootView: Notes(), size: Size(width: 80, height: 10))
    host.render()
    let link = try #require(host.accessibility.firstIndex { $0.label == "仕事" })
    host.activate(elementAt: link)
    host.renderIfNeeded()
    #expect(host.screen.text.contains("会議は三時"))
    host.resize(Size(width: 40, height: 10))
    host.renderIfNeeded()
    #expect(host.screen.text.contains("会議は三時"))
    #expect(!host.screen.text.contains("買い物"))
    // Back goes to the sidebar.
    host.handle(.escape)
    host.renderIfNeeded()
    #expect(host.screen.text.contains("買い物"))
  }
}
