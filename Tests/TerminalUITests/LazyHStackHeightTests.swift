import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("A lazy horizontal stack offers its cells the height it is offered, as an HStack does")
@MainActor
struct LazyHStackHeightTests {
  /// Which cells of a `width` × `height` screen are filled with a colour ("#") or hold text.
  private func cells<V: View>(_ view: V, width: Int, height: Int) -> [String] {
    let app = launched(view, width: width, height: height)
    let shot = app.screenshot()
    return (0..<height).map { row in
      String(
        (0..<width).map { column -> Character in
          let cell = shot[column, row]
          if cell.text != " ", let first = cell.text.first { return first }
          return cell.background != .default || cell.isReversed ? "#" : "."
        })
    }
  }

  @Test("a page with an infinite max height fills the scroll view's height")
  func pagesFillTheHeight() {
    let rows = cells(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<3) { _ in
            Color.green.frame(maxWidth: .infinity, maxHeight: .infinity)
              .padding(.horizontal)
              .containerRelativeFrame(.horizontal)
          }
        }
      }, width: 8, height: 4)
    #expect(rows == [".######.", ".######.", ".######.", ".######."])
  }

  @Test("text cells keep their own line, centred in the tallest cell's row")
  func textKeepsItsLine() {
    let rows = cells(
      LazyHStack(spacing: 0) {
        Text("ab")
        Color.green.frame(width: 16, height: 48)
      }, width: 4, height: 3)
    #expect(rows == ["..##", "ab##", "..##"])
  }
}
