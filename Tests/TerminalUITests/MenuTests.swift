import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A sort menu over a line that says what was chosen, and a button after it.
struct SortMenu: View {
  @State private var order = "なし"

  var body: some View {
    VStack(alignment: .leading) {
      Menu("並べ替え") {
        Button("名前順") { order = "名前" }
        Button {
          order = "日付"
        } label: {
          Label("日付順", systemImage: "calendar")
        }
        Divider()
        Button("すべて削除", role: .destructive) { order = "削除" }
      }
      .accessibilityIdentifier("sort")
      Text("順: \(order)").accessibilityIdentifier("order")
      Button("次へ") {}
    }
  }
}

@Suite("Menu: a button that opens a list of actions")
struct MenuTests {
  @Test("a menu is a bracketed button with ▾ after its label")
  func layout() {
    #expect(screenText(of: SortMenu(), width: 14, height: 3).hasPrefix("[ 並べ替え ▾ ]"))
    #expect(
      screenText(
        of: Menu("その他", systemImage: "ellipsis.circle") { Button("共有") {} }, width: 15, height: 1)
        == "[ ⋯ その他 ▾ ]")
  }

  @Test("Enter opens the list under the button, the first action focused; icons show")
  func opens() {
    let app = launched(SortMenu(), width: 20, height: 8, colors: .trueColor)
    app.typeKey(.enter)
    let screenshot = app.screenshot()
    let lines = screenshot.lines
    // The VStack is centred (its top at row 2, 3 columns in); the list opens under the button.
    #expect(lines[3] == "   ╭────────────╮")
    #expect(lines[4] == "   │ 名前順     │")
    #expect(lines[5] == "   │ 📅 日付順  │")
    #expect(lines[6] == "   │ すべて削除 │")
    #expect(lines[7] == "   ╰────────────╯")
    #expect(screenshot[5, 4].isReversed)
    #expect(!screenshot[5, 5].isReversed)
    // The destructive action in bright red.
    #expect(screenshot[5, 6].foreground == .named(9))
  }

  @Test("↓ and Enter run an action and close the list; focus returns to the menu's button")
  func keys() {
    let app = TUIApplication(rootView: SortMenu())
    app.launch()
    let sort = app.buttons["sort"]
    #expect(sort.hasFocus)
    app.typeKey(.space)
    let list = app.otherElements["並べ替え"]
    #expect(list.exists)
    #expect(list.buttons["名前順"].hasFocus)
    #expect(!app.buttons["次へ"].isHittable)
    app.typeKey(.downArrow)
    #expect(list.buttons["日付順"].hasFocus)
    app.typeKey(.return)
    #expect(!list.exists)
    #expect(app.staticTexts["order"].label == "順: 日付")
    #expect(sort.hasFocus)
    app.typeKey(.return)
    app.typeKey(.upArrow)
    #expect(list.buttons["すべて削除"].hasFocus)
  }

  @Test("Esc closes the list and runs nothing")
  func escape() {
    let app = TUIApplication(rootView: SortMenu())
    app.launch()
    app.buttons["並べ替え"].tap()
    #expect(app.otherElements["並べ替え"].exists)
    app.typeKey(.escape)
    #expect(!app.otherElements["並べ替え"].exists)
    #expect(app.staticTexts["order"].label == "順: なし")
    #expect(app.buttons["次へ"].isHittable)
  }

  @Test("UI tests tap the menu, then an action in it, as XCUITest does")
  func queries() {
    let app = TUIApplication(rootView: SortMenu())
    app.launch()
    #expect(app.buttons["並べ替え"].identifier == "sort")
    #expect(!app.buttons["名前順"].exists)
    app.buttons["並べ替え"].tap()
    #expect(app.buttons["名前順"].waitForExistence(timeout: 1))
    app.buttons["すべて削除"].tap()
    #expect(app.staticTexts["order"].label == "順: 削除")
    #expect(!app.buttons["名前順"].exists)
  }

  @Test("a disabled menu does not open")
  func disabled() {
    let app = TUIApplication(rootView: SortMenu().disabled(true))
    app.launch()
    #expect(!app.buttons["sort"].isEnabled)
    app.buttons["sort"].tap()
    #expect(!app.otherElements["並べ替え"].exists)
  }
}
