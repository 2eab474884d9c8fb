import Foundation
import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

/// A counter that keeps its count in its own state, to see a tab keep it while hidden.
private struct CounterTab: View {
  @State private var count = 0
  let onShow: @MainActor () -> Void

  var body: some View {
    VStack {
      Text("回数 \(count)").accessibilityIdentifier("count")
      Button("増やす") { count += 1 }.accessibilityIdentifier("increment")
    }
    .onAppear { onShow() }
  }
}

/// The tabs that appeared, in order; written on the main queue, read by the test.
private final class Appearances: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var names: [String] { lock.withLock { recorded } }
  func append(_ name: String) { lock.withLock { recorded.append(name) } }
}

/// Three tabs with no selection binding: a `Label`, an `Image` and a `Text`, a `Text` alone.
private struct Plain: View {
  let appearances: Appearances
  @State private var note = ""
  @State private var unread = 3

  var body: some View {
    TabView {
      CounterTab { appearances.append("ホーム") }
        .tabItem { Label("ホーム", systemImage: "house") }
      VStack {
        Text("受信箱").accessibilityIdentifier("inboxTitle")
        Button("既読にする") { unread = 0 }
      }
      .onAppear { appearances.append("受信") }
      .tabItem {
        Image(systemName: "tray")
        Text("受信")
      }
      .badge(unread)
      TextField("メモ", text: $note).accessibilityIdentifier("note")
        .tabItem { Text("メモ") }
        .badge("新")
    }
  }
}

private enum Section: Hashable { case home, search, settings }

/// Tabs chosen by a binding, tagged after and before their items.
private struct Bound: View {
  @State private var section = Section.search

  var body: some View {
    TabView(selection: $section) {
      Button("検索へ") { section = .search }
        .tabItem { Label("ホーム", systemImage: "house") }
        .tag(Section.home)
      Text("検索画面").accessibilityIdentifier("searchTitle")
        .tag(Section.search)
        .tabItem { Label("検索", systemImage: "magnifyingglass") }
      Text("設定画面")
        .tabItem { Label("設定", systemImage: "gear") }
        .tag(Section.settings)
    }
    .overlay(alignment: .topTrailing) {
      Text("選択: \(String(describing: section))").accessibilityIdentifier("section")
    }
  }
}

private struct Pages: View {
  var body: some View {
    TabView {
      Text("一枚目").accessibilityIdentifier("page")
      Text("二枚目").accessibilityIdentifier("page")
      Text("三枚目").accessibilityIdentifier("page")
    }
    .tabViewStyle(.page)
  }
}

private func lines(_ app: TUIApplication) -> [String] {
  app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite("TabView: tabs chosen from a bar on the bottom row")
struct TabViewTests {
  @Test("the bar is the bottom row under a rule: each tab's icon and title, a badge after it")
  func layout() throws {
    let app = TUIApplication(
      rootView: Plain(appearances: Appearances()), size: CGSize(width: 48, height: 10))
    app.launch()
    let rows = lines(app)
    let bar = try #require(rows.last)
    #expect(bar.contains("ホーム"))
    #expect(bar.contains("受信  3"))
    #expect(bar.contains("メモ  新"))
    #expect(rows[rows.count - 2].hasPrefix("────────"))
    // The tabs share the row in order.
    let home = try #require(bar.range(of: "ホーム"))
    let inbox = try #require(bar.range(of: "受信"))
    #expect(home.lowerBound < inbox.lowerBound)
    #expect(app.staticTexts["count"].label == "回数 0")
    #expect(!app.staticTexts["inboxTitle"].exists)
  }

  @Test(
    "digits choose a tab, unless a text field takes them; Tab reaches the bar, where ← → choose")
  func keys() {
    let app = TUIApplication(
      rootView: Plain(appearances: Appearances()), size: CGSize(width: 48, height: 10))
    app.launch()
    app.typeKey("2", modifierFlags: [])
    #expect(app.staticTexts["inboxTitle"].exists)
    app.typeKey("3", modifierFlags: [])
    let note = app.textFields["note"]
    #expect(note.exists)
    note.tap()
    app.typeKey("1", modifierFlags: [])
    #expect(note.value as? String == "1")
    // Tab from the field goes to the bar; → past the last tab stays, ← goes back.
    app.typeKey(.tab)
    let bar = app.tabBars.firstMatch
    #expect(bar.hasFocus)
    app.typeKey(.rightArrow)
    #expect(note.exists)
    app.typeKey(.leftArrow)
    #expect(app.staticTexts["inboxTitle"].exists)
    #expect(bar.hasFocus)
    #expect(app.tabBars.buttons["受信"].hasFocus)
    app.typeKey(.home)
    #expect(app.staticTexts["count"].exists)
  }

  @Test("a hidden tab keeps its state, and first appears when it is first shown")
  func keepsState() {
    let appearances = Appearances()
    let app = TUIApplication(rootView: Plain(appearances: appearances))
    app.launch()
    app.buttons["increment"].tap()
    app.buttons["increment"].tap()
    #expect(app.staticTexts["count"].label == "回数 2")
    app.typeKey("3", modifierFlags: [])
    app.textFields["note"].tap()
    app.textFields["note"].typeText("牛乳")
    app.typeKey(.escape)
    app.tabBars.buttons["ホーム"].tap()
    #expect(app.staticTexts["count"].label == "回数 2")
    app.tabBars.buttons["メモ"].tap()
    #expect(app.textFields["note"].value as? String == "牛乳")
    #expect(appearances.names == ["ホーム"])
    app.tabBars.buttons["受信"].tap()
    #expect(appearances.names == ["ホーム", "受信"])
  }

  @Test("app.tabBars: its tabs are buttons, the selected one isSelected, a badge its value")
  func accessibility() {
    let app = TUIApplication(rootView: Plain(appearances: Appearances()))
    app.launch()
    #expect(app.tabBars.count == 1)
    let tabs = app.tabBars.firstMatch.buttons
    #expect(tabs.count == 3)
    #expect(tabs["ホーム"].isSelected)
    #expect(!tabs["受信"].isSelected)
    #expect(tabs["受信"].value as? String == "3")
    #expect(tabs["メモ"].value as? String == "新")
    #expect(tabs["ホーム"].value == nil)
    tabs["受信"].tap()
    #expect(tabs["受信"].isSelected)
    #expect(!tabs["ホーム"].isSelected)
    // A badge of zero shows nothing.
    app.buttons["既読にする"].tap()
    #expect(tabs["受信"].value == nil)
    #expect(!lines(app).last!.contains("3"))
  }

  @Test("a selection binding chooses the tab by tag, whichever side of tabItem the tag is")
  func selection() {
    let app = TUIApplication(rootView: Bound())
    app.launch()
    #expect(app.staticTexts["searchTitle"].exists)
    #expect(app.tabBars.buttons["検索"].isSelected)
    app.tabBars.buttons["設定"].tap()
    #expect(app.staticTexts["section"].label == "選択: settings")
    app.typeKey("1", modifierFlags: [])
    #expect(app.staticTexts["section"].label == "選択: home")
    // Code sets the selection: the tab follows.
    app.buttons["検索へ"].tap()
    #expect(app.staticTexts["searchTitle"].exists)
    #expect(app.tabBars.buttons["検索"].isSelected)
  }

  @Test("the page style shows one page with dots under it; digits and ← → turn the pages")
  func pages() throws {
    let app = TUIApplication(rootView: Pages(), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(app.tabBars.count == 0)
    #expect(app.staticTexts["page"].label == "一枚目")
    let dots = try #require(lines(app).last)
    #expect(dots.trimmingCharacters(in: .whitespaces) == "● ○ ○")
    app.typeKey("3", modifierFlags: [])
    #expect(app.staticTexts["page"].label == "三枚目")
    app.typeKey(.tab)
    app.typeKey(.leftArrow)
    #expect(app.staticTexts["page"].label == "二枚目")
    #expect(app.otherElements["pageIndicator"].value as? String == "2 / 3")
  }
}
