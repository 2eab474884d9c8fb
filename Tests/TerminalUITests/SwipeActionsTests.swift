import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A mailbox as the tutorials write one: each message can be deleted or archived from the
/// trailing edge, and marked unread from the leading one.
private struct Mailbox: View {
  @State var messages = ["会議の件", "請求書", "週末の予定"]
  @State var log: [String] = []
  var allowsFullSwipe = true

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        List(messages, id: \.self) { message in
          Text(message)
            .swipeActions(allowsFullSwipe: allowsFullSwipe) {
              Button("削除", role: .destructive) {
                messages.removeAll { $0 == message }
                log.append("削除 \(message)")
              }
              Button("保管") { log.append("保管 \(message)") }.tint(.blue)
            }
            .swipeActions(edge: .leading) {
              Button {
                log.append("未読 \(message)")
              } label: {
                Label("未読", systemImage: "envelope.badge")
              }
            }
        }
        Text(log.joined(separator: ",")).accessibilityIdentifier("log")
      }
      .navigationTitle("受信箱")
    }
  }
}

@MainActor
@Suite("swipeActions: a row's actions, uncovered with ← / → or a drag")
struct SwipeActionsTests {
  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  private func launch(_ view: Mailbox = Mailbox()) -> TUIApplication {
    let app = TUIApplication(rootView: view, size: CGSize(width: 30, height: 8))
    app.launch()
    app.tables.firstMatch.tap()
    return app
  }

  @Test("← on the highlighted row draws its trailing actions at its right, the outermost last")
  func leftUncoversTrailing() {
    let app = launch()
    #expect(app.buttons.count == 0)
    app.typeKey(.leftArrow)
    #expect(lines(app)[2] == "会議の件           保管  削除")
    #expect(app.cells["会議の件"].buttons.allElementsBoundByIndex.map(\.label) == ["保管", "削除"])
    // The other rows show none.
    #expect(lines(app)[3] == "請求書")
    #expect(app.tables.firstMatch.hasFocus)
  }

  @Test("Enter runs the chosen action, the outermost at first, and covers the actions")
  func enterRunsOutermost() {
    let app = launch()
    app.typeKey(.leftArrow)
    app.typeKey(.return)
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["請求書", "週末の予定"])
    #expect(app.staticTexts["log"].label == "削除 会議の件")
    #expect(app.buttons.count == 0)
  }

  @Test("← chooses the next action inward, → goes back and past the outermost covers them")
  func arrowsChoose() {
    let app = launch()
    app.typeKey(.downArrow)
    app.typeKey(.leftArrow)
    app.typeKey(.leftArrow)
    // The chosen one is bold and underlined.
    let row = app.cells["請求書"].frame
    let screenshot = app.screenshot()
    let archive = screenshot[Int(row.maxX) - 9, Int(row.minY)]
    let delete = screenshot[Int(row.maxX) - 3, Int(row.minY)]
    #expect(archive.isUnderlined && archive.isBold)
    #expect(!delete.isUnderlined)
    app.typeKey(.space)
    #expect(app.staticTexts["log"].label == "保管 請求書")
    #expect(app.cells.count == 3)
    app.typeKey(.leftArrow)
    app.typeKey(.leftArrow)
    app.typeKey(.rightArrow)
    #expect(app.buttons.count == 2)
    app.typeKey(.rightArrow)
    #expect(app.buttons.count == 0)
    #expect(lines(app)[3] == "請求書")
  }

  @Test("→ uncovers the leading actions at the row's left, a Label's icon before its title")
  func rightUncoversLeading() {
    let app = launch()
    app.typeKey(.rightArrow)
    #expect(lines(app)[2] == " ✉ 未読 会議の件")
    #expect(app.buttons["未読"].exists)
    app.typeKey(.return)
    #expect(app.staticTexts["log"].label == "未読 会議の件")
  }

  @Test("Esc covers the actions and stays on the screen; ↑/↓ cover them and move")
  func escapeAndArrowsCover() {
    let app = launch()
    app.typeKey(.leftArrow)
    app.typeKey(.escape)
    #expect(app.buttons.count == 0)
    #expect(app.navigationBars.firstMatch.exists)
    #expect(lines(app)[0].hasPrefix("受信箱"))
    app.typeKey(.leftArrow)
    app.typeKey(.downArrow)
    #expect(app.buttons.count == 0)
    #expect(app.cells["請求書"].hasFocus)
  }

  @Test("XCUITest's way: swipeLeft() on the cell, then tap the action among app.buttons")
  func swipeLeftThenTap() {
    let app = TUIApplication(rootView: Mailbox(), size: CGSize(width: 30, height: 8))
    app.launch()
    app.cells["請求書"].swipeLeft()
    #expect(app.buttons["削除"].exists)
    #expect(app.cells["請求書"].hasFocus)
    app.buttons["削除"].tap()
    #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["会議の件", "週末の予定"])
    #expect(app.staticTexts["log"].label == "削除 請求書")
  }

  @Test("swipeRight() uncovers the leading actions, or covers the trailing ones again")
  func swipeRight() {
    let app = TUIApplication(rootView: Mailbox(), size: CGSize(width: 30, height: 8))
    app.launch()
    let cell = app.cells["会議の件"]
    cell.swipeLeft()
    #expect(app.buttons.count == 2)
    cell.swipeRight()
    #expect(app.buttons.count == 0)
    cell.swipeRight()
    #expect(app.buttons["未読"].exists)
    app.buttons["未読"].click()
    #expect(app.staticTexts["log"].label == "未読 会議の件")
  }

  @Test("a drag across half the row runs the first action, unless allowsFullSwipe is false")
  func fullSwipe() {
    for allows in [true, false] {
      let app = TUIApplication(
        rootView: Mailbox(allowsFullSwipe: allows), size: CGSize(width: 30, height: 8))
      app.launch()
      let row = app.cells["週末の予定"].frame
      app.typeKeys([
        TUIKeyboardKey(
          .mouse(MouseEvent(.press(.left), column: Int(row.maxX) - 2, row: Int(row.minY)))),
        TUIKeyboardKey(
          .mouse(MouseEvent(.release(.left), column: Int(row.minX) + 2, row: Int(row.minY)))),
      ])
      if allows {
        #expect(app.staticTexts["log"].label == "削除 週末の予定")
        #expect(app.cells.count == 2)
      } else {
        #expect(app.staticTexts["log"].label == "")
        #expect(app.buttons["削除"].exists)
      }
    }
  }

  @Test("a row without swipe actions leaves ← and → to move focus; outside a List they are inert")
  func withoutActions() {
    struct Plain: View {
      var body: some View {
        VStack {
          List(["一"], id: \.self) { Text($0) }
          Text("外").swipeActions { Button("削除") {} }
          Button("次") {}
        }
      }
    }
    let app = TUIApplication(rootView: Plain(), size: CGSize(width: 20, height: 6))
    app.launch()
    #expect(app.tables.firstMatch.hasFocus)
    app.typeKey(.leftArrow)
    #expect(app.buttons["次"].hasFocus)
    #expect(!app.buttons["削除"].exists)
    #expect(app.staticTexts["外"].exists)
  }
}
