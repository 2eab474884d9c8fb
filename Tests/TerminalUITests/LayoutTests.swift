import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// The screen a view shows, launched headless through the driver in `width` × `height` cells:
/// one line a row, trailing spaces trimmed.
@MainActor
func draw<V: View>(_ view: V, width: Int = 20, height: Int = 5) -> String {
  screenText(of: view, width: width, height: height)
}

@MainActor
@Suite("Layout: parent proposes, child chooses")
struct LayoutTests {
  @Test("a spacer pushes its neighbours to the edges of a horizontal stack")
  func spacerInHStack() {
    let text = draw(
      HStack {
        Text("A")
        Spacer()
        Text("B")
      }, width: 10, height: 1)
    #expect(text == "A        B")
  }

  @Test("a short button beside a text keeps its title: placed at its size, a stack keeps it")
  func shortButtonBesideText() {
    // Shared out anew in a rect only as wide as it asked for, the button (the least
    // flexible) would be offered half and lose its one-letter title.
    let textFirst = HStack {
      Text("[ ]")
      Button("x") {}
    }
    #expect(draw(textFirst, width: 13, height: 1) == "  [ ] [ x ]")
    let twoLetters = HStack {
      Text("ab")
      Button("ok") {}
    }
    #expect(draw(twoLetters, width: 12, height: 1) == " ab [ ok ]")
    let buttonFirst = HStack {
      Button("x") {}
      Text("[ ]")
    }
    #expect(draw(buttonFirst, width: 11, height: 1) == " [ x ] [ ]")
  }

  @Test("a vertical stack centres its children by default and aligns them when asked")
  func stackAlignment() {
    #expect(
      draw(
        VStack {
          Text("ab")
          Text("abcdef")
        }, width: 6, height: 2) == "  ab\nabcdef")
    let leading = draw(
      VStack(alignment: .leading) {
        Text("ab")
        Text("abcdef")
      }, width: 6, height: 2)
    #expect(leading == "ab\nabcdef")
    let trailing = draw(
      VStack(alignment: .trailing) {
        Text("ab")
        Text("abcdef")
      }, width: 6, height: 2)
    #expect(trailing == "    ab\nabcdef")
  }

  @Test("the root view is centred in the screen, as in a window")
  func rootCentred() {
    #expect(draw(Text("hi"), width: 6, height: 3) == "\n  hi\n")
  }

  @Test("points become cells: 8 a column, 16 a row; padding() is one cell")
  func pointsToCells() {
    let framed = draw(
      Text("x").frame(width: 80, height: 32, alignment: .topLeading).border(Color.gray),
      width: 14, height: 4)
    #expect(framed.split(separator: "\n").first == " ┌──────────┐")
    #expect(framed.split(separator: "\n").count == 4)
    let padded = draw(
      VStack(alignment: .leading, spacing: 0) { Text("x").padding().border(Color.gray) },
      width: 5, height: 5)
    #expect(padded == "┌───┐\n│   │\n│ x │\n│   │\n└───┘")
  }

  @Test("frame(maxWidth: .infinity) takes the width offered, and aligns its content")
  func flexibleFrame() {
    let text = draw(
      Text("ok").frame(maxWidth: .infinity, alignment: .trailing).border(Color.gray),
      width: 8, height: 3)
    #expect(text == "┌──────┐\n│    ok│\n└──────┘")
  }

  @Test("frame(maxWidth:) offers the smaller of the width offered and its maximum, centred")
  func cappedFrame() {
    // A field that takes any width it is offered, capped at 48 points (6 columns).
    let capped = VStack {
      Text("x").frame(maxWidth: .infinity).border(Color.gray)
    }
    .frame(maxWidth: 48)
    #expect(draw(capped, width: 12, height: 3) == "   ┌────┐\n   │ x  │\n   └────┘")
    // Offered less than the maximum, it takes what it is offered.
    #expect(draw(capped, width: 4, height: 3) == "┌──┐\n│x │\n└──┘")
    // A child narrower than the cap is centred in what the frame takes.
    #expect(
      draw(Text("ab").frame(maxWidth: 48).border(Color.gray), width: 12, height: 3)
        == "  ┌──────┐\n  │  ab  │\n  └──────┘")
  }

  @Test("frame(minHeight:) keeps a line for an empty text, and grows for a longer one")
  func reservedLine() {
    let form = { (message: String) in
      VStack(spacing: 0) {
        Text(message).frame(minHeight: 16)
        Text("下")
      }
    }
    #expect(draw(form(""), width: 6, height: 2) == "\n  下")
    #expect(draw(form("あ"), width: 6, height: 2) == "  あ\n  下")
  }

  @Test("Japanese text wraps between characters and measures two columns each")
  func japaneseWrapping() {
    let text = draw(Text("あいうえお"), width: 6, height: 2)
    #expect(text == "あいう\nえお")
  }

  @Test("Latin text wraps at spaces, and a limited line ends with an ellipsis")
  func wrappingAndTruncation() {
    #expect(draw(Text("one two three"), width: 8, height: 2) == "one two\nthree")
    #expect(draw(Text("one two three").lineLimit(1), width: 8, height: 1) == "one two…")
  }

  @Test("a divider is a horizontal line in a vertical stack and vertical in a horizontal one")
  func dividers() {
    #expect(
      draw(
        VStack {
          Text("a")
          Divider()
          Text("b")
        }, width: 3, height: 3) == " a\n───\n b")
    #expect(
      draw(
        HStack {
          Text("a")
          Divider()
          Text("b")
        }, width: 5, height: 1) == "a │ b")
  }

  @Test("a background colour fills the child's frame, text keeps it")
  @MainActor func backgroundKeepsColour() {
    let screenshot = launched(
      Text("ab").padding(.horizontal, 8).background(Color.orange), width: 4, height: 1,
      colors: .trueColor
    ).screenshot()
    let orange = TUIScreenshot.Color.rgb(red: 255, green: 149, blue: 0)
    #expect(screenshot[0, 0].background == orange)
    #expect(screenshot[1, 0].text == "a")
    #expect(screenshot[1, 0].background == orange)
  }

  @Test("a wide glyph cut by the right edge becomes a space, never half a glyph")
  func wideGlyphAtEdge() {
    let screenshot = launched(
      HStack(spacing: 0) {
        Text("abc")
        Text("日本").fixedSize()
      }, width: 6, height: 1
    ).screenshot()
    // A wide glyph's right half is a cell of empty text: each follows its wide glyph.
    for column in 0..<Int(screenshot.size.width) where screenshot[column, 0].text.isEmpty {
      #expect(column > 0 && ["日", "本"].contains(screenshot[column - 1, 0].text))
    }
  }

  @Test("ZStack and overlay draw later children on top")
  func layering() {
    #expect(
      draw(
        ZStack {
          Text("xxxx")
          Text("ab")
        }, width: 4, height: 1) == "xabx")
    #expect(
      draw(Text("xxxx").overlay(Text("ab"), alignment: .leading), width: 4, height: 1) == "abxx")
  }

  @Test("layout priority gives a child its space first")
  func layoutPriority() {
    let text = draw(
      HStack(spacing: 0) {
        Text("aaaaaaaa").lineLimit(1)
        Text("bbbbbbbb").lineLimit(1).layoutPriority(1)
      }, width: 12, height: 1)
    #expect(text == "aaa…bbbbbbbb")
  }
}

@MainActor
@Suite("Japanese line breaking")
struct LineBreakingTests {
  @Test(
    "a line never starts with closing punctuation or a small kana, nor ends with an opening one")
  func kinsoku() {
    // Width 6 would put "。" at the start of the second line; it stays with its word.
    #expect(draw(Text("あいう。えお"), width: 6, height: 3) == "あい\nう。え\nお")
    // "「" stays with what follows it, "」" with what precedes it.
    let quoted = Text("あい「うえ」").frame(maxWidth: .infinity, alignment: .leading)
    #expect(draw(quoted, width: 6, height: 3) == "あい\n「う\nえ」")
  }
}

@MainActor
@Suite("Lazy stacks")
struct LazyStackTests {
  @Test("LazyVStack and LazyHStack lay out as VStack and HStack")
  func sameAsStacks() {
    #expect(
      draw(
        LazyVStack(alignment: .leading) {
          Text("a")
          Text("bb")
        }, width: 4, height: 2)
        == draw(
          VStack(alignment: .leading) {
            Text("a")
            Text("bb")
          }, width: 4, height: 2))
    #expect(
      draw(
        LazyHStack(spacing: 8) {
          Text("a")
          Text("b")
        }, width: 5, height: 1) == " a b")
  }
}
