import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's to-do list, a real program under a pseudo-terminal", .serialized)
struct DemoTodoTests {
  @Test("a row's swipe actions: swipeLeft() and the 削除 button, → and Enter for 完了")
  func swipeActions() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    app.buttons["やることリスト（編集・検索）"].tap()
    let todos = app.tables["todos"]
    #expect(todos.waitForExistence(timeout: 5))
    todos.cells["本を返す"].swipeLeft()
    let delete = app.buttons["削除"]
    #expect(delete.waitForExistence(timeout: 5))
    delete.tap()
    #expect(todos.cells["本を返す"].waitForNonExistence(timeout: 5))
    #expect(todos.cells.count == 4)
    // The row the swipe highlighted is the one after it now: → uncovers 完了, Enter runs it.
    #expect(todos.cells["部屋を掃除する"].hasFocus)
    app.typeKey(.rightArrow)
    #expect(app.buttons["完了"].exists)
    app.typeKey(.return)
    #expect(todos.cells["✓ 部屋を掃除する"].waitForExistence(timeout: 5))
    // The fixed row offers no 削除.
    todos.cells["固定の項目（消せない）"].swipeLeft()
    #expect(!app.buttons["削除"].exists)
  }
}

@Suite("The demo's to-do search, a real program under a pseudo-terminal", .serialized)
struct DemoTodoSearchTests {
  @Test("typing in the search field shows the searching hint; its button ends the search")
  func searching() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    app.buttons["やることリスト（編集・検索）"].tap()
    let field = app.searchFields["やることを検索"]
    #expect(field.waitForExistence(timeout: 5))
    #expect(app.staticTexts["hint"].label.hasPrefix("Delete で削除"))
    field.tap()
    #expect(app.staticTexts["hint"].wait(timeout: 5) { $0.label == "検索中（Esc でやめる）" })
    field.typeText("本")
    #expect(app.tables["todos"].cells.count == 1)
    app.buttons["検索をやめる"].tap()
    #expect(app.staticTexts["hint"].wait(timeout: 5) { $0.label.hasPrefix("Delete で削除") })
    #expect(app.tables["todos"].cells.count == 5)
  }
}

@Suite("The demo's layout screen, a real program under a pseudo-terminal", .serialized)
struct DemoLayoutTests {
  @Test("a button inside the geometry reader presents its alert")
  func alertFromReader() {
    let app = TUIApplication(executable: builtExecutable("terminalui-demo"))
    app.launch()
    defer { app.terminate() }
    app.buttons["グリッドとジオメトリ"].tap()
    let tell = app.buttons["tellWidth"]
    #expect(tell.waitForExistence(timeout: 5))
    // The cities with a scroll transition are on screen, in their identity phase: as they are.
    #expect(app.screenText.contains("那覇"))
    #expect(app.staticTexts["那覇"].exists)
    tell.tap()
    let alert = app.alerts.firstMatch
    #expect(alert.waitForExistence(timeout: 5))
    #expect(alert.label.hasPrefix("幅は "))
    app.typeKey(.escape)
    #expect(alert.waitForNonExistence(timeout: 5))
  }

  @Test("scrolled down, the page offers a way back to the top, and takes it away there")
  func backToTop() {
    // Short enough that the page scrolls.
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 60, height: 14))
    app.launch()
    defer { app.terminate() }
    app.buttons["グリッドとジオメトリ"].tap()
    #expect(app.buttons["下の色見本へ"].waitForExistence(timeout: 5))
    #expect(!app.buttons["↑ 先頭へ"].exists)
    app.buttons["下の色見本へ"].tap()
    let back = app.buttons["↑ 先頭へ"]
    #expect(back.waitForExistence(timeout: 5))
    back.tap()
    #expect(back.waitForNonExistence(timeout: 5))
  }
}
