import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A triangle pointing up, corner to corner of its frame.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// A line from the top-leading corner to the bottom-trailing one.
private struct Diagonal: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    return path
  }
}

@Suite("Paths and shapes of your own: filled in cells, stroked in braille")
struct PathShapeTests {
  private func text<V: View>(
    _ view: @autoclosure @escaping @MainActor () -> V, width: Int, height: Int
  ) -> [String] {
    launched(view(), width: width, height: height).screenText
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a shape of your own fills the cells, and half cells, inside its path")
  func filledTriangle() {
    #expect(text(Triangle(), width: 6, height: 3) == ["  ▄▄", " ▄██▄", "▄████▄"])
  }

  @Test("fill(_:) on a shape of your own fills its path, not its frame")
  func fillModifier() {
    #expect(text(Triangle().fill(Color.red), width: 6, height: 3) == ["  ▄▄", " ▄██▄", "▄████▄"])
  }

  @Test("a stroked path is a line of braille dots, two a column and four a row")
  func strokedDiagonal() {
    #expect(text(Diagonal().stroke(Color.blue), width: 4, height: 2) == ["⠑⢄", "  ⠑⢄"])
  }

  @Test("a Path is a shape: Path { … }.stroke() draws it where it is")
  func pathIsShape() {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 2))
      path.addLine(to: CGPoint(x: 31, y: 2))
    }
    #expect(text(line.stroke(lineWidth: 1), width: 4, height: 1) == ["⠉⠉⠉⠉"])
  }

  @Test("a dash pattern leaves gaps in a stroked path")
  func dashed() {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 2))
      path.addLine(to: CGPoint(x: 63, y: 2))
    }
    #expect(
      text(line.stroke(style: StrokeStyle(lineWidth: 1, dash: [8, 8])), width: 8, height: 1)
        == ["⠉ ⠉ ⠉ ⠉"])
  }

  @Test("a filled path is drawn in the fill colour, only inside the path")
  func fillColour() {
    let screenshot = launched(
      Triangle().fill(Color(red: 0, green: 0, blue: 1)), width: 6, height: 3, colors: .trueColor
    ).screenshot()
    #expect(screenshot[2, 2].foreground == .rgb(red: 0, green: 0, blue: 255))
    #expect(screenshot[0, 0].foreground != .rgb(red: 0, green: 0, blue: 255))
  }

  @Test("a trimmed shape of your own draws part of its path")
  func trimmed() {
    #expect(text(Diagonal().trim(from: 0, to: 0.5).stroke(), width: 4, height: 2) == ["⠑⢄", "  ⠁"])
  }

  @Test("Path measures and tests points as SwiftUI's does")
  func geometry() {
    let square = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(square.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(square.contains(CGPoint(x: 20, y: 30)))
    #expect(!square.contains(CGPoint(x: 5, y: 30)))
    #expect(square.currentPoint == CGPoint(x: 10, y: 20))
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(circle.contains(CGPoint(x: 50, y: 50)))
    #expect(!circle.contains(CGPoint(x: 3, y: 3)))
    let bounds = circle.boundingRect
    #expect(abs(bounds.width - 100) < 0.5 && abs(bounds.minX) < 0.5)
    let moved = square.offsetBy(dx: 5, dy: -20)
    #expect(moved.boundingRect == CGRect(x: 15, y: 0, width: 30, height: 40))
    let scaled = square.applying(CGAffineTransform(scaleX: 2, y: 1))
    #expect(scaled.boundingRect == CGRect(x: 20, y: 20, width: 60, height: 40))
  }

  @Test("an arc sweeps the way SwiftUI's does: clockwise false goes through increasing angles")
  func arc() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    let bounds = path.boundingRect
    // From the trailing point down to the bottom: the lower-trailing quarter.
    #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.maxX - 100) < 0.5)
    #expect(abs(bounds.minY - 50) < 0.5 && abs(bounds.maxY - 100) < 0.5)
    var long = Path()
    long.addArc(
      center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: true)
    #expect(abs(long.boundingRect.minY) < 0.5, "the long way round passes the top")
  }

  @Test("trimmedPath keeps the asked-for fraction of the length")
  func trimmedPath() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 100, y: 0))
    }
    #expect(
      line.trimmedPath(from: 0.25, to: 0.5).boundingRect
        == CGRect(x: 25, y: 0, width: 25, height: 0))
    #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
  }

  @Test("a shape is Sendable and its path is worked out off the main actor, as in SwiftUI")
  func pathOffMainActor() async {
    let triangle = Triangle()
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let bounds = await Task.detached { triangle.path(in: rect).boundingRect }.value
    #expect(bounds == rect)
    let turned = await Task.detached {
      Rectangle().scale(0.5).rotation(.degrees(90)).trim(from: 0, to: 1).path(in: rect)
        .boundingRect
    }.value
    #expect(abs(turned.width - 10) < 0.01 && abs(turned.height - 20) < 0.01)
  }

  @Test("the built-in shapes have paths, for shapes made of them")
  func builtInPaths() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
    #expect(Rectangle().path(in: rect).boundingRect == rect)
    let circle = Circle().path(in: rect).boundingRect
    #expect(abs(circle.width - 40) < 0.5 && abs(circle.minX - 20) < 0.5)
    #expect(!RoundedRectangle(cornerRadius: 10).path(in: rect).contains(CGPoint(x: 1, y: 1)))
    #expect(Capsule().path(in: rect).contains(CGPoint(x: 40, y: 20)))
  }

  @Test("a path with points that are not numbers draws nothing rather than crash")
  func notANumber() {
    let broken = Path { path in
      path.move(to: CGPoint(x: CGFloat.nan, y: 0))
      path.addLine(to: CGPoint(x: CGFloat.infinity, y: 10))
    }
    #expect(text(broken.stroke(), width: 3, height: 1) == [""])
    #expect(text(broken, width: 3, height: 1) == [""])
  }
}
