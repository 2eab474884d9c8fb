import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@Suite("A NavigationLink looks as SwiftUI draws it where it is")
struct NavigationLinkLookTests {
  private struct Screen: View {
    var body: some View {
      NavigationStack {
        VStack(alignment: .leading, spacing: 0) {
          NavigationLink("設定へ") { Text("設定の画面").accessibilityIdentifier("settings") }
          List {
            NavigationLink("行のリンク") { Text("行の先") }
          }
        }
      }
    }
  }

  @Test("outside a list: its label and a chevron beside it, in the accent colour; in a list, a row")
  func look() {
    let app = launched(Screen(), width: 30, height: 6, colors: .trueColor)
    let lines = app.screenText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("設定へ ›") && !$0.hasSuffix("›  ") }, "\(lines)")
    let row = lines.first { $0.hasPrefix("行のリンク") } ?? ""
    #expect(row.hasSuffix("›") && row.count > 20, "\(row)")
    let link = app.buttons["設定へ"].frame
    #expect(link.width < 12)
    let screenshot = app.screenshot()
    #expect(screenshot[Int(link.minX), Int(link.minY)].foreground != .default)
    app.buttons["設定へ"].tap()
    #expect(app.staticTexts["settings"].waitForExistence(timeout: 5))
  }
}
