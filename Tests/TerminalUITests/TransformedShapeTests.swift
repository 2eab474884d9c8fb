import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A bar across the top quarter of the frame.
private struct TopBar: Shape {
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height / 4))
  }
}

@Suite("Shapes moved, turned and scaled: offset, rotation, scale")
struct TransformedShapeTests {
  private func text<V: View>(
    _ view: @autoclosure @escaping @MainActor () -> V, width: Int, height: Int
  ) -> [String] {
    launched(view(), width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("an offset shape of your own moves its path; a built-in one moves its cells")
  func offset() {
    #expect(
      text(TopBar().offset(y: 16).fill(Color.red), width: 3, height: 4) == ["", "███", "", ""])
    let moved = launched(
      Rectangle().offset(x: 8, y: 16).fill(Color(red: 1, green: 0, blue: 0)),
      width: 4, height: 3, colors: .trueColor
    ).screenshot()
    // The window's cells, moved one column across and one row down.
    let red = (0..<3).flatMap { row in
      (0..<4).filter { moved[$0, row].background == .rgb(red: 255, green: 0, blue: 0) }.map {
        "\($0),\(row)"
      }
    }
    #expect(red == ["1,1", "2,1", "3,1", "1,2", "2,2", "3,2"])
  }

  @Test("a rotated shape of your own turns its path about its centre")
  func rotation() {
    // A quarter turn stands the top bar up along the trailing side of a square frame.
    let turned = TopBar().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 64, height: 64))
    let bounds = turned.boundingRect
    #expect(abs(bounds.minX - 48) < 0.01 && abs(bounds.width - 16) < 0.01)
    #expect(abs(bounds.height - 64) < 0.01)
  }

  @Test("a scaled shape of your own scales its path about its anchor")
  func scale() {
    let half = Rectangle().scale(0.5).path(in: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(half.boundingRect == CGRect(x: 20, y: 10, width: 40, height: 20))
    let wide = Rectangle().scale(x: 2, anchor: .topLeading).path(
      in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(wide.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test("gradients by name are shape styles: .fill(.linearGradient(…))")
  func gradientStyles() {
    let screenshot = launched(
      Rectangle().fill(
        .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
      width: 4, height: 1, colors: .trueColor
    ).screenshot()
    #expect(screenshot[0, 0].background != screenshot[3, 0].background)
    _ = RadialGradient.radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1)
    _ = AngularGradient.angularGradient(
      colors: [.red], center: .center, startAngle: .zero, endAngle: .degrees(90))
  }
}
