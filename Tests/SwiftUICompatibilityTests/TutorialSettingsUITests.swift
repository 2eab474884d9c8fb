import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialSettingsUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: TutorialSettingsView())
    app.launch()
  }

  func testReminderStepperFollowsTheNotificationsSwitch() {
    let notifications = app.switches["notificationsToggle"]
    XCTAssertEqual(notifications.value as? String, "1")
    let stepper = app.steppers["reminderStepper"]
    XCTAssertTrue(stepper.isEnabled)

    stepper.buttons["Increment"].tap()
    stepper.buttons["Increment"].tap()
    XCTAssertEqual(stepper.label, "リマインダー: 3回")
    stepper.buttons["Decrement"].tap()
    XCTAssertEqual(stepper.label, "リマインダー: 2回")

    notifications.tap()
    XCTAssertEqual(notifications.value as? String, "0")
    XCTAssertFalse(stepper.isEnabled)
    XCTAssertFalse(stepper.buttons["Increment"].isEnabled)

    app.buttons["resetButton"].tap()
    XCTAssertEqual(stepper.label, "リマインダー: 1回")
  }

  func testAccountAndAdvancedSections() {
    XCTAssertEqual(app.staticTexts["username"].value as? String, "taro")
    XCTAssertTrue(app.staticTexts["プロフィール"].exists)
    XCTAssertTrue(app.staticTexts["通知をオフにするとリマインダーも届きません。"].exists)
    XCTAssertTrue(app.images["info.circle"].exists)
    XCTAssertTrue(app.buttons["初期値に戻す"].exists)

    app.buttons["並び替え"].tap()
    XCTAssertTrue(app.buttons["日付"].waitForExistence(timeout: 1))
    app.buttons["日付"].tap()
    XCTAssertTrue(app.staticTexts["並び順: 日付"].exists)
    XCTAssertFalse(app.buttons["名前"].exists)

    XCTAssertFalse(app.switches["デバッグモード"].exists)
    app.buttons["詳細設定"].tap()
    XCTAssertTrue(app.switches["デバッグモード"].waitForExistence(timeout: 1))
    app.switches["デバッグモード"].tap()
    XCTAssertEqual(app.switches["デバッグモード"].value as? String, "1")
  }
}
