import Testing

@testable import LoginFeature

@Suite("LoginValidator")
struct LoginValidatorTests {
  @Test(
    "checks an empty email, then an empty password, then the email's shape",
    arguments: [
      ("taro@example.jp", "secret", nil),
      ("", "secret", LoginValidationError.emailEmpty),
      ("", "", .emailEmpty),
      ("taro@example.jp", "", .passwordEmpty),
      ("taro", "secret", .emailInvalid),
      ("taro@", "secret", .emailInvalid),
      ("@example.jp", "secret", .emailInvalid),
      ("taro@example", "secret", .emailInvalid),
      ("taro@@example.jp", "secret", .emailInvalid),
      ("ta ro@example.jp", "secret", .emailInvalid),
      ("taro@example..jp", "secret", .emailInvalid),
    ] as [(String, String, LoginValidationError?)])
  func validation(email: String, password: String, expected: LoginValidationError?) {
    #expect(LoginValidator().validate(email: email, password: password) == expected)
  }

  @Test("each error has the message the form shows")
  func messages() {
    #expect(LoginValidationError.emailEmpty.message == "メールアドレスが入力されていません")
    #expect(LoginValidationError.passwordEmpty.message == "パスワードが入力されていません")
    #expect(LoginValidationError.emailInvalid.message == "メールアドレスの形式が正しくありません")
  }
}
