import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
@Suite("Canvas: paths, text and symbols drawn by code, in cells")
struct CanvasTests {
  private func rows<V: View>(_ view: V, width: Int, height: Int) -> [String] {
    launched(view, width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a filled path is the cells inside it; the renderer is given the size in points")
  func fill() {
    var sizes: [CGSize] = []
    let canvas = Canvas { context, size in
      sizes.append(size)
      context.fill(Path(CGRect(x: 8, y: 0, width: 16, height: 24)), with: .foreground)
    }
    #expect(rows(canvas, width: 4, height: 3) == [" ██", " ▀▀", ""])
    #expect(sizes.last == CGSize(width: 32, height: 48))
  }

  @Test("a whole cell filled in a colour is that colour's background; text over it keeps it")
  func fillColour() {
    let canvas = Canvas { context, size in
      context.fill(
        Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 0, blue: 1)))
      context.draw(Text("a"), at: .zero, anchor: .topLeading)
    }
    let app = launched(canvas, width: 3, height: 1, colors: .trueColor)
    #expect(app.screenText == "a")
    let shot = app.screenshot()
    #expect(shot[0, 0].background == .rgb(red: 0, green: 0, blue: 255))
    #expect(shot[2, 0].background == .rgb(red: 0, green: 0, blue: 255))
  }

  @Test("a stroked path is a line of braille dots")
  func stroke() {
    let canvas = Canvas { context, size in
      var line = Path()
      line.move(to: CGPoint(x: 0, y: 2))
      line.addLine(to: CGPoint(x: size.width, y: 2))
      context.stroke(line, with: .foreground, lineWidth: 1)
    }
    #expect(rows(canvas, width: 3, height: 1) == ["⠉⠉⠉"])
  }

  @Test("text is drawn with its anchor at the point, or from a rectangle's top leading corner")
  func text() {
    let centred = Canvas { context, size in
      context.draw(Text("ab"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    #expect(rows(centred, width: 10, height: 3) == ["", "    ab", ""])
    let boxed = Canvas { context, _ in
      context.draw(Text("xy"), in: CGRect(x: 16, y: 16, width: 24, height: 16))
      let resolved = context.resolve(Text("hello"))
      #expect(
        resolved.measure(in: CGSize(width: 100, height: 100)) == CGSize(width: 40, height: 16))
      context.draw(resolved, at: .zero, anchor: .topLeading)
    }
    #expect(rows(boxed, width: 6, height: 2) == ["hello", "  xy"])
  }

  @Test("the transform moves what is drawn; opacity zero draws nothing; a clip keeps inside")
  func state() {
    let canvas = Canvas { context, _ in
      var moved = context
      moved.translateBy(x: 16, y: 16)
      moved.draw(Text("m"), at: .zero, anchor: .topLeading)
      var hidden = context
      hidden.opacity = 0
      hidden.draw(Text("h"), at: .zero, anchor: .topLeading)
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: 32, width: 16, height: 16)))
      clipped.draw(Text("clip"), at: CGPoint(x: 0, y: 32), anchor: .topLeading)
    }
    #expect(rows(canvas, width: 6, height: 3) == ["", "  m", "cl"])
  }

  @Test("symbols are found by their tags and drawn as views; an unknown id finds none")
  func symbols() {
    var missing: GraphicsContext.ResolvedSymbol?
    let canvas = Canvas { context, size in
      missing = context.resolveSymbol(id: 99)
      context.drawLayer { layer in
        for id in [1, 2] {
          if let symbol = context.resolveSymbol(id: id) {
            layer.draw(symbol, at: CGPoint(x: 0, y: CGFloat(id - 1) * 16), anchor: .topLeading)
          }
        }
      }
    } symbols: {
      ForEach(1...2, id: \.self) { id in
        Text("記号\(id)").tag(id)
      }
    }
    #expect(rows(canvas, width: 8, height: 3) == ["記号1", "記号2", ""])
    #expect(missing == nil)
  }

  @Test("shadings colour the cells: a colour, a gradient across the canvas")
  func shadings() throws {
    let canvas = Canvas { context, size in
      let whole = Path(CGRect(origin: .zero, size: size))
      context.fill(
        whole,
        with: .linearGradient(
          Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
          startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
      context.fill(
        Path(CGRect(x: 0, y: 16, width: 8, height: 16)),
        with: .color(Color(red: 0, green: 1, blue: 0)))
    }
    let shot = launched(canvas, width: 4, height: 2, colors: .trueColor).screenshot()
    #expect(shot[0, 1].background == .rgb(red: 0, green: 255, blue: 0))
    #expect(shot[0, 0].background != shot[3, 0].background)
    guard case .rgb(let red, _, let blue) = shot[0, 0].background else {
      Issue.record("not a 24-bit colour: \(shot[0, 0].background)")
      return
    }
    #expect(red > blue)
  }
}
