import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class ArticleLoginUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: ArticleLoginView(viewModel: ArticleLoginViewModel()))
    app.launch()
  }

  func testLoginButtonIsEnabledOnlyWithBothFields() {
    let loginButton = app.buttons["loginButton"]
    XCTAssertFalse(loginButton.isEnabled)

    let emailTextField = app.textFields["loginEmailTextField"]
    emailTextField.tap()
    emailTextField.typeText("test@example.com")
    XCTAssertFalse(loginButton.isEnabled)
    XCTAssertEqual(app.staticTexts["loginInvalidMessage"].label, "パスワードが入力されていません")

    let passwordSecureField = app.secureTextFields["loginPasswordSecureField"]
    passwordSecureField.tap()
    passwordSecureField.typeText("password")
    XCTAssertTrue(loginButton.isEnabled)

    loginButton.tap()
    XCTAssertTrue(app.alerts["ログイン成功"].waitForExistence(timeout: 1))
    app.alerts["ログイン成功"].buttons["OK"].tap()
    XCTAssertFalse(app.alerts["ログイン成功"].exists)
  }

  func testAMessageWaitsForInput() {
    XCTAssertEqual(app.staticTexts["loginInvalidMessage"].label, "")
    let emailTextField = app.textFields["loginEmailTextField"]
    emailTextField.tap()
    emailTextField.typeText("a")
    emailTextField.typeKey(.delete, modifierFlags: [])
    XCTAssertEqual(app.staticTexts["loginInvalidMessage"].label, "メールアドレスが入力されていません")
  }
}
