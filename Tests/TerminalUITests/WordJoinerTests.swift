import Foundation
import TerminalUI
import TerminalUITesting
import Testing

@Suite("A word joiner keeps its neighbours on one line")
struct WordJoinerTests {
  /// The screen's lines, trailing blanks dropped, for `text` in a column 12 cells wide.
  private func lines(_ text: String) -> [String] {
    let app = TUIApplication(
      rootView: Text(text).accessibilityIdentifier("text").frame(width: 96, alignment: .leading),
      size: CGSize(width: 20, height: 4))
    app.launch()
    return app.screenText.split(separator: "\n").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test("Japanese breaks between any two characters, but not across a word joiner")
  func japanese() {
    #expect(lines("一二三四五終了") == ["一二三四五終", "了"])
    #expect(lines("一二三四五終\u{2060}了") == ["一二三四五", "終了"])
  }

  @Test("a space joined on both sides is not a place to break")
  func joinedSpace() {
    #expect(lines("aaaa bbbb cccc") == ["aaaa bbbb", "cccc"])
    #expect(lines("aaaa bbbb\u{2060} \u{2060}cccc") == ["aaaa", "bbbb cccc"])
  }

  @Test("the joiner is not drawn and not read")
  func invisible() {
    let app = TUIApplication(rootView: Text("終\u{2060}了").accessibilityIdentifier("text"))
    app.launch()
    #expect(app.staticTexts["text"].label == "終了")
    #expect(app.screenText.contains("終了"))
  }
}
