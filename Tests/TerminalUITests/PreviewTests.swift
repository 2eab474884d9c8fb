import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

private struct Greeting: View {
  let name: String
  var body: some View { Text("こんにちは \(name)").accessibilityIdentifier("greeting") }
}

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View { Greeting(name: "プロバイダ") }
}

private let greetingPreview = Preview("あいさつ") { Greeting(name: "値") }

@Suite("Previews instead of #Preview, and a gallery that shows them")
struct PreviewTests {
  @Test(
    "a PreviewProvider's preview is named after it without _Previews; an untitled one by its place")
  func names() {
    #expect(Preview(Greeting_Previews.self).name == "Greeting")
    #expect(Preview(Greeting_Previews.self, name: "別名").name == "別名")
    #expect(Preview { Greeting(name: "x") }.name == nil)
  }

  @Test("the gallery lists the previews; Enter shows one under its title, Esc comes back")
  func gallery() {
    let app = TUIApplication(
      rootView: NavigationStack {
        PreviewGallery(greetingPreview, Preview(Greeting_Previews.self), Preview { Text("無題") })
      })
    app.launchEnvironment["LANG"] = "ja_JP.UTF-8"
    app.launch()
    #expect(app.screenText.hasPrefix("プレビュー"))
    #expect(app.buttons["あいさつ"].exists)
    #expect(app.buttons["Greeting"].exists)
    #expect(app.buttons["プレビュー 3"].exists)
    app.typeKey(.return)
    #expect(app.staticTexts["greeting"].label == "こんにちは 値")
    #expect(app.screenText.hasPrefix("‹ Esc  あいさつ"))
    app.typeKey(.escape)
    app.buttons["Greeting"].tap()
    #expect(app.staticTexts["greeting"].label == "こんにちは プロバイダ")
  }
}
