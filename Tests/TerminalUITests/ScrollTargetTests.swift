import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A paged, view-aligned scroll view of numbered rows whose position is bound.
private struct PositionedScroll: View {
  @State private var position: Int? = 12

  var body: some View {
    VStack(alignment: .leading) {
      Button("to 3") { position = 3 }
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<30) { index in
            Text("row \(index)").id(index)
          }
        }
        .scrollTargetLayout()
      }
      .frame(height: 64)
      .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: $position, anchor: .top)
    }
  }
}

@Suite("Scroll targets: behaviors accepted, scrollPosition(id:) scrolls to the id")
struct ScrollTargetTests {
  @Test("the bound id is scrolled to at first, and again when it changes")
  func position() {
    let app = TUIApplication(rootView: PositionedScroll(), size: CGSize(width: 20, height: 6))
    app.launch()
    // The first row under the button, without the scroll indicator at its end.
    let top = {
      let lines = app.screenText.split(separator: "\n").map(String.init)
      return lines.count > 1
        ? lines[1].trimmingCharacters(in: ["┃"]).trimmingCharacters(in: .whitespaces) : ""
    }
    #expect(app.staticTexts["row 12"].wait(timeout: 5) { _ in top() == "row 12" })
    app.buttons["to 3"].tap()
    #expect(app.staticTexts["row 3"].wait(timeout: 5) { _ in top() == "row 3" }, "\(top())")
  }

  @Test("a vertical scroll view is as wide as it is offered, its narrower content centred")
  @MainActor func takesOfferedWidth() {
    let row = HStack(spacing: 0) {
      ScrollView { Text("ab") }
      Text("|")
    }
    // Sized to its content, the scroll view would leave the bar beside the text.
    #expect(draw(row, width: 10, height: 1) == "   ab    |")
  }

  @Test("content margins pad the scroll view; the scroll view's coordinate space is the screen")
  func margins() {
    let lines = launched(
      ScrollView { Text("inside") }.contentMargins(.horizontal, 16, for: .scrollContent),
      width: 12, height: 1
    ).screenshot().lines
    #expect(lines[0] == "   inside")
    #expect(CoordinateSpace.scrollView == .global)
    #expect(CoordinateSpace.scrollView(axis: .horizontal) == .global)
  }
}
