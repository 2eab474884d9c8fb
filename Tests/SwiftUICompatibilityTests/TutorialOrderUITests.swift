import TerminalUITesting  // import XCTest (XCUITest)
import XCTest

final class TutorialOrderUITests: XCTestCase {
  var app: XCUIApplication!

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    // On iOS: `app = XCUIApplication()`.
    app = XCUIApplication(rootView: TutorialOrderView(), size: CGSize(width: 50, height: 24))
    app.launch()
  }

  func testChoosingADrinkASizeAndShots() {
    app.buttons["drinkPicker"].tap()
    XCTAssertTrue(app.buttons["モカ"].waitForExistence(timeout: 1))
    app.buttons["モカ"].tap()
    XCTAssertEqual(app.buttons["drinkPicker"].value as? String, "モカ")

    let size = app.segmentedControls["sizePicker"]
    XCTAssertTrue(size.buttons["M"].isSelected)
    size.buttons["L"].tap()
    XCTAssertTrue(size.buttons["L"].isSelected)

    app.pickerWheels.element.adjust(toPickerWheelValue: "3 ショット")
    XCTAssertEqual(app.pickerWheels.element.value as? String, "3 ショット")
    XCTAssertEqual(app.staticTexts["summary"].label, "モカ L ×3 甘さ 50%")
  }

  func testSweetnessSliderAndPickupTime() {
    let slider = app.sliders["sweetnessSlider"]
    XCTAssertEqual(slider.value as? String, "50%")
    slider.adjust(toNormalizedSliderPosition: 0.8)
    XCTAssertEqual(slider.normalizedSliderPosition, 0.75, accuracy: 0.001)
    XCTAssertEqual(app.staticTexts["summary"].label, "ラテ M ×1 甘さ 75%")

    let pickup = app.datePickers["pickupPicker"]
    XCTAssertTrue(pickup.exists)
    XCTAssertEqual((pickup.value as? String)?.count, 5)
  }
}
