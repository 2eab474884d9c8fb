import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("rotationEffect moves a view's centre where the rotation takes it; cells stay upright")
@MainActor
struct RotationPlacementTests {
  /// The cells of a 21 × 11 screen holding one one-cell mark: where it is drawn.
  private func mark<V: View>(_ view: V) -> [(column: Int, row: Int)] {
    let shot = launched(view, width: 21, height: 11).screenshot()
    var found: [(column: Int, row: Int)] = []
    for row in 0..<11 {
      for column in 0..<21 where shot[column, row].text == "●" { found.append((column, row)) }
    }
    return found
  }

  private var dot: some View { Text("●").frame(width: 8, height: 16) }

  @Test("unrotated, an offset of 80 points puts the mark ten columns left of the centre")
  func offsetOnly() {
    let found = mark(dot.offset(x: -80))
    #expect(found.count == 1 && found.first?.column == 0 && found.first?.row == 5)
  }

  @Test(
    "offset then rotated: a quarter turn lifts it above the centre, a half turn swings it right",
    arguments: [(90.0, 10, 0), (180.0, 20, 5), (-90.0, 10, 10)])
  func offsetThenRotated(degrees: Double, column: Int, row: Int) {
    // 80 points left of the centre is 10 columns; turned a quarter, 80 points up is 5 rows.
    let found = mark(dot.offset(x: -80).rotationEffect(.degrees(degrees)))
    #expect(found.count == 1 && found.first?.column == column && found.first?.row == row)
  }

  @Test("turned twice, the angles add up")
  func nested() {
    let found = mark(
      dot.offset(x: -80).rotationEffect(.degrees(120)).rotationEffect(.degrees(60)))
    #expect(found.count == 1 && found.first?.column == 20 && found.first?.row == 5)
  }

  @Test("a view turned about its own centre stays where it is laid out")
  func aboutItsCentre() {
    let found = mark(dot.rotationEffect(.degrees(45)))
    #expect(found.count == 1 && found.first?.column == 10 && found.first?.row == 5)
  }
}
