import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("Strokes: outlines in box-drawing lines")
struct StrokeTests {
  private func text<V: View>(
    _ view: @autoclosure @escaping @MainActor () -> V, width: Int, height: Int
  ) -> [String] {
    launched(view(), width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a rectangle's stroke is a light box; a rounded shape's has rounded corners")
  func outlines() {
    #expect(
      text(Rectangle().stroke(Color.red), width: 4, height: 3) == ["┌──┐", "│  │", "└──┘"])
    #expect(
      text(RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 1), width: 4, height: 3)
        == ["╭──╮", "│  │", "╰──╯"])
    #expect(
      text(Circle().strokeBorder(.blue, lineWidth: 1), width: 3, height: 2) == ["╭─╮", "╰─╯"])
  }

  @Test("a width of 3 points or more is heavy; a dash pattern dashes")
  func styles() {
    #expect(
      text(Capsule().stroke(Color.green, lineWidth: 4), width: 4, height: 3)
        == ["┏━━┓", "┃  ┃", "┗━━┛"])
    #expect(
      text(Rectangle().stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 2])), width: 4, height: 3)
        == ["┌┄┄┐", "┆  ┆", "└┄┄┘"])
  }

  @Test("a trimmed circle draws part of its outline, from the trailing side's middle, clockwise")
  func trim() {
    // 4×4 cells: 12 edge cells; a quarter is three of them, down the right side and its corner.
    let quarter = text(Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 1), width: 4, height: 4)
    #expect(quarter == ["", "", "   │", "  ─╯"])
    let whole = text(Circle().trim(from: 0, to: 1).stroke(lineWidth: 1), width: 4, height: 4)
    #expect(whole == ["╭──╮", "│  │", "│  │", "╰──╯"])
  }

  @Test("a stroke in a colour draws its lines in it")
  func colour() {
    let screenshot = launched(
      Rectangle().stroke(Color(red: 1, green: 0, blue: 0)), width: 3, height: 3,
      colors: .trueColor
    ).screenshot()
    #expect(screenshot[0, 0].foreground == .rgb(red: 255, green: 0, blue: 0))
  }
}
