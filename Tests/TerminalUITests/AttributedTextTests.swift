import Foundation
import TerminalUITesting
import Testing

@testable import TerminalUI

@MainActor
@Suite("Text(AttributedString): runs with SwiftUI's attributes")
struct AttributedTextTests {
  @Test("each run keeps its colour and font; the text reads as one string")
  func runs() throws {
    var string = AttributedString("Learn about local weather now")
    let range = try #require(string.range(of: "local weather"))
    string[range].foregroundColor = Color(red: 0, green: 0, blue: 1)
    string[range].font = .callout.bold()
    let app = launched(Text(string), width: 40, height: 1, colors: .trueColor)
    #expect(app.screenText.trimmingCharacters(in: .whitespaces) == "Learn about local weather now")
    let shot = app.screenshot()
    let local = try #require(shot.cell(at: "local"))
    #expect(local.foreground == .rgb(red: 0, green: 0, blue: 255))
    #expect(local.isBold)
    let learn = try #require(shot.cell(at: "Learn"))
    #expect(learn.foreground != .rgb(red: 0, green: 0, blue: 255))
    #expect(!learn.isBold)
  }

  @Test("a text interpolated into a text keeps its own font and colour, as in SwiftUI")
  func interpolatedText() throws {
    let price = Text("980円").bold().foregroundColor(Color(red: 0, green: 0, blue: 1))
    let app = launched(
      Text("合計 \(price) (税込)"), width: 20, height: 1, colors: .trueColor)
    #expect(app.screenText.trimmingCharacters(in: .whitespaces) == "合計 980円 (税込)")
    #expect(app.staticTexts["合計 980円 (税込)"].exists)
    let shot = app.screenshot()
    let amount = try #require(shot.cell(at: "980"))
    #expect(amount.isBold)
    #expect(amount.foreground == .rgb(red: 0, green: 0, blue: 255))
    let label = try #require(shot.cell(at: "合計"))
    #expect(!label.isBold)
    #expect(!(try #require(shot.cell(at: "(税込)")).isBold))
    // The outer text's own modifiers fill in what the inner one left, and change nothing
    // it set.
    let outer = launched(
      Text("合計 \(price) (税込)").foregroundColor(Color(red: 1, green: 0, blue: 0))
        .fontWeight(.regular),
      width: 20, height: 1, colors: .trueColor
    ).screenshot()
    let kept = try #require(outer.cell(at: "980"))
    #expect(kept.isBold)
    #expect(kept.foreground == .rgb(red: 0, green: 0, blue: 255))
    #expect(try #require(outer.cell(at: "合計")).foreground == .rgb(red: 255, green: 0, blue: 0))
  }

  @Test("a string literal is still a localized key, not an attributed string")
  func literals() {
    #expect(
      screenText(of: Text("plain"), width: 10, height: 1).trimmingCharacters(in: .whitespaces)
        == "plain")
    #expect(Text(AttributedString("")).plainText.isEmpty)
  }
}
