import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("Gradients: cell colours along a line, a circle or an angle")
struct GradientTests {
  private let blackToWhite = [Color(white: 0), Color(white: 1)]

  @Test("a linear gradient as a view colours each cell by where it is along the line")
  func linearView() {
    let screenshot = launched(
      LinearGradient(colors: blackToWhite, startPoint: .leading, endPoint: .trailing),
      width: 4, height: 1, colors: .trueColor
    ).screenshot()
    // Cell centres at 1/8, 3/8, 5/8, 7/8 of the way.
    #expect(screenshot[0, 0].background == .rgb(red: 32, green: 32, blue: 32))
    #expect(screenshot[3, 0].background == .rgb(red: 223, green: 223, blue: 223))
    let values = (0..<4).map { screenshot[$0, 0].background }
    #expect(Set(values).count == 4)
  }

  @Test("with 256 colours the nearest palette colours; with none, the shape reversed")
  func colourModes() {
    let gradient = LinearGradient(colors: blackToWhite, startPoint: .top, endPoint: .bottom)
    let palette = launched(gradient, width: 1, height: 2, colors: .palette).screenshot()
    #expect(palette[0, 0].background != palette[0, 1].background)
    guard case .indexed = palette[0, 0].background else {
      Issue.record("expected a palette colour, got \(palette[0, 0].background)")
      return
    }
    let none = launched(gradient, width: 1, height: 2, colors: .none).screenshot()
    #expect(none[0, 0].isReversed)
  }

  @Test("a gradient fills a shape, a background and text, and compiles in each place")
  func asStyle() {
    let gradient = LinearGradient(
      colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let screenshot = launched(
      VStack(spacing: 0) {
        Circle().fill(gradient).frame(width: 32, height: 16)
        Text("AB").frame(width: 32).background(gradient)
        Text("CDEF").foregroundStyle(gradient)
        Text("GH").padding(.horizontal, 8).background(Color.red.gradient)
      }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      width: 6, height: 4, colors: .trueColor
    ).screenshot()
    #expect(screenshot[0, 0].background != screenshot[3, 0].background)
    #expect(screenshot[0, 1].background != .default)
    #expect(screenshot.text.contains("AB"))
    #expect(screenshot[0, 2].foreground != screenshot[3, 2].foreground)
    #expect(screenshot[0, 3].background != .default)
  }

  @Test("stops mix between the two around a location; outside them the end colours")
  func stops() {
    let gradient = Gradient(stops: [
      .init(color: Color(red: 1, green: 0, blue: 0), location: 0.5),
      .init(color: Color(red: 0, green: 0, blue: 1), location: 1),
    ])
    #expect(gradient.color(at: 0.2) == Color(red: 1, green: 0, blue: 0))
    #expect(gradient.color(at: 0.75) == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(gradient.color(at: 2) == Color(red: 0, green: 0, blue: 1))
  }

  @Test("radial and angular gradients change with distance from and angle around the centre")
  func radialAndAngular() {
    let size = CGSize(width: 80, height: 80)
    let radial = RadialGradient(
      colors: [Color(white: 0), Color(white: 1)], center: .center, startRadius: 0, endRadius: 40)
    #expect(radial.color(at: CGPoint(x: 0.5, y: 0.5), size: size) == Color(white: 0))
    #expect(radial.color(at: CGPoint(x: 1, y: 0.5), size: size) == Color(white: 1))
    let angular = AngularGradient(
      colors: [Color(white: 0), Color(white: 1)], center: .center)
    let right = angular.color(at: CGPoint(x: 1, y: 0.5), size: size)
    let below = angular.color(at: CGPoint(x: 0.5, y: 1), size: size)
    #expect(right == Color(white: 0))
    // A quarter turn clockwise from the trailing side.
    #expect(below == Color(white: 0.25))
  }
}
