import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

/// A one-row board whose marker the arrow keys move, as a small game reads keys.
private struct Board: View {
  @State private var position = 2
  @State private var heard: [String] = []

  var body: some View {
    VStack {
      Text(String(repeating: "・", count: position) + "●").accessibilityIdentifier("board")
        .focusable()
        .onKeyPress(.leftArrow) {
          position = max(0, position - 1)
          return .handled
        }
        .onKeyPress(.rightArrow) {
          position += 1
          return .handled
        }
        .onKeyPress(phases: .down) { press in
          heard.append(press.characters.isEmpty ? "·" : press.characters)
          return .ignored
        }
      Text(heard.joined()).accessibilityIdentifier("heard")
      Button("次へ") {}
    }
  }
}

/// A search field whose Enter and digits an outer handler takes.
private struct Search: View {
  @State private var text = ""
  @State private var submitted = 0
  @State private var digits = ""

  var body: some View {
    VStack {
      TextField("検索", text: $text)
        .onSubmit { submitted += 1 }
        .onKeyPress(.return) { .handled }
      Text("\(submitted) 回 \(digits)").accessibilityIdentifier("state")
    }
    .onKeyPress(characters: .decimalDigits) { press in
      digits += press.characters
      return .handled
    }
  }
}

@MainActor
@Suite("onKeyPress and focusable")
struct KeyPressTests {
  @Test("a focusable view takes focus and its handlers hear the arrows before focus moves")
  func board() {
    let app = TUIApplication(rootView: Board(), size: CGSize(width: 20, height: 4))
    app.launch()
    #expect(app.staticTexts["board"].label == "・・●")
    app.typeKey(.leftArrow)
    app.typeKey(.leftArrow)
    app.typeKey(.leftArrow)
    #expect(app.staticTexts["board"].label == "●")
    app.typeKey(.rightArrow)
    #expect(app.staticTexts["board"].label == "・●")
    // A key every handler ignores goes on: Tab still moves focus, heard on the way.
    app.typeKey("x", modifierFlags: [])
    app.typeKey(.tab)
    #expect(app.buttons["次へ"].hasFocus)
    #expect(app.staticTexts["heard"].label == "x\t")
    // Focus elsewhere, the board's handlers hear nothing.
    app.typeKey(.leftArrow)
    #expect(app.staticTexts["board"].label == "・●")
  }

  @Test("handled keys never reach the text field; the inner handler goes first")
  func aroundTextField() {
    let app = TUIApplication(rootView: Search(), size: CGSize(width: 30, height: 4))
    app.launch()
    app.textFields["検索"].typeText("ab12c")
    #expect(app.textFields["検索"].value as? String == "abc")
    app.typeKey(.enter)
    #expect(app.staticTexts["state"].label == "0 回 12")
  }

  @Test("a terminal key is a KeyPress: arrows, Enter, control and option keys")
  func pressFromKey() {
    #expect(KeyPress(.up)?.key == .upArrow)
    #expect(KeyPress(.enter)?.key == .return)
    #expect(KeyPress(.control("c"))?.modifiers == .control)
    #expect(KeyPress(.alt(.character("f")))?.modifiers == .option)
    #expect(KeyPress(.alt(.character("f")))?.characters == "f")
    #expect(KeyPress(.backTab)?.modifiers == .shift)
    #expect(KeyPress(.paste("text")) == nil)
  }
}
