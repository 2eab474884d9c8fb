import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// `view` at the top leading corner of the screen.
@MainActor
private func topLeading<V: View>(_ view: V) -> some View {
  view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}

/// The screen's lines, trailing blanks cut.
private func lines(_ app: TUIApplication) -> [String] {
  app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
    String($0.reversed().drop { $0 == " " }.reversed())
  }
}

@Suite("Geometry effects in cells: offset, position, z-order, clipping")
struct EffectTests {
  @Test("offset draws a view cells away without moving what is laid out around it")
  func offset() {
    let app = launched(
      topLeading(
        VStack(alignment: .leading, spacing: 0) {
          Text("上")
          Text("AB").offset(x: 16, y: 16)
          Text("下")
        }), width: 10, height: 4)
    // 16 points: two columns right and one row down, beside 下, which keeps its place.
    #expect(lines(app).prefix(3) == ["上", "", "下AB"])
    #expect(app.staticTexts["AB"].frame.origin == CGPoint(x: 2, y: 2))
  }

  @Test("offset(_:) with a negative size moves up and left")
  func negativeOffset() {
    let app = launched(
      topLeading(
        VStack(alignment: .leading, spacing: 0) {
          Text("上")
          Text("X").padding(.leading, 32).offset(CGSize(width: -16, height: -16))
        }), width: 10, height: 3)
    // Drawn over the row above, two columns left.
    #expect(lines(app).first == "上X")
  }

  @Test("position puts a view's centre at a point of the space offered")
  func position() {
    let app = launched(Text("ABC").position(x: 40, y: 32), width: 20, height: 5)
    // (40, 32) points is column 5, row 2: the three letters centred on it.
    #expect(lines(app)[2] == "    ABC")
  }

  @Test("zIndex draws a view over its siblings whatever its place")
  func zIndex() {
    let front = launched(
      topLeading(
        ZStack {
          Text("上にある").zIndex(1)
          Text("下にある")
        }), width: 10, height: 1)
    #expect(lines(front).first == "上にある")
    let plain = launched(
      topLeading(
        ZStack {
          Text("上にある")
          Text("下にある")
        }), width: 10, height: 1)
    #expect(lines(plain).first == "下にある")
  }

  @Test("clipped cuts off what an offset puts outside the frame; without it, it shows")
  func clipped() {
    let clipped = launched(topLeading(Text("ABCD").offset(x: 16).clipped()), width: 10, height: 1)
    #expect(lines(clipped).first == "  AB")
    let plain = launched(topLeading(Text("ABCD").offset(x: 16)), width: 10, height: 1)
    #expect(lines(plain).first == "  ABCD")
    // A clip shape clips to the frame's cells.
    let shaped = launched(
      topLeading(Text("ABCD").offset(x: 16).clipShape(Circle())), width: 10, height: 1)
    #expect(lines(shaped).first == "  AB")
  }

  @Test("scale zero hides; rotation, 3D rotation and other scales draw the view as it is")
  func scaleAndRotation() {
    let app = launched(
      VStack(spacing: 0) {
        Text("消える").scaleEffect(0)
        Text("回る").rotationEffect(.degrees(45)).scaleEffect(1.5, anchor: .top)
        Text("傾く").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
      }, width: 10, height: 3)
    #expect(!app.screenText.contains("消える"))
    #expect(app.screenText.contains("回る"))
    #expect(app.screenText.contains("傾く"))
  }

  @Test("blur dims; colorMultiply scales 24-bit colours by the colour")
  func blurAndMultiply() {
    let screenshot = launched(
      VStack(spacing: 0) {
        Text("ぼかし").blur(radius: 3)
        Text("色").foregroundColor(Color(red: 1, green: 1, blue: 1)).colorMultiply(
          Color(red: 1, green: 0, blue: 0))
      }, width: 8, height: 2, colors: .trueColor
    ).screenshot()
    #expect(screenshot[1, 0].isDim)
    #expect(screenshot[3, 1].foreground == .rgb(red: 255, green: 0, blue: 0))
  }
}
