import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

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

@MainActor
@Suite("The selected list row")
struct ListHighlightTests {
  @Test("the highlight covers every line of a taller row in one style, whatever its colours")
  func highlightCoversTheRow() throws {
    let host = ViewHost(rootView: TwoLineRows(), size: Size(width: 12, height: 6))
    host.renderIfNeeded()
    host.handle(.down)
    host.renderIfNeeded()
    let selected = host.accessibility.filter { $0.role == .cell && $0.hasFocus }
    #expect(selected.count == 1)
    let frame = try #require(selected.first?.frame)
    #expect(frame.height == 2)
    for row in frame.y..<frame.maxY {
      for column in frame.x..<frame.maxX {
        let style = host.screen[column, row].style
        #expect(style.reverse, "(\(column), \(row)) is not highlighted")
        #expect(style.foreground == .default, "(\(column), \(row)) keeps its colour")
        #expect(style.background == .default, "(\(column), \(row)) keeps its colour")
      }
    }
    // The rows around it are drawn as they are.
    let others = host.accessibility.filter { $0.role == .cell && !$0.hasFocus }
    for row in others.flatMap({ $0.frame.y..<$0.frame.maxY }) {
      #expect(!host.screen[0, row].style.reverse)
    }
    #expect(host.screen[0, frame.y + 1].style.reverse)
  }
}
