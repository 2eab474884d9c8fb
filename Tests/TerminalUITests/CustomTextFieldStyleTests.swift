import Foundation
import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A text field style of the app's own, as SwiftUI code writes one: the field between markers
/// and in a box.
private struct MarkedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack(spacing: 0) {
      Text("»")
      configuration
      Text("«")
    }
    .border(Color.gray)
  }
}

/// A sign-in form whose fields share one style.
private struct StyledForm: View {
  @State private var name = ""
  @State private var secret = ""
  @State private var submitted = ""

  var body: some View {
    VStack {
      SecureField("合言葉", text: $secret)
      // The last field of a form submits on Enter (an earlier one hands focus on).
      TextField("名前", text: $name).onSubmit { submitted = name }
      Text("送信: \(submitted)").accessibilityIdentifier("sent")
      Text("合言葉の長さ: \(secret.count)").accessibilityIdentifier("length")
    }
    .textFieldStyle(MarkedFieldStyle())
  }
}

@MainActor
@Suite("A text field style of the app's own (_body(configuration:))")
struct CustomTextFieldStyleTests {
  @Test("the style's body wraps the field: its markers and box around the field's prompt")
  func bodyWrapsTheField() {
    let text = draw(
      TextField("名前", text: .constant("")).textFieldStyle(MarkedFieldStyle()), width: 20,
      height: 3)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("┌") == true)
    #expect(lines.dropFirst().first?.contains("»") == true)
    #expect(lines.dropFirst().first?.contains("«") == true)
    #expect(text.contains("名前"))
  }

  @Test("the field inside the style is drawn plain, not in the rounded box of the built-in style")
  func configurationIsPlain() {
    let plain = draw(TextField("名前", text: .constant("山田")), width: 12, height: 2)
    let styled = draw(
      TextField("名前", text: .constant("山田")).textFieldStyle(MarkedFieldStyle()), width: 14,
      height: 4)
    #expect(styled.contains("山田"))
    #expect(!styled.contains("╭"))
    #expect(plain.contains("山田"))
  }

  @Test("a field drawn through the style keeps its binding, focus and submit action")
  func fieldStillEdits() {
    let app = TUIApplication(rootView: StyledForm(), size: CGSize(width: 30, height: 10))
    app.launch()
    let field = app.textFields["名前"]
    #expect(field.exists)
    field.tap()
    #expect(field.hasFocus)
    app.typeText("花子")
    app.typeKey(.return)
    #expect(app.staticTexts["sent"].label == "送信: 花子")
  }

  @Test("a secure field under the style gets the same body and stays masked")
  func secureFieldStaysMasked() {
    let app = TUIApplication(rootView: StyledForm(), size: CGSize(width: 30, height: 10))
    app.launch()
    let secure = app.secureTextFields["合言葉"]
    #expect(secure.exists)
    secure.tap()
    app.typeText("ひみつ")
    #expect(app.staticTexts["length"].label == "合言葉の長さ: 3")
    #expect(!app.screenText.contains("ひみつ"))
    #expect(app.screenText.components(separatedBy: "»").count == 3)
  }

  @Test("an identifier given before or after the style names the field inside it")
  func identifierReachesTheField() {
    let screen = VStack {
      TextField("前", text: .constant("一")).accessibilityIdentifier("before")
        .textFieldStyle(MarkedFieldStyle())
      TextField("後", text: .constant("二")).textFieldStyle(MarkedFieldStyle())
        .accessibilityIdentifier("after")
    }
    let app = TUIApplication(rootView: screen, size: CGSize(width: 20, height: 8))
    app.launch()
    #expect(app.textFields["before"].value as? String == "一")
    #expect(app.textFields["after"].value as? String == "二")
  }

  @Test("a built-in style set inside a custom one replaces it")
  func innerBuiltInWins() {
    let field = TextField("名前", text: .constant(""))
    #expect(
      draw(field.textFieldStyle(.roundedBorder).textFieldStyle(MarkedFieldStyle()), width: 20)
        == draw(field.textFieldStyle(.roundedBorder), width: 20))
  }
}
