import Foundation
@_spi(Engine) import TerminalUI
import TerminalUITesting
import Testing

/// A screen with TerminalUI's own words on it: an edit button, a stepper's buttons, a search
/// field's prompt, an alert's default cancel button and a sheet's hint.
private struct WordsScreen: View {
  @State private var count = 1
  @State private var query = ""
  @State private var alertShown = false
  @State private var sheetShown = false

  var body: some View {
    NavigationStack {
      VStack {
        EditButton()
        Stepper("数 \(count)", value: $count, in: 0...9).accessibilityIdentifier("count")
        Button("警告") { alertShown = true }
        Button("シート") { sheetShown = true }
      }
      .searchable(text: $query)
    }
    .alert(isPresented: $alertShown) {
      Alert(title: Text("確認"), primaryButton: .default(Text("OK")), secondaryButton: .cancel())
    }
    .sheet(isPresented: $sheetShown) { Text("中身") }
  }
}

/// Two edit buttons, each under a locale of its own.
private struct TwoLanguages: View {
  var body: some View {
    VStack {
      EditButton().environment(\.locale, Locale(identifier: "en_US"))
      EditButton().environment(\.locale, Locale(identifier: "ja_JP"))
    }
  }
}

@Suite("TerminalUI's own words follow the locale: English, or Japanese where it is Japanese")
struct SystemWordsTests {
  @Test("a program's locale is LC_ALL, then LC_MESSAGES, then LANG; C and POSIX name none")
  func localeFromEnvironment() {
    func language(_ variables: [String: String]) -> String? {
      Locale.named(by: variables).language.languageCode?.identifier
    }
    #expect(language(["LANG": "ja_JP.UTF-8"]) == "ja")
    #expect(Locale.named(by: ["LANG": "ja_JP.UTF-8"]).identifier == "ja_JP")
    #expect(language(["LANG": "ja_JP.UTF-8", "LC_ALL": "en_GB.UTF-8"]) == "en")
    #expect(language(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.eucJP"]) == "ja")
    #expect(language(["LC_ALL": "", "LANG": "ja_JP"]) == "ja")
    #expect(language(["LANG": "de_DE@euro"]) == "de")
    #expect(Locale.named(by: ["LANG": "C.UTF-8"]) == Locale.current)
    #expect(Locale.named(by: ["LC_ALL": "POSIX", "LANG": "ja_JP.UTF-8"]) == Locale.current)
    #expect(Locale.named(by: [:]) == Locale.current)
  }

  @Test(
    "the same screen speaks English or Japanese as its launch environment's LANG says",
    arguments: [
      ("en_US.UTF-8", ["Edit", "Increment", "Decrement", "Search", "Cancel", "Esc to close"]),
      ("ja_JP.UTF-8", ["編集", "増やす", "減らす", "検索", "キャンセル", "Esc で閉じる"]),
    ])
  func words(lang: String, expected: [String]) {
    let app = TUIApplication(rootView: WordsScreen(), size: CGSize(width: 40, height: 12))
    app.launchEnvironment["LANG"] = lang
    app.launch()
    #expect(app.buttons[expected[0]].exists, "\(app.screenText)")
    let stepper = app.steppers["count"]
    #expect(stepper.buttons["Increment"].label == expected[1])
    #expect(stepper.buttons["Decrement"].label == expected[2])
    #expect(app.searchFields.firstMatch.placeholderValue == expected[3])
    app.buttons["警告"].tap()
    #expect(app.alerts.buttons[expected[4]].exists, "\(app.screenText)")
    app.alerts.buttons[expected[4]].tap()
    app.buttons["シート"].tap()
    #expect(app.screenText.contains(expected[5]), "\(app.screenText)")
  }

  @Test("-AppleLanguages and -AppleLocale in launchArguments choose the language, as on iOS")
  func appleLanguages() {
    func title(_ arguments: [String], environment: [String: String] = [:]) -> String? {
      let app = TUIApplication(rootView: EditButton(), size: CGSize(width: 20, height: 3))
      app.launchArguments = arguments
      app.launchEnvironment = environment
      app.launch()
      return app.buttons.firstMatch.label
    }
    #expect(title(["-AppleLanguages", "(ja, en)"]) == "編集")
    #expect(title(["-AppleLanguages", "(\"en-GB\", ja)"]) == "Edit")
    // The locale wins over the languages; LANG in the environment over both.
    #expect(title(["-AppleLanguages", "(ja)", "-AppleLocale", "en_US"]) == "Edit")
    #expect(title(["-AppleLanguages", "(ja)"], environment: ["LANG": "en_US.UTF-8"]) == "Edit")
  }

  @Test("a view's locale reaches the words inside it: two edit buttons, two languages")
  func nestedLocales() {
    let app = TUIApplication(rootView: TwoLanguages(), size: CGSize(width: 20, height: 4))
    app.launch()
    #expect(app.buttons["Edit"].exists)
    #expect(app.buttons["編集"].exists)
  }

  @Test("Text(date, style:) formats in the environment's locale")
  func dateText() {
    var parts = DateComponents()
    (parts.year, parts.month, parts.day, parts.hour, parts.minute) = (2026, 3, 5, 21, 7)
    let date = Calendar.current.date(from: parts) ?? Date()
    let english = TUIApplication(
      rootView: Text(date, style: .time).environment(\.locale, Locale(identifier: "en_US")))
    english.launch()
    #expect(english.screenText.contains("9:07"), "\(english.screenText)")
    #expect(english.screenText.contains("PM"), "\(english.screenText)")
    let japanese = TUIApplication(
      rootView: Text(date, style: .time).environment(\.locale, Locale(identifier: "ja_JP")))
    japanese.launch()
    #expect(japanese.screenText.contains("21:07"), "\(japanese.screenText)")
  }
}
