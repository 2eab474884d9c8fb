import Foundation
import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

private enum Screen: Hashable { case home, inbox, search }

/// iOS 18's tabs: `Tab(_:systemImage:value:)` in a `TabView(selection:)`, a badge on one, a
/// search tab named by its role; `value: .home` names a case of the selection's type.
private struct ValueTabs: View {
  @State private var screen = Screen.inbox
  @State private var unread = 2

  var body: some View {
    VStack(spacing: 0) {
      Text("選択: \(String(describing: screen))").accessibilityIdentifier("screen")
      TabView(selection: $screen) {
        Tab("ホーム", systemImage: "house", value: .home) {
          Button("受信へ") { screen = .inbox }
        }
        Tab("受信", systemImage: "tray", value: .inbox) {
          VStack {
            Text("未読 \(unread)").accessibilityIdentifier("unread")
            Button("既読にする") { unread = 0 }
          }
        }
        .badge(unread)
        Tab(value: .search, role: .search) {
          Text("検索画面").accessibilityIdentifier("searchTitle")
        }
      }
    }
  }
}

/// Tabs without values, chosen by their place; one with a label of its own.
private struct PlainTabs: View {
  var body: some View {
    TabView {
      Tab("一", systemImage: "1.circle") { Text("一枚目").accessibilityIdentifier("page") }
      Tab {
        Text("二枚目").accessibilityIdentifier("page")
      } label: {
        Label("二", systemImage: "2.circle")
      }
      Tab("三", systemImage: "3.circle") { Text("三枚目").accessibilityIdentifier("page") }
        .badge("新")
    }
  }
}

/// Tabs grouped in a section, as iOS 18's sidebar-adaptable tab views write them.
private struct SectionedTabs: View {
  var body: some View {
    TabView {
      Tab("一", systemImage: "1.circle") { Text("一枚目").accessibilityIdentifier("page") }
      TabSection("その他") {
        Tab("通知", systemImage: "bell") { Text("通知一覧").accessibilityIdentifier("page") }
        Tab("共有", systemImage: "square.and.arrow.up") {
          Text("共有先").accessibilityIdentifier("page")
        }
      }
    }
  }
}

private func lines(_ app: TUIApplication) -> [String] {
  app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite("Tab: iOS 18's tabs in a TabView")
struct TabTests {
  @Test("the selection's tab shows; the bar has every title, the badge, the search role's name")
  func valueTabs() throws {
    let app = TUIApplication(rootView: ValueTabs(), size: CGSize(width: 48, height: 10))
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    let bar = try #require(lines(app).last)
    #expect(bar.contains("ホーム"))
    #expect(bar.contains("受信  2"))
    #expect(bar.contains("検索"))
    #expect(app.staticTexts["unread"].label == "未読 2")
    let tabs = app.tabBars.firstMatch
    #expect(tabs.buttons["受信"].isSelected)
    #expect(tabs.buttons["受信"].value as? String == "2")
    app.buttons["既読にする"].tap()
    #expect(tabs.buttons["受信"].value == nil)
  }

  @Test("choosing a tab sets the selection to its value; setting the selection shows its tab")
  func selection() {
    let app = TUIApplication(rootView: ValueTabs(), size: CGSize(width: 48, height: 10))
    // The search tab has no title of its own: it is called Search, in English here.
    app.launchEnvironment["LANG"] = "en_US.UTF-8"
    app.launch()
    app.tabBars.buttons["Search"].tap()
    #expect(app.staticTexts["screen"].label == "選択: search")
    #expect(app.staticTexts["searchTitle"].exists)
    app.typeKey("1", modifierFlags: [])
    #expect(app.staticTexts["screen"].label == "選択: home")
    app.buttons["受信へ"].tap()
    #expect(app.staticTexts["unread"].exists)
    #expect(app.tabBars.buttons["受信"].isSelected)
  }

  @Test("a section's tabs take their places in the bar after the tabs before it")
  func sectionedTabs() throws {
    let app = TUIApplication(rootView: SectionedTabs(), size: CGSize(width: 40, height: 8))
    app.launch()
    let bar = try #require(lines(app).last)
    #expect(bar.contains("通知"))
    #expect(bar.contains("共有"))
    #expect(!bar.contains("その他"))
    #expect(app.tabBars.buttons.count == 3)
    app.tabBars.buttons["共有"].tap()
    #expect(app.staticTexts["page"].label == "共有先")
    app.typeKey("2", modifierFlags: [])
    #expect(app.staticTexts["page"].label == "通知一覧")
  }

  @Test("tabs without values are chosen by their place; a label of its own names one")
  func plainTabs() throws {
    let app = TUIApplication(rootView: PlainTabs(), size: CGSize(width: 40, height: 8))
    app.launch()
    #expect(app.staticTexts["page"].label == "一枚目")
    let bar = try #require(lines(app).last)
    #expect(bar.contains("二"))
    #expect(bar.contains("三  新"))
    app.tabBars.buttons["二"].tap()
    #expect(app.staticTexts["page"].label == "二枚目")
    app.typeKey("3", modifierFlags: [])
    #expect(app.staticTexts["page"].label == "三枚目")
  }
}
