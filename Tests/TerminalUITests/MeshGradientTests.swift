import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

@MainActor
@Suite("MeshGradient: colours at a grid of points, blended between them cell by cell")
struct MeshGradientTests {
  let corners = MeshGradient(
    width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
    colors: [.red, .blue, .green, .yellow], smoothsColors: false)

  func rgb(_ color: TUIScreenshot.Color) -> (Int, Int, Int)? {
    if case .rgb(let red, let green, let blue) = color { return (red, green, blue) }
    return nil
  }

  @Test("each corner cell is nearest its point's colour; the middle is a blend of all four")
  func corners2x2() throws {
    let app = launched(corners, width: 10, height: 5, colors: .trueColor)
    let shot = app.screenshot()
    let topLeft = try #require(rgb(shot[0, 0].background))
    let topRight = try #require(rgb(shot[9, 0].background))
    let bottomLeft = try #require(rgb(shot[0, 4].background))
    let middle = try #require(rgb(shot[5, 2].background))
    #expect(topLeft.0 > topLeft.2 + 120, "red: \(topLeft)")
    #expect(topRight.2 > topRight.0 + 120, "blue: \(topRight)")
    #expect(bottomLeft.1 > bottomLeft.0 + 80, "green: \(bottomLeft)")
    // Red, blue, green and yellow averaged.
    #expect((90...170).contains(middle.0) && (60...150).contains(middle.1), "\(middle)")
  }

  @Test("a point moved off the grid moves the colours; outside every quad is the background")
  func warpedMesh() {
    let leaning = MeshGradient(
      width: 2, height: 2, points: [[0.5, 0], [1, 0], [0.5, 1], [1, 1]],
      colors: [.red, .red, .red, .red], background: .blue)
    #expect(
      leaning.color(at: CGPoint(x: 0.25, y: 0.5), size: CGSize(width: 80, height: 80)) == .blue)
    #expect(
      leaning.color(at: CGPoint(x: 0.75, y: 0.5), size: CGSize(width: 80, height: 80)).kind
        == Color.red.kind)
    let (s, t) =
      MeshGradient.inverseBilinear([0.75, 0.25], [0.5, 0], [1, 0], [0.5, 1], [1, 1]) ?? (-1, -1)
    #expect(abs(s - 0.5) < 1e-6 && abs(t - 0.25) < 1e-6)
    // A mesh whose counts do not match draws its background.
    let broken = MeshGradient(
      width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [.red], background: .green)
    #expect(broken.color(at: CGPoint(x: 0.5, y: 0.5), size: CGSize(width: 8, height: 16)) == .green)
  }

  @Test("a mesh is a view and a style: background, fill and foreground style all compile and draw")
  func asStyle() throws {
    let background = launched(
      Text("hi").frame(width: 40, height: 16).background(corners), width: 5, height: 1,
      colors: .trueColor)
    #expect(background.screenshot()[0, 0].background != .default)
    let filled = launched(Rectangle().fill(corners), width: 4, height: 2, colors: .trueColor)
    let corner = try #require(rgb(filled.screenshot()[0, 0].background))
    #expect(corner.0 > corner.2 + 60, "the top-left cell is nearest red: \(corner)")
    let text = launched(
      Text("mesh").foregroundStyle(corners), width: 4, height: 1, colors: .trueColor)
    #expect(text.screenText == "mesh")
    #expect(text.screenshot()[0, 0].foreground != .default)
    let bezier = MeshGradient(
      width: 2, height: 2,
      bezierPoints: [[0, 0], [1, 0], [0, 1], [1, 1]].map { (p: SIMD2<Float>) in
        MeshGradient.BezierPoint(
          position: p, leadingControlPoint: p, topControlPoint: p, trailingControlPoint: p,
          bottomControlPoint: p)
      }, colors: [.red, .blue, .green, .yellow])
    // At its first point, the first point's colour.
    let first = bezier.color(at: .zero, size: CGSize(width: 8, height: 8))
    if case .rgb(let red, let green, _) = first.kind {
      #expect(abs(red - 1) < 0.01 && abs(green - 59.0 / 255) < 0.01, "\(first)")
    } else {
      Issue.record("not a 24-bit colour: \(first)")
    }
  }
}
