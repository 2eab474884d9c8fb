import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A shopping list whose done rows are green and whose note row reaches the list's edge.
private struct Shopping: View {
  var insets: EdgeInsets? = EdgeInsets(top: 16, leading: 24, bottom: 0, trailing: 0)

  var body: some View {
    List {
      Text("牛乳").listRowBackground(Color.blue)
      Text("卵")
      Text("パン").listRowInsets(insets).listRowBackground(Color.blue)
    }
  }
}

@MainActor
@Suite("listRowBackground and listRowInsets on List and Form rows")
struct ListRowModifierTests {
  private let blue = TUIScreenshot.Color.indexed(33)

  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("a row background fills the row's cells across the list; other rows keep none")
  func listBackground() {
    let app = TUIApplication(rootView: Shopping(insets: nil), size: CGSize(width: 12, height: 4))
    app.launch()
    // The highlighted row is reversed over any background: highlight the second.
    app.typeKey(.downArrow)
    let shot = app.screenshot()
    #expect(lines(app).prefix(3) == ["牛乳", "卵", "パン"])
    // The whole first row, past its text.
    for column in 0..<11 { #expect(shot[column, 0].background == blue, "column \(column)") }
    #expect(shot[0, 1].background == .default && shot[0, 1].isReversed)
    #expect(shot[8, 2].background == blue)
    #expect(app.cells.count == 3)
  }

  @Test("row insets in points become cells: 24 points three columns, 16 points a row")
  func listInsets() {
    let app = TUIApplication(rootView: Shopping(), size: CGSize(width: 12, height: 5))
    app.launch()
    #expect(lines(app).prefix(4) == ["牛乳", "卵", "", "   パン"])
    // The background covers the inset as well.
    let shot = app.screenshot()
    #expect(shot[0, 2].background == blue && shot[0, 3].background == blue)
  }

  @Test("insets under a row's height round down: the 8 points iOS puts above a row add none")
  func smallInsets() {
    let view = Shopping(insets: EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
    let app = TUIApplication(rootView: view, size: CGSize(width: 12, height: 4))
    app.launch()
    #expect(lines(app).prefix(3) == ["牛乳", "卵", "パン"])
  }

  @Test("in a form, a row background fills the row across the section")
  func formBackground() {
    struct Settings: View {
      @State var on = true
      var body: some View {
        Form {
          Section("通知") {
            Text("音").listRowBackground(Color.blue)
            Text("振動")
          }
        }
      }
    }
    let app = TUIApplication(rootView: Settings(), size: CGSize(width: 16, height: 6))
    app.launch()
    let shot = app.screenshot()
    let row = try? #require(lines(app).firstIndex { $0.hasSuffix("音") })
    guard let row else { return }
    #expect(shot[0, row].background == blue)
    #expect(shot[12, row].background == blue)
    #expect(shot[0, row + 1].background == .default)
  }

  @Test("outside a list or form both modifiers change nothing")
  func outside() {
    let view = VStack(alignment: .leading) {
      Text("牛乳").listRowBackground(Color.blue).listRowInsets(
        EdgeInsets(
          top: 16, leading: 16, bottom: 16, trailing: 16))
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 6, height: 3))
    app.launch()
    #expect(app.screenshot()[0, 1].background == .default)
    #expect(lines(app)[1] == " 牛乳")
    #expect(lines(app)[0].isEmpty && lines(app)[2].isEmpty)
  }
}
