import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
@Suite("Shape views: a fill that is stroked, styles at an opacity")
struct ShapeViewTests {
  private func rows<V: View>(
    _ view: @autoclosure @escaping @MainActor () -> V, width: Int, height: Int
  ) -> [String] {
    launched(view(), width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a filled shape stroked draws its outline over the fill")
  func fillThenStroke() throws {
    let view = Rectangle()
      .fill(Color(red: 1, green: 0, blue: 0))
      .stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 1)
    #expect(rows(view, width: 4, height: 3) == ["┌──┐", "│  │", "└──┘"])
    let screenshot = launched(view, width: 4, height: 3, colors: .trueColor).screenshot()
    // The outline is blue on the red fill; the middle is the fill alone.
    #expect(screenshot[0, 0].foreground == .rgb(red: 0, green: 0, blue: 255))
    #expect(screenshot[0, 0].background == .rgb(red: 255, green: 0, blue: 0))
    #expect(screenshot[1, 1].background == .rgb(red: 255, green: 0, blue: 0))
  }

  @Test("strokes chain: the last one drawn is on top, heavy from 3 points")
  func chainedStrokes() {
    let view = Circle()
      .fill(.blue.gradient)
      .stroke(.blue.gradient.opacity(0.15), lineWidth: 1)
      .stroke(Color.white, lineWidth: 4)
    #expect(rows(view, width: 4, height: 3) == ["┏━━┓", "┃  ┃", "┗━━┛"])
  }

  @Test("a colour at an opacity is drawn mixed toward black; zero draws nothing")
  func opacity() throws {
    let half = launched(
      Rectangle().fill(
        LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: .bottom)
          .opacity(0.5)), width: 2, height: 1, colors: .trueColor
    ).screenshot()
    #expect(half[0, 0].background == .rgb(red: 128, green: 128, blue: 128))
    let none = launched(
      Rectangle().fill(Color.white.gradient.opacity(0)), width: 2, height: 1, colors: .trueColor
    ).screenshot()
    #expect(none[0, 0].background == .default)
  }

  @Test("a colour's hierarchical levels are it at lower opacities")
  func levels() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let reds = [red.secondary, red.tertiary, red.quaternary, red.quinary].map { style in
      let shot = launched(Rectangle().fill(style), width: 1, height: 1, colors: .trueColor)
        .screenshot()
      guard case .rgb(let value, 0, 0) = shot[0, 0].background else { return -1 }
      return value
    }
    // 60%, 30%, 18% and 10% of 255, give or take the rounding.
    for (value, expected) in zip(reds, [153, 76, 46, 26]) {
      #expect(abs(value - expected) <= 1, "\(reds)")
    }
  }

  @Test("background(in:) fills with the background style set outside")
  func backgroundStyle() throws {
    let view = Text("ab")
      .background(in: .circle)
      .backgroundStyle(Color(red: 0, green: 1, blue: 0))
    let screenshot = launched(view, width: 2, height: 1, colors: .trueColor).screenshot()
    #expect(screenshot[0, 0].background == .rgb(red: 0, green: 255, blue: 0))
    let gradient = Text("ab")
      .background(in: .circle)
      .backgroundStyle(.teal.gradient.opacity(0.5))
    let shot = launched(gradient, width: 2, height: 1, colors: .trueColor).screenshot()
    let plain = launched(
      Text("ab").background(in: .circle), width: 2, height: 1, colors: .trueColor
    )
    .screenshot()
    #expect(shot[0, 0].background != .default)
    #expect(shot[0, 0].background != plain[0, 0].background)
  }
}
