import Foundation
import TestSupport
import Testing

@testable import TerminalUITesting

@Suite("The demo's chat, a real program under a pseudo-terminal", .serialized)
struct DemoChatTests {
  @Test("the chat opens at its newest message and a message sent shows at the bottom")
  func chat() {
    let app = TUIApplication(
      executable: builtExecutable("terminalui-demo"), size: CGSize(width: 80, height: 30))
    app.launch()
    defer { app.terminate() }
    #expect(app.tables["demoMenu"].waitForExistence(timeout: 5))
    app.buttons["チャット"].click()
    #expect(app.textFields["demoChatDraft"].waitForExistence(timeout: 5))
    // Ten messages of three rows do not fit: the newest shows, the oldest is scrolled away.
    #expect(app.screenText.contains("│はい│"))
    #expect(!app.screenText.contains("こんにちは"))
    app.textFields["demoChatDraft"].click()
    app.typeText("了解です")
    app.typeKey(.enter)
    #expect(app.staticTexts["了解です"].waitForExistence(timeout: 5))
    let lines = app.screenText.split(separator: "\n").map(String.init)
    let sent = lines.lastIndex { $0.contains("了解です") } ?? 0
    let field = lines.lastIndex { $0.contains("[ 送信 ]") } ?? 0
    #expect(field - sent == 2, "the new message is the last bubble, above the field")
  }
}
