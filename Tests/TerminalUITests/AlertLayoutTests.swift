import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// What the alert's buttons did, for a test thread to read.
private final class Presses: @unchecked Sendable {
  private let lock = NSLock()
  private var names: [String] = []

  func record(_ name: String) { lock.withLock { names.append(name) } }
  var all: [String] { lock.withLock { names } }
}

/// A screen that shows a two-button alert with a long message at once, like the cheese
/// screen's すべて削除 confirmation.
private struct ConfirmingScreen: View {
  let presses: Presses
  @State private var isConfirming = true

  var body: some View {
    Text("チーズの一覧")
      .alert("チーズをすべて削除しますか?", isPresented: $isConfirming) {
        Button("キャンセル", role: .cancel) { presses.record("キャンセル") }
        Button("削除", role: .destructive) { presses.record("削除") }
      } message: {
        Text("入力した 12 個のチーズを削除します。この操作は取り消せません。")
      }
  }
}

@Suite("An alert on a small screen")
struct AlertLayoutTests {
  private let screen = CGRect(x: 0, y: 0, width: 20, height: 6)

  /// The confirming screen, headless, on a screen of `size`.
  private func launch(_ presses: Presses, size: CGSize = CGSize(width: 20, height: 6))
    -> TUIApplication
  {
    let app = TUIApplication(rootView: ConfirmingScreen(presses: presses), size: size)
    app.launch()
    return app
  }

  private func isOnScreen(_ frame: CGRect) -> Bool {
    frame.width > 0 && frame.height > 0 && frame.intersection(screen) == frame
  }

  @Test("at 20×6 the title and message give way and both buttons stay on screen")
  func buttonsStayOnScreen() {
    let presses = Presses()
    let app = launch(presses)
    let alert = app.alerts["チーズをすべて削除しますか?"]
    #expect(alert.exists)
    for title in ["キャンセル", "削除"] {
      let button = alert.buttons[title]
      #expect(button.exists)
      #expect(isOnScreen(button.frame), "\(title) at \(button.frame)")
      #expect(button.isHittable)
      #expect(app.screenText.contains("[ \(title) ]"), "\(app.screenText)")
    }
    // The message is cut with an ellipsis, but a screen reader still reads all of it.
    #expect(app.screenText.contains("…"), "\(app.screenText)")
    #expect(alert.staticTexts["入力した 12 個のチーズを削除します。この操作は取り消せません。"].exists)
    alert.buttons["削除"].tap()
    #expect(!alert.exists)
    #expect(presses.all == ["削除"])
  }

  @Test("at 20×6 the keys reach the buttons: Tab moves to the second, Enter presses it")
  func keysReachTheButtons() {
    let presses = Presses()
    let app = launch(presses)
    let alert = app.alerts["チーズをすべて削除しますか?"]
    #expect(alert.buttons["キャンセル"].hasFocus)
    app.typeKey(.tab)
    #expect(alert.buttons["削除"].hasFocus)
    app.typeKey(.enter)
    #expect(!alert.exists)
    #expect(presses.all == ["削除"])
  }

  @Test("a title too long for the box wraps instead of being cut off")
  func titleWraps() {
    let app = launch(Presses(), size: CGSize(width: 24, height: 12))
    // The box is 20 columns wide: the title takes two of its lines, all of it shown.
    let lines = app.screenText.split(separator: "\n")
    #expect(lines.contains { $0.contains("チーズをすべて削") }, "\(app.screenText)")
    #expect(lines.contains { $0.contains("除しますか?") }, "\(app.screenText)")
    #expect(!app.screenText.contains("…"), "\(app.screenText)")
  }
}
