import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// An older navigation screen: a link pushed by a flag it sets, and a button that sets it.
private struct OlderNavigation: View {
  @State private var showsDetail = false
  @State private var chosen: Int?

  var body: some View {
    NavigationView {
      VStack {
        Text(showsDetail ? "flag on" : "flag off").accessibilityIdentifier("flag")
        Text("chosen \(chosen.map(String.init) ?? "none")").accessibilityIdentifier("chosen")
        NavigationLink(destination: Text("詳細の中身"), isActive: $showsDetail) {
          Text("詳細へ")
        }
        .isDetailLink(false)
        NavigationLink(destination: Text("二番目"), tag: 2, selection: $chosen) { Text("二へ") }
        Button("コードで開く") { showsDetail = true }
      }
    }
  }
}

@MainActor
@Suite("What real screens used: older links, hue colours, erased shapes, stroked paths")
struct RealScreenVocabularyTests {
  @Test("an isActive link pushes when pressed and sets its flag; going back clears it")
  nonisolated func isActiveLink() {
    let app = TUIApplication(rootView: OlderNavigation(), size: CGSize(width: 30, height: 8))
    app.launch()
    #expect(app.staticTexts["flag"].label == "flag off")
    app.buttons["詳細へ"].tap()
    #expect(app.staticTexts["詳細の中身"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    #expect(app.staticTexts["flag"].wait(timeout: 2) { $0.label == "flag off" })
    // Setting the flag in code pushes too.
    app.buttons["コードで開く"].tap()
    #expect(app.staticTexts["詳細の中身"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    app.buttons["二へ"].tap()
    #expect(app.staticTexts["二番目"].waitForExistence(timeout: 2))
    app.typeKey(.escape)
    #expect(app.buttons["二へ"].waitForExistence(timeout: 2))
    #expect(!app.staticTexts["二番目"].exists)
    #expect(
      app.staticTexts["chosen"].label == "chosen none", "going back sets the selection to nil")
  }

  @Test("Color(hue:saturation:brightness:) goes round the colour wheel")
  func hueColors() {
    func rgb(_ color: Color) -> [Double] {
      guard case .rgb(let red, let green, let blue) = color.kind else { return [] }
      return [red, green, blue].map { ($0 * 100).rounded() / 100 }
    }
    #expect(rgb(Color(hue: 0, saturation: 1, brightness: 1)) == [1, 0, 0])
    #expect(rgb(Color(hue: 1 / 3, saturation: 1, brightness: 1)) == [0, 1, 0])
    #expect(rgb(Color(hue: 2 / 3, saturation: 1, brightness: 0.5)) == [0, 0, 0.5])
    #expect(rgb(Color(hue: 0.5, saturation: 0, brightness: 0.8)) == [0.8, 0.8, 0.8])
    #expect(
      rgb(Color(hue: 1.25, saturation: 1, brightness: 1))
        == rgb(Color(hue: 0.25, saturation: 1, brightness: 1)))
    #expect(rgb(Color(hue: .nan, saturation: 2, brightness: -1)) == [0, 0, 0])
    #expect(
      rgb(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5))
        == [0.5, 0, 0.5])
  }

  @Test("AnyShape draws as the shape it holds: a built-in shape's outline, one of your own's path")
  func anyShape() {
    let boxed = AnyShape(RoundedRectangle(cornerRadius: 4)).stroke(Color.orange)
      .frame(width: 32, height: 48)
    #expect(
      draw(boxed, width: 4, height: 3)
        == draw(
          RoundedRectangle(cornerRadius: 4).stroke(Color.orange).frame(width: 32, height: 48),
          width: 4, height: 3))
    #expect(draw(boxed, width: 4, height: 3).contains("╭"))
    let erased = launched(
      AnyShape(Capsule()).fill(Color.blue).frame(width: 32, height: 16), width: 4, height: 1,
      colors: .trueColor)
    let capsule = launched(
      Capsule().fill(Color.blue).frame(width: 32, height: 16), width: 4, height: 1,
      colors: .trueColor)
    #expect(erased.screenshot() == capsule.screenshot())
    #expect(erased.screenshot()[1, 0].background != .default)
    let triangle = AnyShape(
      Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 32, y: 32))
      })
    #expect(triangle.path(in: CGRect(x: 0, y: 0, width: 32, height: 32)).isEmpty == false)
  }

  @Test("a stroked path, filled, draws the stroke along the path, not its inside")
  func strokedPath() {
    let square = Path(CGRect(x: 0, y: 0, width: 48, height: 64))
    let filled = draw(square.fill(Color.primary).frame(width: 48, height: 64), width: 6, height: 4)
    let outline = draw(
      square.strokedPath(StrokeStyle(lineWidth: 1)).fill(Color.primary).frame(
        width: 48, height: 64),
      width: 6, height: 4)
    let stroked = draw(
      square.stroke(Color.primary, lineWidth: 1).frame(width: 48, height: 64), width: 6, height: 4)
    #expect(outline == stroked)
    #expect(outline != filled)
    #expect(
      square.strokedPath(StrokeStyle(lineWidth: 2)).offsetBy(dx: 1, dy: 0).strokeOutline != nil)
  }

  @Test("a rectangle moved by a transform is the box of its moved corners")
  func rectApplying() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(
      rect.applying(CGAffineTransform(translationX: 5, y: -5))
        == CGRect(x: 5, y: -5, width: 10, height: 20))
    #expect(
      rect.applying(CGAffineTransform(scaleX: 2, y: 0.5))
        == CGRect(x: 0, y: 0, width: 20, height: 10))
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
    #expect(
      CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: 2))
        == CGSize(width: 6, height: 8))
  }

  @Test(
    "listItemTint tints the item; colorScheme sets the scheme inside; a gradient's opacity is a style"
  )
  func smallerModifiers() {
    struct Scheme: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Text(scheme == .light ? "light" : "dark") }
    }
    #expect(draw(Scheme().colorScheme(.light), width: 5, height: 1) == "light")
    // A prominent button is filled with its tint.
    let tinted = launched(
      Button("x") {}.buttonStyle(.borderedProminent).listItemTint(.fixed(.red)), width: 10,
      height: 1, colors: .trueColor)
    let cells = tinted.screenshot().row(containing: "x") ?? []
    #expect(cells.contains { $0.background == .rgb(red: 255, green: 59, blue: 48) }, "red")
    let monochrome = launched(
      Button("x") {}.buttonStyle(.borderedProminent).listItemTint(.monochrome), width: 10,
      height: 1, colors: .trueColor)
    #expect(
      !(monochrome.screenshot().row(containing: "x") ?? []).contains {
        $0.background == .rgb(red: 255, green: 59, blue: 48)
      })
    // Both a style (in background) and a view (in a stack) from one expression.
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let view = ZStack {
      gradient.opacity(0.5)
      Text("g").background(gradient.opacity(0.4))
    }
    #expect(draw(view, width: 3, height: 1).contains("g"))
    LockScreenLike._printChanges()
  }
}

private struct LockScreenLike: View {
  var body: some View { Text("lock") }
}

/// A long scroll view moved by a `ScrollPosition`.
private struct PositionedScroll: View {
  @State private var position = ScrollPosition(edge: .top)

  var body: some View {
    VStack(spacing: 0) {
      HStack {
        Button("end") { position.scrollTo(edge: .bottom) }
        Button("y160") { position.scrollTo(y: 160) }
        Button("r20") { position.scrollTo(id: 20, anchor: .top) }
        Button("top") { position.scrollTo(edge: .top) }
      }
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40, id: \.self) { Text("row \($0)").id($0) }
        }
      }
      .scrollPosition($position)
    }
  }
}

@MainActor
@Suite("ScrollPosition: a scroll view moved to an edge, a point or a view")
struct ScrollPositionTests {
  @Test("each request scrolls: the end, a point in points, a view by id, the top again")
  nonisolated func requests() {
    let app = TUIApplication(rootView: PositionedScroll(), size: CGSize(width: 40, height: 6))
    app.launch()
    /// The rows on screen.
    func shown() -> [String] {
      // Each row's first two words: the scroll bar's thumb may follow.
      app.screenText.split(separator: "\n").map {
        $0.split(separator: " ").prefix(2).joined(separator: " ")
      }.filter { $0.hasPrefix("row ") }
    }
    #expect(shown().first == "row 0")
    app.buttons["end"].tap()
    #expect(shown().last == "row 39", "\(shown())")
    app.buttons["y160"].tap()
    #expect(shown().first == "row 10", "160 points is ten rows down: \(shown())")
    app.buttons["r20"].tap()
    #expect(shown().first == "row 20", "\(shown())")
    app.buttons["top"].tap()
    #expect(shown().first == "row 0", "\(shown())")
  }

  @Test("asking again for where it was asked before scrolls again")
  nonisolated func repeatedRequest() {
    let app = TUIApplication(rootView: PositionedScroll(), size: CGSize(width: 40, height: 6))
    app.launch()
    app.buttons["end"].tap()
    #expect(app.screenText.contains("row 39"))
    app.scrollViews.firstMatch.tap()
    app.typeKey(.home)
    #expect(app.screenText.contains("row 0 "))
    app.buttons["end"].tap()
    #expect(app.screenText.contains("row 39"), "\(app.screenText)")
  }

  @Test("a list goes to its edges and to a row; the outer of nested scroll views is moved")
  nonisolated func listsAndNesting() {
    struct PositionedList: View {
      @State private var position = ScrollPosition(edge: .top)
      var body: some View {
        VStack(spacing: 0) {
          HStack {
            Button("end") { position.scrollTo(edge: .bottom) }
            Button("y80") { position.scrollTo(y: 80) }
          }
          List(0..<40, id: \.self) { Text("item \($0)") }
            .scrollPosition($position)
        }
      }
    }
    let app = TUIApplication(rootView: PositionedList(), size: CGSize(width: 30, height: 6))
    app.launch()
    app.buttons["end"].tap()
    #expect(app.screenText.contains("item 39"), "\(app.screenText)")
    app.buttons["y80"].tap()
    #expect(app.screenText.contains("item 5"), "\(app.screenText)")
    #expect(!app.screenText.contains("item 39"))

    struct Nested: View {
      @State private var position = ScrollPosition(edge: .top)
      var body: some View {
        VStack(spacing: 0) {
          Button("end") { position.scrollTo(edge: .bottom) }
          ScrollView {
            VStack(spacing: 0) {
              ScrollView(.horizontal) { Text("carousel") }
              ForEach(0..<30, id: \.self) { Text("line \($0)") }
            }
          }
          .scrollPosition($position)
        }
      }
    }
    let nested = TUIApplication(rootView: Nested(), size: CGSize(width: 30, height: 6))
    nested.launch()
    nested.buttons["end"].tap()
    #expect(nested.screenText.contains("line 29"), "\(nested.screenText)")
  }

  @Test("a position tells what it asks for; a new position asks for nothing")
  func values() {
    var position = ScrollPosition()
    #expect(position.edge == nil && position.point == nil && position.viewID == nil)
    position.scrollTo(id: "a")
    #expect(position.viewID(type: String.self) == "a")
    #expect(position.edge == nil)
    position.scrollTo(x: 8, y: 16)
    #expect(position.point == CGPoint(x: 8, y: 16))
    #expect(!position.isPositionedByUser)
    #expect(draw(Text("t").textScale(.secondary), width: 1, height: 1) == "t")
  }
}

@MainActor
@Suite("System shape styles of one colour, and the control size in the environment")
struct SystemStyleTests {
  @Test("fill, separator, link and placeholder are colours; their levels dim them")
  func styles() {
    #expect(ResolvedShapeStyle(.fill).color == Color(white: 0.2))
    #expect(ResolvedShapeStyle(.separator).color == Color(white: 0.33))
    #expect(ResolvedShapeStyle(.link).color == .blue)
    #expect(ResolvedShapeStyle(.placeholder).color == .secondary)
    #expect(ResolvedShapeStyle(.fill.secondary).color == Color(white: 0.2).dimmed(by: 0.6))
    let app = launched(
      Text("card").padding(8).background(.fill), width: 6, height: 1, colors: .trueColor)
    #expect(app.screenshot()[0, 0].background != .default)
  }

  @Test("transformEnvironment changes a value from what it is where it is applied")
  func transformEnvironment() {
    struct Sized: View {
      @Environment(\.controlSize) var size
      var body: some View { Text("\(size)") }
    }
    let smaller = Sized()
      .transformEnvironment(\.controlSize) { size in
        if size == .large { size = .small }
      }
    #expect(draw(smaller.controlSize(.large), width: 5, height: 1) == "small")
    #expect(draw(smaller.controlSize(.mini), width: 4, height: 1) == "mini")
  }

  @Test("controlSize(_:) is read inside as \\.controlSize; regular by default")
  func controlSize() {
    struct Sized: View {
      @Environment(\.controlSize) var size
      var body: some View { Text("\(size)") }
    }
    #expect(draw(Sized(), width: 7, height: 1) == "regular")
    #expect(draw(Sized().controlSize(.mini), width: 4, height: 1) == "mini")
  }
}

@MainActor
@Suite("Small caps and a coordinate space's bounds")
struct FontAndBoundsTests {
  @Test("small capitals draw the text as it is")
  func smallCaps() {
    #expect(draw(Text("Hello").font(.body.smallCaps()), width: 5, height: 1) == "Hello")
    #expect(Font.body.lowercaseSmallCaps() == Font.body.uppercaseSmallCaps())
  }

  @Test("a named space's bounds are the screen seen from the view; local ones its own")
  func bounds() {
    let view = VStack(spacing: 0) {
      Text("top")
      GeometryReader { proxy in
        let screen = proxy.bounds(of: .scrollView) ?? .zero
        let own = proxy.bounds(of: .local) ?? .null
        Text("\(Int(screen.minY)) \(Int(screen.height)) \(Int(own.minY)) \(Int(own.height))")
      }
    }
    let lines = screenText(of: view, width: 12, height: 4).split(separator: "\n")
    // One row (16 points) below the screen's top; the screen 4 rows high; the view 3.
    #expect(lines.contains("-16 64 0 48"), "\(lines)")
  }
}
