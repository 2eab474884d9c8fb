import TerminalUI
import TerminalUITesting
import Testing

@testable import DivisionFeature

@Suite("Division screen UI")
struct DivisionUITests {
  /// A launched division screen and its view controller.
  private func launch() async -> (TUIApplication, DivisionViewController) {
    let controller = await MainActor.run { DivisionViewController() }
    let app = TUIApplication(rootView: DivisionView(controller: controller))
    app.launch()
    return (app, controller)
  }

  /// Waits, without holding a thread, until the presenter has shown the model's answer.
  ///
  /// The presenter's task needs a thread of the shared pool to resume once the model calls
  /// back. Swift Testing runs tests on that same pool, a thread a core, and the driver's
  /// `wait(timeout:)` blocks its thread: two tests waiting there at once on a two-core
  /// machine would leave the answer no thread until both timed out. Awaiting the pending
  /// task suspends instead; the driver's checks after it then find the answer shown.
  private func answerShown(on controller: DivisionViewController) async {
    let pending = await MainActor.run { (controller.presenter as? DivisionPresenter)?.pending }
    await pending?.value
  }

  @Test("divides, alerts エラー / 0では割れません / はい on zero, and explains bad input")
  func divisionScreen() async {
    let (app, controller) = await launch()
    let dividend = app.textFields["divisionDividendTextField"]
    let divisor = app.textFields["divisionDivisorTextField"]
    let result = app.staticTexts["divisionResultLabel"]
    #expect(dividend.hasFocus)
    dividend.typeText("100")
    divisor.tap()
    divisor.typeText("7")
    app.buttons["divisionButton"].tap()
    await answerShown(on: controller)
    #expect(result.wait(timeout: 5) { $0.label == "14" })
    divisor.tap()
    divisor.typeKey(.delete)
    divisor.typeText("0")
    app.buttons["divisionButton"].tap()
    await answerShown(on: controller)
    let alert = app.alerts["エラー"]
    #expect(alert.waitForExistence(timeout: 5))
    #expect(alert.staticTexts["0では割れません"].exists)
    alert.buttons["はい"].tap()
    #expect(!alert.exists)
    #expect(result.label == "")
    divisor.tap()
    divisor.typeKey(.delete)
    divisor.typeText("x")
    app.buttons["divisionButton"].tap()
    #expect(app.staticTexts["divisionMessageLabel"].waitForExistence(timeout: 5))
    #expect(app.staticTexts["divisionMessageLabel"].label == "割る数は整数で入力してください")
  }

  @Test("an answer goes once either field is edited: it no longer matches them")
  func staleAnswer() async {
    let (app, controller) = await launch()
    let dividend = app.textFields["divisionDividendTextField"]
    let divisor = app.textFields["divisionDivisorTextField"]
    let result = app.staticTexts["divisionResultLabel"]
    dividend.typeText("10")
    divisor.tap()
    divisor.typeText("3")
    app.buttons["divisionButton"].tap()
    await answerShown(on: controller)
    #expect(result.wait(timeout: 5) { $0.label == "3" })
    dividend.tap()
    dividend.typeText("0")
    #expect(result.label == "", "10 became 100: 答え 3 is wrong now")
    app.buttons["divisionButton"].tap()
    await answerShown(on: controller)
    #expect(result.wait(timeout: 5) { $0.label == "33" })
    divisor.tap()
    divisor.typeKey(.delete)
    #expect(result.label == "")
  }

  @Test("a message about old input goes once the input changes, and never stays under the alert")
  func staleMessage() async {
    let (app, controller) = await launch()
    let dividend = app.textFields["divisionDividendTextField"]
    let divisor = app.textFields["divisionDivisorTextField"]
    let message = app.staticTexts["divisionMessageLabel"]
    dividend.typeText("10")
    divisor.tap()
    divisor.typeText("x")
    app.buttons["divisionButton"].tap()
    #expect(message.waitForExistence(timeout: 5))
    divisor.tap()
    divisor.typeKey(.delete)
    #expect(!message.exists)
    divisor.typeText("0")
    app.buttons["divisionButton"].tap()
    await answerShown(on: controller)
    let alert = app.alerts["エラー"]
    #expect(alert.waitForExistence(timeout: 5))
    #expect(!message.exists)
    alert.buttons["はい"].tap()
    #expect(!message.exists)
    dividend.tap()
    dividend.typeText("y")
    app.buttons["divisionButton"].tap()
    #expect(message.wait(timeout: 5) { $0.label == "割られる数は整数で入力してください" })
    dividend.tap()
    dividend.typeKey(.delete)
    #expect(!message.exists)
  }
}
