import TerminalKit
import TerminalUI
import TerminalUITesting
import Testing

/// A sign-in asked for in an alert: a name, a password, and what the buttons did.
private struct SignIn: View {
  @State private var asking = false
  @State private var name = ""
  @State private var password = ""
  @State private var result = "まだ"

  var body: some View {
    VStack {
      Text(result).accessibilityIdentifier("result")
      Button("サインイン") { asking = true }.accessibilityIdentifier("open")
      TextField("背後の欄", text: .constant("")).accessibilityIdentifier("behind")
    }
    .alert("サインイン", isPresented: $asking) {
      TextField("名前", text: $name)
      SecureField("パスワード", text: $password).accessibilityIdentifier("password")
      Button("OK") { result = "\(name)/\(password.count)" }
      Button("キャンセル", role: .cancel) { result = "取消" }
    } message: {
      Text("アカウントを入力してください")
    }
  }
}

private func lines(_ app: TUIApplication) -> [String] {
  app.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

@Suite("Alerts with text fields among their actions")
struct AlertTextFieldTests {
  @Test("the fields are drawn in the box, one a row, between the message and the buttons")
  func layout() throws {
    let app = TUIApplication(rootView: SignIn(), size: CGSize(width: 60, height: 16))
    app.launch()
    app.buttons["open"].tap()
    let rows = lines(app)
    let message = try #require(rows.firstIndex(where: { $0.contains("アカウントを入力") }))
    let name = try #require(rows.firstIndex(where: { $0.contains("│ 名前") }))
    let password = try #require(rows.firstIndex(where: { $0.contains("│ パスワード") }))
    let buttons = try #require(rows.firstIndex(where: { $0.contains("[ OK ]") }))
    #expect(message < name)
    #expect(password == name + 1)
    #expect(password < buttons)
    #expect(rows[buttons].contains("[ キャンセル ]"))
  }

  @Test("the first field has focus; typing fills it, Tab moves to the next and on to the buttons")
  func keys() {
    let app = TUIApplication(rootView: SignIn(), size: CGSize(width: 60, height: 16))
    app.launch()
    app.buttons["open"].tap()
    let alert = app.alerts["サインイン"]
    let name = alert.textFields["名前"]
    #expect(name.hasFocus)
    app.typeText("太郎")
    #expect(name.value as? String == "太郎")
    #expect(lines(app).contains(where: { $0.contains("│ 太郎") }))
    app.typeKey(.tab)
    let password = alert.secureTextFields["password"]
    #expect(password.hasFocus)
    #expect(!name.hasFocus)
    app.typeText("abc")
    #expect(password.value as? String == "•••")
    // Enter in a field moves on: to the first button, which Enter then presses.
    app.typeKey(.enter)
    #expect(alert.buttons["OK"].hasFocus)
    app.typeKey(.enter)
    #expect(!alert.exists)
    #expect(app.staticTexts["result"].label == "太郎/3")
    // Focus goes back to the button that opened it.
    #expect(app.buttons["open"].hasFocus)
  }

  @Test("app.alerts.textFields: tap a field to focus it and type; Shift-Tab goes back; Esc cancels")
  func queries() {
    let app = TUIApplication(rootView: SignIn(), size: CGSize(width: 60, height: 16))
    app.launch()
    app.buttons["open"].tap()
    let alert = app.alerts.firstMatch
    #expect(alert.textFields.count == 1)
    #expect(alert.secureTextFields.count == 1)
    // The field behind the alert is not one of the alert's, and cannot be tapped.
    #expect(!alert.textFields["behind"].exists)
    #expect(!app.textFields["behind"].isHittable)
    alert.secureTextFields["password"].tap()
    #expect(alert.secureTextFields["password"].hasFocus)
    alert.secureTextFields["password"].typeText("xy")
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(alert.textFields["名前"].hasFocus)
    app.typeKey(.escape)
    #expect(!alert.exists)
    #expect(app.staticTexts["result"].label == "取消")
  }
}
