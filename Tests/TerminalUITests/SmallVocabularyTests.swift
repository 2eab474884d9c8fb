import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUITesting

@MainActor
@Suite("Button(_:systemImage:), textCase, lineLimit ranges and the accepted modifiers")
struct SmallVocabularyTests {
  private func lines(_ app: TUIApplication) -> [String] {
    app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  @Test("Button(_:systemImage:action:) is the symbol and the title in brackets, found by title")
  func buttonWithSystemImage() {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        VStack(alignment: .leading) {
          Button("追加", systemImage: "star") { count += 1 }
          Button("削除", systemImage: "star", role: .destructive) { count -= 10 }
          Text("\(count)").accessibilityIdentifier("count")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 12, height: 3))
    app.launch()
    #expect(lines(app)[0] == "[ ☆ 追加 ]")
    app.buttons["追加"].tap()
    #expect(app.staticTexts["count"].label == "1")
    app.buttons["削除"].tap()
    #expect(app.staticTexts["count"].label == "-9")
  }

  @Test("textCase draws the texts inside in upper or lower case; nil as written")
  func textCase() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Account").textCase(.uppercase)
      Text("NEWS").textCase(.lowercase)
      // The innermost textCase wins, nil too.
      VStack { Text("Mixed").textCase(nil) }.textCase(.uppercase)
    }
    let app = TUIApplication(rootView: view, size: CGSize(width: 7, height: 3))
    app.launch()
    #expect(lines(app) == ["ACCOUNT", "news", "Mixed"])
    #expect(app.staticTexts["ACCOUNT"].exists)
  }

  @Test("lineLimit(2...3) cuts at three lines and reserves two; reservesSpace reserves them all")
  func lineLimitRanges() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("一二三四 五六七八 九十").lineLimit(1...2).frame(width: 8, alignment: .leading)
      Text("短い").lineLimit(2...3)
      Text("下").lineLimit(3, reservesSpace: true)
      Text("終")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let app = TUIApplication(rootView: view, size: CGSize(width: 8, height: 8))
    app.launch()
    // A column is 8 points: frame(width: 8) is one column wide, so the long text is cut at
    // two lines.
    let shown = lines(app)
    #expect(shown.count == 8)
    #expect(shown[2...7] == ["短い", "", "下", "", "", "終"])
  }

  @Test("submitLabel, scrollBounceBehavior and preferredColorScheme are accepted")
  func accepted() {
    struct Screen: View {
      @State var name = ""
      var body: some View {
        ScrollView {
          TextField("名前", text: $name).submitLabel(.done)
        }
        .scrollBounceBehavior(.basedOnSize)
        .preferredColorScheme(.dark)
      }
    }
    let app = TUIApplication(rootView: Screen(), size: CGSize(width: 12, height: 3))
    app.launch()
    app.textFields["名前"].tap()
    app.textFields["名前"].typeText("太郎")
    app.typeKey(.return)
    #expect(app.textFields["名前"].value as? String == "太郎")
  }
}
