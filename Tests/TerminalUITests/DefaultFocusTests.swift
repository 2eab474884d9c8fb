import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

private enum Field: Hashable { case name, mail }

/// A form that starts in its second field, as iOS 17 code writes it with defaultFocus.
private struct Signup: View {
  @FocusState private var field: Field?
  @State private var name = ""
  @State private var mail = ""

  var body: some View {
    VStack {
      TextField("名前", text: $name).focused($field, equals: .name)
      TextField("メール", text: $mail).focused($field, equals: .mail)
      Button("名前へ") { field = .name }
    }
    .defaultFocus($field, .mail)
  }
}

@MainActor
@Suite("defaultFocus(_:_:priority:)")
struct DefaultFocusTests {
  @Test("the bound control has focus when the view appears, and only then")
  func startsInBoundField() {
    let app = TUIApplication(rootView: Signup(), size: CGSize(width: 30, height: 5))
    app.launch()
    #expect(app.textFields["メール"].hasFocus)
    app.textFields["メール"].typeText("a@b")
    app.buttons["名前へ"].tap()
    #expect(app.textFields["名前"].hasFocus)
    // Later frames leave focus where the user put it.
    app.textFields["名前"].typeText("花子")
    #expect(app.textFields["名前"].hasFocus)
  }
}
