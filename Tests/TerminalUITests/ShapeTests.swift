import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI

@MainActor
@Suite("Shapes: the cells of their frame, filled")
struct ShapeTests {
  @Test("a shape fills the frame it is given with its fill colour")
  func fillsFrame() {
    let host = ViewHost(
      rootView: HStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(width: 16, height: 32)
        Text("右")
      },
      size: Size(width: 4, height: 2))
    host.renderIfNeeded()
    // 16 × 32 points: two columns, two rows, at the left of the text.
    let cells = [(0, 0), (1, 0), (0, 1), (1, 1)].map { host.screen[$0.0, $0.1].style.background }
    #expect(host.screen.text.contains("右"))
    #expect(cells.allSatisfy { $0 != .default && $0 == cells[0] })
    #expect(host.screen[2, 0].style.background != cells[0])
  }

  @Test("without a fill a shape takes the foreground style; with neither, the primary colour")
  func foregroundStyle() {
    let gray = ViewHost(
      rootView: Circle().foregroundStyle(.gray).frame(width: 8, height: 16),
      size: Size(width: 3, height: 1))
    gray.renderIfNeeded()
    let filled = ViewHost(
      rootView: Capsule().fill(Color.gray).frame(width: 8, height: 16),
      size: Size(width: 3, height: 1))
    filled.renderIfNeeded()
    #expect(gray.screen[1, 0].style == filled.screen[1, 0].style)
    let plain = ViewHost(
      rootView: RoundedRectangle(cornerRadius: 8).frame(width: 8, height: 16),
      size: Size(width: 3, height: 1))
    plain.renderIfNeeded()
    // The primary colour is the terminal's own: drawn reversed.
    #expect(plain.screen[1, 0].style.reverse)
    #expect(gray.screen[1, 0].style.background != .default)
  }
}
