import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite("A fill or divider framed thinner than half a cell is a one-cell line")
@MainActor
struct HairlineTests {
  private func lines<V: View>(_ view: @autoclosure @escaping @MainActor () -> V) -> [String] {
    screenText(of: view(), width: 6, height: 3)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("a rectangle one point high is a horizontal line across its width")
  func thinRectangle() {
    let rows = lines(
      VStack(spacing: 0) {
        Text("top")
        Rectangle().fill(.gray).frame(height: 1)
        Text("end")
      })
    #expect(rows.prefix(3) == [" top", "──────", " end"])
  }

  @Test("a colour half a point wide is a vertical line between its neighbours")
  func thinColor() {
    let rows = lines(
      HStack(spacing: 0) {
        Text("a")
        Color.blue.frame(width: 0.5)
        Text("b")
      }.frame(height: 16))
    #expect(rows.first { !$0.isEmpty }?.trimmingCharacters(in: .whitespaces) == "a│b")
  }

  @Test("a divider framed one point high keeps its row")
  func thinDivider() {
    let rows = lines(
      VStack(spacing: 0) {
        Text("x")
        Divider().frame(height: 1)
        Text("y")
      })
    #expect(rows.prefix(3) == ["  x", "──────", "  y"])
  }

  @Test("text framed that thin still takes no row, as it shows nothing in SwiftUI")
  func thinText() {
    let rows = lines(
      VStack(spacing: 0) {
        Text("x")
        Text("hidden").frame(height: 1)
        Text("y")
      })
    #expect(!rows.joined().contains("hidden"))
  }
}
