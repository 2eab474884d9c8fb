import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A menu with a primary action, as Safari's bookmarks button is written.
private struct BookmarkMenu: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Menu {
        Button("Show All") { log.append("all") }
      } label: {
        Text("Bookmark")
      } primaryAction: {
        log.append("primary")
      }
      Text(log.joined(separator: ",")).accessibilityIdentifier("log")
    }
  }
}

@MainActor
@Suite("Menu with a primary action: a tap runs it, a long press opens the menu")
struct MenuPrimaryActionTests {
  @Test("a menu's primary action runs on a tap; a long press opens its actions")
  func primaryAction() {
    let app = TUIApplication(rootView: BookmarkMenu(), size: CGSize(width: 30, height: 10))
    app.launch()
    app.buttons["Bookmark"].tap()
    #expect(app.staticTexts["log"].label == "primary")
    app.buttons["Bookmark"].press(forDuration: 1)
    app.buttons["Show All"].tap()
    #expect(app.staticTexts["log"].label == "primary,all")
  }
}
