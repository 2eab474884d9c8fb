import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("containerRelativeFrame: sized from the scroll view or window around")
struct ContainerRelativeFrameTests {
  private func text<V: View>(
    _ view: @autoclosure @escaping @MainActor () -> V, width: Int, height: Int
  ) -> [String] {
    launched(view(), width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("outside any scroll view the container is the window")
  func window() {
    let lines = text(
      HStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 16)
        Text("|")
        Spacer()
      }, width: 10, height: 2)
    #expect(lines[0] == "     |")
  }

  @Test("in a horizontal scroll view each page is as wide as the scroll view")
  func pages() {
    let lines = text(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3) { index in
            Text("P\(index)").containerRelativeFrame(.horizontal, alignment: .leading)
          }
        }
      }.frame(width: 96), width: 20, height: 1)
    // 96 points is 12 columns: the first page fills them, the second starts after.
    #expect(lines[0] == "    P0")
  }

  @Test("count and span divide the container into columns with spacing between")
  func columns() {
    let lines = text(
      ScrollView(.horizontal) {
        HStack(spacing: 8) {
          ForEach(0..<4) { index in
            Text("\(index)").frame(maxWidth: .infinity, alignment: .leading)
              .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
          }
        }
      }.frame(width: 160), width: 20, height: 1)
    // 20 columns less two gaps of one is 18: three columns of 6, each followed by a gap.
    #expect(lines[0] == "0      1      2")
  }
}
