import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// Rows of two lines, a bold title over a secondary note, as the gallery draws its apps.
private struct TwoLineRows: View {
  var body: some View {
    List(["一", "二", "三"], id: \.self) { name in
      VStack(alignment: .leading, spacing: 0) {
        Text("項目\(name)").bold()
        Text("説明\(name)").foregroundColor(.secondary)
      }
    }
  }
}

@Suite("The selected list row")
struct ListHighlightTests {
  @Test("the highlight covers every line of a taller row in one style, whatever its colours")
  func highlightCoversTheRow() throws {
    let app = launched(TwoLineRows(), width: 12, height: 6, colors: .trueColor)
    app.typeKey(.downArrow)
    let rows = app.cells.allElementsBoundByIndex
    let selected = rows.filter(\.hasFocus)
    #expect(selected.count == 1)
    let frame = try #require(selected.first?.frame)
    #expect(frame.height == 2)
    let screenshot = app.screenshot()
    for row in Int(frame.minY)..<Int(frame.maxY) {
      for column in Int(frame.minX)..<Int(frame.maxX) {
        let cell = screenshot[column, row]
        #expect(cell.isReversed, "(\(column), \(row)) is not highlighted")
        #expect(cell.foreground == .default, "(\(column), \(row)) keeps its colour")
        #expect(cell.background == .default, "(\(column), \(row)) keeps its colour")
      }
    }
    // The rows around it are drawn as they are.
    let others = rows.filter { !$0.hasFocus }.map(\.frame)
    #expect(others.count == 2)
    for row in others.flatMap({ Int($0.minY)..<Int($0.maxY) }) {
      #expect(!screenshot[0, row].isReversed)
    }
    #expect(screenshot[0, Int(frame.minY) + 1].isReversed)
  }
}
