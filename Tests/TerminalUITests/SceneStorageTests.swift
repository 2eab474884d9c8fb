import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A screen that keeps its chosen tab in scene storage, as iOS apps do for restoration.
private struct Remembering: View {
  @SceneStorage("tab") private var tab = 0
  @SceneStorage("draft") private var draft: String?

  var body: some View {
    VStack {
      Text("タブ \(tab)").accessibilityIdentifier("tab")
      Text(draft ?? "下書きなし").accessibilityIdentifier("draft")
      Button("次のタブ") { tab += 1 }
      Button("下書き") { draft = "メモ" }
      Stepper("段", value: $tab)
    }
    .scrollDismissesKeyboard(.interactively)
    .onOpenURL { _ in }
    .contentMargins(16, for: .scrollContent)
  }
}

@Suite("@SceneStorage keeps its value while the program runs")
@MainActor
struct SceneStorageTests {
  @Test("the value starts as written, changes by assignment and by its binding, and stays")
  func keepsValue() {
    let app = TUIApplication(rootView: Remembering(), size: CGSize(width: 30, height: 10))
    app.launch()
    #expect(app.staticTexts["tab"].label == "タブ 0")
    #expect(app.staticTexts["draft"].label == "下書きなし")
    app.buttons["次のタブ"].click()
    app.buttons["次のタブ"].click()
    #expect(app.staticTexts["tab"].label == "タブ 2")
    app.steppers["段"].buttons["Increment"].tap()
    #expect(app.staticTexts["tab"].label == "タブ 3")
    app.buttons["下書き"].click()
    #expect(app.staticTexts["draft"].label == "メモ")
  }
}
