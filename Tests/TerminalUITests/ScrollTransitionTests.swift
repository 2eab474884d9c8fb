import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// Rows with a scroll transition and a visual effect, in a scroll view.
private struct FadingRows: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Text("row \(index)")
            .scrollTransition(.interactive.threshold(.visible(0.9))) { content, phase in
              content
                .opacity(phase.isIdentity ? 1 : 0)
                .offset(x: phase.isIdentity ? 0 : -100)
            }
        }
        Text("moved")
          .visualEffect { content, proxy in
            content.offset(x: proxy.size.width > 0 ? 16 : 0)
          }
          .frame(height: 16)
      }
    }
  }
}

@MainActor
@Suite("scrollTransition and visualEffect: effects from where a view is")
struct ScrollTransitionTests {
  @Test("rows on screen are in their scroll transition's identity phase; a visual effect moves")
  func transitions() {
    let lines = screenText(of: FadingRows(), width: 20, height: 5)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(Array(lines.prefix(4)) == ["row 0", "row 1", "row 2", "  moved"])
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
  }
}
