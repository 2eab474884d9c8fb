import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite("Where a vertical rule meets a horizontal one, the junction is drawn")
struct RuleJunctionTests {
  @Test("a vertical divider between two texts, a horizontal one above and below: ┬ and ┴")
  func endsOnRules() {
    let text = draw(
      VStack(spacing: 0) {
        Divider()
        HStack(spacing: 0) {
          Text("左")
          Divider()
          Text("右")
        }
        Divider()
      }, width: 5, height: 3)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(text)")
    #expect(lines.first?.contains("┬") == true, "\(text)")
    #expect(lines.dropFirst().first?.contains("│") == true, "\(text)")
    #expect(lines.last?.contains("┴") == true, "\(text)")
  }

  @Test("a divider beside text, with no rule near it, stays a plain vertical line")
  func plainRule() {
    let text = draw(
      HStack(spacing: 0) {
        Text("左")
        Divider()
        Text("右")
      }, width: 5, height: 1)
    #expect(text.contains("│"))
    #expect(!text.contains("┼") && !text.contains("┬") && !text.contains("┴"))
  }

  @Test("a wide split view's column rule crosses the title rules: ┼, and ┬ under the bar above")
  func splitViewCrossing() {
    let screen = NavigationStack {
      NavigationSplitView {
        Text("一覧").navigationTitle("左")
      } detail: {
        Text("詳細").navigationTitle("右")
      }
    }
    let app = TUIApplication(rootView: screen, size: CGSize(width: 70, height: 8))
    app.launch()
    let lines = app.screenText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("┼") }, "\(app.screenText)")
    let crossing = lines.first { $0.contains("┼") } ?? ""
    #expect(!crossing.contains("│"), "the crossing row has no plain rule: \(crossing)")
  }
}
