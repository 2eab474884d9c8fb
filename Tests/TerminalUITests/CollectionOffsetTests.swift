import Foundation
import TerminalUI
import Testing

@Suite("remove(atOffsets:) and move(fromOffsets:toOffset:), as onDelete and onMove use them")
struct CollectionOffsetTests {
  @Test(
    "moving keeps the moved elements' order and puts them before the destination's element",
    arguments: [
      ([1], 0, ["b", "a", "c", "d"]),
      ([0], 4, ["b", "c", "d", "a"]),
      ([0, 2], 2, ["b", "a", "c", "d"]),
      ([3], 1, ["a", "d", "b", "c"]),
      ([1, 2], 1, ["a", "b", "c", "d"]),
      ([0, 1], 4, ["c", "d", "a", "b"]),
    ])
  func move(source: [Int], destination: Int, expected: [String]) {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: IndexSet(source), toOffset: destination)
    #expect(letters == expected)
  }

  @Test("removing takes every offset given, and ignores ones past the end")
  func remove() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([0, 2, 9]))
    #expect(letters == ["b", "d"])
  }
}
