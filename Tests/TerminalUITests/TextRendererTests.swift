import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

private struct Secret: TextAttribute {}

/// Leaves out the runs marked secret: a renderer that reads a custom attribute.
private struct Redacting: TextRenderer {
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout {
      for run in line where run[Secret.self] == nil { ctx.draw(run) }
    }
  }
}

/// Moves every line down by `rows` rows, with room to do so when `padded`.
private struct Dropping: TextRenderer {
  var rows: CGFloat
  var padded: Bool

  var displayPadding: EdgeInsets {
    padded ? EdgeInsets(top: 0, leading: 0, bottom: rows * 16, trailing: 0) : EdgeInsets()
  }

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    ctx.translateBy(x: 0, y: rows * 16)
    for line in layout { ctx.draw(line) }
  }
}

/// Draws every other glyph, a glyph at a time; at `opacity` when set.
private struct EveryOther: TextRenderer {
  var opacity = 1.0

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout {
      for run in line {
        for (index, slice) in run.enumerated() where index % 2 == 0 {
          var copy = ctx
          copy.opacity = opacity
          copy.addFilter(.blur(radius: 3))
          copy.draw(slice, options: .disablesSubpixelQuantization)
        }
      }
    }
  }
}

/// Keeps the layout it was given, for a test to read.
private final class LayoutBox: @unchecked Sendable {
  var layout: Text.Layout?
}

private struct Keeping: TextRenderer {
  let box: LayoutBox

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    box.layout = layout
    for line in layout { ctx.draw(line) }
  }
}

/// Asks for two more rows than the text needs.
private struct Tall: TextRenderer {
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    let size = text.sizeThatFits(proposal)
    return CGSize(width: size.width, height: size.height + 32)
  }

  func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
    for line in layout { ctx.draw(line) }
  }
}

@MainActor
@Suite("TextRenderer: texts drawn glyph by glyph by code of your own")
struct TextRendererTests {
  @Test("a renderer that skips runs with a custom attribute hides them; the label keeps them")
  func redacts() {
    let pin = Text("1234").customAttribute(Secret())
    let view = Text("PIN \(pin) OK").textRenderer(Redacting())
    #expect(draw(view, width: 12, height: 1) == "PIN      OK")
    let app = launched(view, width: 12, height: 1)
    #expect(app.staticTexts["PIN 1234 OK"].exists)
  }

  @Test("the renderer applies to every text inside the view it is set on")
  func appliesInside() {
    let view = VStack(alignment: .leading) {
      Text("a \(Text("b").customAttribute(Secret())) c")
      Text("\(Text("x").customAttribute(Secret()))y")
    }
    .textRenderer(Redacting())
    #expect(draw(view, width: 6, height: 2) == "a   c\n y")
  }

  @Test("the context's transform moves glyphs by whole cells; the frame clips unless padded")
  func moves() {
    func dropped(padded: Bool) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("ab").textRenderer(Dropping(rows: 1, padded: padded))
        Color.clear.frame(width: 16, height: 16)
      }
    }
    #expect(draw(dropped(padded: false), width: 2, height: 2) == "\n")
    #expect(draw(dropped(padded: true), width: 2, height: 2) == "\nab")
  }

  @Test("slices are single glyphs; a glyph below full opacity is dim, at zero not drawn")
  func slices() throws {
    #expect(draw(Text("abcdef").textRenderer(EveryOther()), width: 6, height: 1) == "a c e")
    #expect(draw(Text("日本語").textRenderer(EveryOther()), width: 6, height: 1) == "日  語")
    let app = launched(Text("abc").textRenderer(EveryOther(opacity: 0.5)), width: 3, height: 1)
    #expect(try #require(app.screenshot().cell(at: "a")).isDim)
    #expect(draw(Text("abc").textRenderer(EveryOther(opacity: 0)), width: 3, height: 1) == "")
  }

  @Test("the layout: lines as wrapped, runs by style and attribute, bounds in points")
  func layoutShape() throws {
    let box = LayoutBox()
    let text = Text("one \(Text("two").bold()) three four")
    _ = draw(text.textRenderer(Keeping(box: box)), width: 10, height: 3)
    let layout = try #require(box.layout)
    #expect(layout.count == 2)
    #expect(!layout.isTruncated)
    let first = layout[0]
    #expect(first.count == 2, "plain, then bold")
    #expect(layout[1].count == 1)
    #expect(first[1].map { String($0.run.glyphs[$0.startIndex].character) } == ["t", "w", "o"])
    #expect(first[1].characterIndices == [4, 5, 6])
    #expect(first[1].typographicBounds.rect == CGRect(x: 32, y: 0, width: 24, height: 16))
    #expect(first.typographicBounds.origin == CGPoint(x: 0, y: 12))
    #expect(layout[1].typographicBounds.rect == CGRect(x: 0, y: 16, width: 80, height: 16))
    #expect(first[1][1].typographicBounds.rect.minX == 40)
    #expect(first[1][0..<2].count == 2)
  }

  @Test("a line limit cuts the layout: the last line ends with the ellipsis, truncated")
  func truncated() throws {
    let box = LayoutBox()
    _ = draw(
      Text("alpha beta gamma").lineLimit(1).textRenderer(Keeping(box: box)), width: 8, height: 3)
    let layout = try #require(box.layout)
    #expect(layout.isTruncated)
    #expect(layout.count == 1)
    #expect(layout[0].last?.last.map { $0.run.glyphs[$0.startIndex].character } == "…")
    // Drawn line by line, it looks as the text does without a renderer.
    let plain = Text("alpha beta gamma").lineLimit(1)
    #expect(
      draw(plain.textRenderer(Keeping(box: box)), width: 8, height: 1)
        == draw(plain, width: 8, height: 1))
  }

  @Test("a line whose origin is moved is drawn from there, inside the text's frame")
  func movedLine() {
    struct Indenting: TextRenderer {
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for (index, var line) in layout.enumerated() {
          if index == 0 { line.origin.x += 16 }
          ctx.draw(line)
        }
      }
    }
    #expect(draw(Text("ab\ncdef").textRenderer(Indenting()), width: 4, height: 2) == "  ab\ncdef")
  }

  @Test("sizeThatFits decides the text's size")
  func sizing() {
    let view = VStack(spacing: 0) {
      Text("a").textRenderer(Tall())
      Text("b")
    }
    #expect(draw(view, width: 1, height: 4) == "a\n\n\nb")
  }

  @Test("shaders are accepted and change nothing a terminal can show")
  func shaders() {
    let shader = ShaderLibrary.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red))
    #expect(shader.function.name == "ripple")
    #expect(shader.arguments.count == 3)
    #expect(ShaderLibrary.default.wave().function.library == .default)
    let view = Text("波")
      .colorEffect(shader)
      .distortionEffect(ShaderLibrary.wave(.boundingRect), maxSampleOffset: .zero)
      .layerEffect(
        ShaderLibrary.glow(.floatArray([1, 2])), maxSampleOffset: CGSize(width: 1, height: 1))
    #expect(draw(view, width: 2, height: 1) == "波")
    struct Shaded: TextRenderer {
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        ctx.addFilter(.distortionShader(ShaderLibrary.pixellate(.float(3)), maxSampleOffset: .zero))
        for line in layout { ctx.draw(line) }
      }
    }
    #expect(draw(Text("ok").textRenderer(Shaded()), width: 2, height: 1) == "ok")
  }
}
