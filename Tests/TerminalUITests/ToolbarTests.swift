import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

/// A to-do list as tutorials write it: a title, an add button at the trailing end, an edit
/// button at the leading end, a count in a bottom bar.
private struct TodoScreen: View {
  @State private var items: [String] = []

  var body: some View {
    NavigationStack {
      List(items, id: \.self) { Text($0) }
        .navigationTitle("やること")
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { Button("編集") {} }
          ToolbarItem(placement: .navigationBarTrailing) {
            Button("追加") { items.append("項目 \(items.count + 1)") }
          }
          ToolbarItem(placement: .bottomBar) { Text("\(items.count) 件") }
        }
    }
  }
}

/// The same with the older modifiers tutorials still use.
private struct OlderTodoScreen: View {
  @State private var count = 0

  var body: some View {
    NavigationView {
      Text("\(count) 件")
        .navigationBarTitle("古い書き方", displayMode: .inline)
        .navigationBarItems(trailing: Button("追加") { count += 1 })
        .edgesIgnoringSafeArea(.all)
    }
  }
}

private struct PresentedDetail: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    Button("閉じる") { presentationMode.wrappedValue.dismiss() }
      .navigationTitle(presentationMode.wrappedValue.isPresented ? "表示中" : "根")
  }
}

@Suite("Toolbars and the older navigation modifiers")
struct ToolbarTests {
  @Test("toolbar items sit at the bar's ends and under the content, and their buttons work")
  func toolbarItems() {
    let app = TUIApplication(rootView: TodoScreen(), size: CGSize(width: 40, height: 8))
    app.launch()
    let lines = app.screenText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("[ 編集 ]  やること") == true)
    #expect(lines.first?.hasSuffix("[ 追加 ]") == true)
    #expect(lines.last == "0 件")
    let bar = app.navigationBars["やること"]
    #expect(bar.exists)
    bar.buttons["追加"].tap()
    bar.buttons["追加"].tap()
    #expect(app.staticTexts["項目 2"].exists)
    #expect(app.staticTexts["2 件"].exists)
  }

  @Test("navigationBarTitle and navigationBarItems, as tutorials write them, do what they say")
  func olderModifiers() {
    let app = TUIApplication(rootView: OlderTodoScreen(), size: CGSize(width: 30, height: 6))
    app.launch()
    #expect(app.navigationBars["古い書き方"].exists)
    app.navigationBars["古い書き方"].buttons["追加"].tap()
    #expect(app.staticTexts["1 件"].exists)
  }

  @Test("presentationMode says whether the view was pushed, and dismiss() pops it")
  func presentationMode() {
    let app = TUIApplication(
      rootView: NavigationStack {
        NavigationLink("開く") { PresentedDetail() }
      })
    app.launch()
    app.buttons["開く"].tap()
    #expect(app.navigationBars["表示中"].exists)
    app.buttons["閉じる"].tap()
    #expect(app.buttons["開く"].exists)
  }
}
