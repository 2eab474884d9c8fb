import TerminalUI
import TerminalUITesting
import Testing

/// Whether the request runs, as a view model would say.
@MainActor
private final class Request: ObservableObject {
  @Published var busy = false
  @Published var presses = 0
}

/// Three buttons; the middle one disables itself while its request runs, and 後 ends it.
private struct SelfDisablingRow: View {
  @ObservedObject var request: Request

  var body: some View {
    VStack {
      HStack {
        Button("前") {}.accessibilityIdentifier("before")
        Button("送信") {
          request.presses += 1
          request.busy = true
        }
        .disabled(request.busy)
        .accessibilityIdentifier("send")
        Button("後") { request.busy = false }.accessibilityIdentifier("after")
      }
      Text("\(request.presses)").accessibilityIdentifier("presses")
    }
  }
}

/// A button that removes itself when pressed, between two others.
private struct LeavingRow: View {
  @State private var gone = false

  var body: some View {
    HStack {
      Button("一") {}.accessibilityIdentifier("first")
      if !gone { Button("消える") { gone = true }.accessibilityIdentifier("go") }
      Button("三") {}.accessibilityIdentifier("last")
    }
  }
}

@MainActor
@Suite("A focused control that becomes disabled keeps its place")
struct FocusPlaceTests {
  private func launch(_ request: Request = Request()) -> TUIApplication {
    let app = TUIApplication(
      rootView: SelfDisablingRow(request: request), size: CGSize(width: 40, height: 6))
    app.launch()
    return app
  }

  @Test("it keeps focus, and Enter on it presses nothing")
  func keepsFocus() {
    let app = launch()
    let send = app.buttons["send"]
    app.typeKey(.tab)
    #expect(send.hasFocus)
    app.typeKey(.return)
    #expect(!send.isEnabled)
    #expect(send.hasFocus)
    app.typeKey(.return)
    app.typeKey(.space)
    #expect(app.staticTexts["presses"].label == "1")
    #expect(send.hasFocus)
  }

  @Test("a control that leaves the screen still hands focus to the one after it")
  func leaves() {
    let app = TUIApplication(rootView: LeavingRow(), size: CGSize(width: 40, height: 6))
    app.launch()
    app.typeKey(.tab)
    #expect(app.buttons["go"].hasFocus)
    app.typeKey(.return)
    #expect(!app.buttons["go"].exists)
    #expect(app.buttons["last"].hasFocus)
  }

  @Test("Tab goes to the enabled control after it, Shift-Tab to the one before it")
  func neighbours() {
    let app = launch()
    app.typeKey(.tab)
    app.typeKey(.return)
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(app.buttons["before"].hasFocus)
    app.typeKey(.tab)
    #expect(app.buttons["after"].hasFocus, "the disabled button is skipped")
  }

  @Test("enabled again before focus moved, it has focus again and takes keys")
  func enabledAgain() {
    let request = Request()
    let app = launch(request)
    let send = app.buttons["send"]
    app.typeKey(.tab)
    app.typeKey(.return)
    #expect(send.hasFocus)
    // The request ends.
    request.busy = false
    #expect(send.isEnabled)
    #expect(send.hasFocus)
    app.typeKey(.return)
    #expect(app.staticTexts["presses"].label == "2")
    #expect(send.hasFocus)
  }
}
