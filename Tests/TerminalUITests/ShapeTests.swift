import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// How a cell is drawn, its text left out.
private func style(_ cell: TUIScreenshot.Cell) -> TUIScreenshot.Cell {
  var style = cell
  style.text = ""
  return style
}

@Suite("Shapes: the cells of their frame, filled")
struct ShapeTests {
  @Test("a shape fills the frame it is given with its fill colour")
  func fillsFrame() {
    let screenshot = launched(
      HStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(width: 16, height: 32)
        Text("右")
      }, width: 4, height: 2, colors: .trueColor
    ).screenshot()
    // 16 × 32 points: two columns, two rows, at the left of the text.
    let cells = [(0, 0), (1, 0), (0, 1), (1, 1)].map { screenshot[$0.0, $0.1].background }
    #expect(screenshot.text.contains("右"))
    #expect(cells.allSatisfy { $0 != .default && $0 == cells[0] })
    #expect(screenshot[2, 0].background != cells[0])
  }

  @Test("without a fill a shape takes the foreground style; with neither, the primary colour")
  func foregroundStyle() {
    let gray = launched(
      Circle().foregroundStyle(.gray).frame(width: 8, height: 16), width: 3, height: 1,
      colors: .trueColor
    ).screenshot()
    let filled = launched(
      Capsule().fill(Color.gray).frame(width: 8, height: 16), width: 3, height: 1,
      colors: .trueColor
    ).screenshot()
    #expect(style(gray[1, 0]) == style(filled[1, 0]))
    let plain = launched(
      RoundedRectangle(cornerRadius: 8).frame(width: 8, height: 16), width: 3, height: 1,
      colors: .trueColor
    ).screenshot()
    // The primary colour is the terminal's own: drawn reversed.
    #expect(plain[1, 0].isReversed)
    #expect(gray[1, 0].background != .default)
  }
}
