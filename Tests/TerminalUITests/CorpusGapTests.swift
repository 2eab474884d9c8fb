import Foundation
import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

/// APIs real screens used that TerminalUI lacked, each drawn as its terminal equivalent.
@MainActor
@Suite("Shape styles, literals and modifiers real screens use")
struct CorpusGapTests {
  @Test("the background style covers what is beneath with the terminal's own background")
  func backgroundStyle() throws {
    let view = ZStack {
      Color.red
      Rectangle().fill(.background).frame(width: 16, height: 16)
    }
    let app = launched(view, width: 6, height: 3, colors: .trueColor)
    let shot = app.screenshot()
    #expect(shot[2, 1].background == .default, "the filled cells are the terminal's")
    #expect(shot[0, 0].background != .default, "the red is still around them")
    #expect(shot[2, 1].text == " ")
    // The other spellings compile; text in the background colour over the terminal's own
    // background cannot be seen, as in SwiftUI, though it is still there to be found.
    let text = Text("x")
      .foregroundStyle(.background)
      .padding(8)
      .background(.background)
      .background(.background, in: RoundedRectangle(cornerRadius: 4))
    #expect(!draw(text, width: 5, height: 3).contains("x"))
    #expect(launched(text, width: 5, height: 3).staticTexts["x"].exists)
    #expect(draw(Text("x").padding(8).background(.background), width: 5, height: 3).contains("x"))
  }

  @Test(
    "text in the background style shows in the terminal's background colour on the fill beneath",
    arguments: [TerminalColors.trueColor, .sixteen])
  func textInBackgroundStyle(colors: TerminalColors) throws {
    let badge = HStack(spacing: 0) {
      Text("New").foregroundStyle(.background)
      Text("!")
    }
    .padding(.horizontal, 8)
    .background(Color.blue)
    let app = launched(badge, width: 6, height: 1, colors: colors)
    let shot = app.screenshot()
    #expect(app.screenText == " New!")
    let letter = shot[1, 0]
    // Reverse video of the blue: the letters take the terminal's background, the cell the blue.
    #expect(letter.isReversed)
    #expect(letter.foreground == shot[0, 0].background)
    #expect(letter.foreground != .default)
    #expect(letter.background == .default)
    #expect(!shot[4, 0].isReversed, "the text beside it keeps its own colours")
    #expect(shot[4, 0].background == shot[0, 0].background)
    // Under NO_COLOR the fill is itself reverse video, and the text is in its default colour.
    let plain = launched(badge, width: 6, height: 1, colors: .none).screenshot()
    #expect(plain[1, 0].text == "N")
  }

  @Test("text in the background style keeps its letters under a fill or highlight drawn later")
  func backgroundStyleUnderLaterFill() throws {
    // A prominent button fills its frame after its label is drawn.
    let button = Button {
    } label: {
      Text("Go").foregroundStyle(.background)
    }
    .buttonStyle(.borderedProminent)
    #expect(launched(button, width: 6, height: 1, colors: .trueColor).screenText.contains("Go"))
    // A list's highlighted row is reversed after its text is drawn: the text shows in the
    // background colour on the band (reverse video, in the default colours).
    let list = List { Text("row").foregroundStyle(.background) }
    let app = launched(list, width: 6, height: 2, colors: .trueColor)
    app.tables.firstMatch.tap()
    let shot = app.screenshot()
    let cells = try #require(shot.row(containing: "row"))
    let first = try #require(cells.firstIndex { $0.text == "r" })
    #expect(cells[first].isReversed)
    #expect(cells[first].foreground == .default)
  }

  @Test("the terminal is sent reverse video for text in the background colour, blanks where unseen")
  func backgroundStyleEscapes() {
    var buffer = ScreenBuffer(width: 3, height: 1)
    var onFill = CellStyle(foreground: .terminalBackground, background: .named(4))
    buffer.write("a", column: 0, row: 0, style: onFill)
    onFill.background = .default
    buffer.write("b", column: 1, row: 0, style: onFill)
    let bytes = String(
      decoding: FrameDiffer(colors: true).diff(from: nil, to: buffer, cursor: nil), as: UTF8.self)
    #expect(
      bytes.contains("\u{1B}[7;34ma"),
      "reverse, the fill's colour as the foreground: \(bytes.debugDescription)")
    #expect(!bytes.contains("b"), "text over the terminal's background is a blank")
    let shown = buffer.presented()
    #expect(shown[0, 0].style.reverse && shown[0, 0].style.foreground == .named(4))
    #expect(shown[1, 0].text == " ")
  }

  @Test("a gradient is a shape style; an overlay may be a shape style too")
  func gradientStyle() throws {
    let gradient = Gradient(colors: [.red, .blue])
    let app = launched(
      Text("ab").foregroundStyle(gradient).frame(width: 16, height: 32), width: 2, height: 2,
      colors: .trueColor)
    #expect(app.screenText.contains("ab"))
    let cells = try #require(app.screenshot().row(containing: "ab"))
    #expect(cells[0].foreground != .default)
    #expect(
      draw(Color.clear.frame(width: 16, height: 16).background(gradient), width: 2, height: 1) == ""
    )
    let tinted = launched(
      Text("o").frame(width: 24, height: 16).overlay(.tint).tint(.green), width: 3, height: 1,
      colors: .trueColor)
    #expect(tinted.screenshot()[0, 0].background != .default, "the tint covers the frame")
    #expect(draw(Text("m").overlay(.ultraThinMaterial), width: 1, height: 1) == "")
    #expect(draw(Text("c").overlay(Color.clear), width: 1, height: 1) == "c")
    let angular = AngularGradient(
      stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
      center: .center, startAngle: .zero, endAngle: .degrees(360))
    #expect(angular.gradient.stops.count == 2)
  }

  @Test("#colorLiteral is a colour, as a Color or through Color(_:)")
  func colorLiteral() {
    // The literals real code writes are what is tested.
    // swift-format-ignore: NoPlaygroundLiterals
    let typed: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(typed == Color(red: 1, green: 0.5, blue: 0))
    // swift-format-ignore: NoPlaygroundLiterals
    let wrapped = Color(#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(wrapped == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
  }

  @Test("scene padding is a row above and below and two columns each side")
  func scenePadding() {
    #expect(
      draw(Text("x").scenePadding().border(Color.primary), width: 7, height: 5)
        == "┌─────┐\n│     │\n│  x  │\n│     │\n└─────┘")
    #expect(draw(Text("y").scenePadding(.horizontal), width: 5, height: 1) == "  y")
  }

  @Test("accessibility actions and container backgrounds are accepted, drawing the view")
  func accepted() {
    var ran = false
    let view = Text("行")
      .accessibilityAction { ran = true }
      .accessibilityAction(.escape) {}
      .accessibilityAction(named: "削除") {}
      .accessibilityAction(named: Text("星")) {}
      .accessibilityAction {
        ran = true
      } label: {
        Text("選ぶ")
      }
      .accessibilityActions { Button("a") {} }
      .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
    #expect(draw(view, width: 2, height: 1) == "行")
    #expect(!ran)
    let widget = launched(
      Text("w").frame(width: 24).containerBackground(.red, for: .widget), width: 3, height: 1,
      colors: .trueColor)
    #expect(widget.screenshot()[0, 0].background != .default)
    let resource: LocalizedStringResource = "設定"
    #expect(draw(Label(resource, systemImage: "gear"), width: 8, height: 1).contains("設定"))
  }

  @Test("a button's label of several views is one row, side by side, inside the brackets")
  func severalViewLabel() {
    let back = Button {
    } label: {
      Image(systemName: "chevron.left")
      Text("戻る")
    }
    let drawn = draw(back, width: 12, height: 1)
    #expect(!drawn.contains("\n"))
    let row = drawn.trimmingCharacters(in: .whitespaces)
    #expect(row.hasPrefix("[ ") && row.hasSuffix(" 戻る ]"), "\(drawn)")
    // A style that only scales its label gets the label as one view too.
    let scaled = Button {
    } label: {
      Image(systemName: "star")
      Text("星")
    }
    .buttonStyle(ScaledLabel())
    #expect(draw(scaled, width: 12, height: 1).contains("星 ]"))
  }

  @Test("page dots: an 8-point circle is a coloured cell; a path smaller than half a cell a dot")
  func tinyShapes() throws {
    let dots = HStack(spacing: 8) {
      ForEach(0..<3, id: \.self) { index in
        Circle().fill(index == 1 ? Color.blue : Color.gray).frame(width: 8, height: 8)
      }
    }
    let app = launched(dots, width: 5, height: 1, colors: .trueColor)
    let shot = app.screenshot()
    #expect([0, 2, 4].allSatisfy { shot[$0, 0].background != .default })
    #expect(shot[1, 0].background == .default)
    #expect(shot[0, 0].background != shot[2, 0].background, "the chosen page stands out")
    // A shape of your own draws its path: too small to cover half a cell, it is a dot.
    #expect(draw(Blob().frame(width: 8, height: 16), width: 1, height: 1) == "•")
    #expect(draw(Blob().frame(width: 0, height: 8), width: 1, height: 1) == "")
  }

  @Test("a label taller than a row has its brackets beside its middle row")
  func tallLabel() {
    let button = Button {
    } label: {
      Text("続ける").padding()
    }
    let lines = draw(button, width: 14, height: 3).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1].contains("[") && lines[1].contains("続ける") && lines[1].contains("]"))
    #expect(!lines[0].contains("["))
  }

  @Test("an uneven rounded rectangle is rounded only at the corners with a radius")
  func unevenCorners() {
    let card = UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8)
      .stroke(Color.primary)
      .frame(width: 32, height: 48)
    #expect(draw(card, width: 4, height: 3) == "╭──╮\n│  │\n└──┘")
    let bubble = Rectangle().fill(.clear).frame(width: 32, height: 32)
      .overlay(UnevenRoundedRectangle(bottomTrailingRadius: 4).stroke(Color.primary))
    #expect(draw(bubble, width: 4, height: 2) == "┌──┐\n└──╯")
    #expect(
      draw(
        Text("a").clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8)), width: 1,
        height: 1)
        == "a")
    let path = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 100))
      .path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test("a list of a tree shows each node with its children under a disclosure triangle")
  func outline() {
    let tree = [
      Node(name: "書類", children: [Node(name: "請求書"), Node(name: "見積", children: [])]),
      Node(name: "写真"),
    ]
    let app = launched(
      List(tree, children: \.children) { Text($0.name) }
        .draggable("書類")
        .dropDestination(for: String.self) { items, _ in !items.isEmpty },
      width: 20, height: 6)
    #expect(app.screenText.contains("書類"))
    #expect(app.screenText.contains("写真"))
    #expect(!app.screenText.contains("請求書"), "closed at first")
    app.buttons["書類"].tap()
    #expect(app.staticTexts["請求書"].waitForExistence(timeout: 5))
    // An empty children array is still a group; nil is a leaf.
    #expect(app.buttons["見積"].exists)
    #expect(app.staticTexts["写真"].exists)
    #expect(app.screenText.contains("▾ 書類"), "\(app.screenText)")
  }

  @Test("an inset shape fills its frame less the margin; a style's shadow draws the style")
  func insetAndShadow() throws {
    let card = RoundedRectangle(cornerRadius: 8).inset(by: 16).fill(Color.blue)
      .frame(width: 48, height: 64)
    let app = launched(card, width: 6, height: 4, colors: .trueColor)
    let shot = app.screenshot()
    #expect(shot[0, 0].background == .default, "the margin is left empty")
    #expect(shot[2, 1].background != .default, "inside the margin it is filled")
    let path = Circle().inset(by: 4).inset(by: 4).path(
      in: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(path.boundingRect == CGRect(x: 8, y: 8, width: 24, height: 24))
    #expect(Circle().inset(by: 30).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).isEmpty)
    let shaded = launched(
      Text("影").foregroundStyle(
        Color.red.shadow(.inner(color: .white, radius: 2)).shadow(.drop(radius: 4))),
      width: 2, height: 1, colors: .trueColor)
    #expect(
      try #require(shaded.screenshot().cell(at: "影")).foreground
        == .rgb(red: 255, green: 59, blue: 48))
  }
}

/// A shape of the test's own: a six-point dot at its frame's centre, or nothing in an empty
/// frame.
private struct Blob: Shape {
  func path(in rect: CGRect) -> Path {
    guard rect.width > 0, rect.height > 0 else { return Path() }
    return Path(ellipseIn: CGRect(x: rect.midX - 3, y: rect.midY - 3, width: 6, height: 6))
  }
}

/// A style that only scales the label while pressed.
private struct ScaledLabel: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
  }
}

/// A node of a tree of the test's own: a leaf when it has no children array.
private struct Node: Identifiable {
  let id = UUID()
  var name: String
  var children: [Node]?
}
