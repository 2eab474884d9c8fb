import RxStreams
import StreamsTesting
import TerminalUITesting
import Testing
import XCTest

@testable import CounterFeature

/// The articles' RxBlocking tests: send inputs, then read the outputs' first value. The view
/// model is held as its view sees it, `CounterViewModelType`: taps go into `inputs`, values
/// are read from `outputs`.
final class CounterViewModelTests: XCTestCase {
  var viewModel: (any CounterViewModelType)!

  override func setUp() {
    super.setUp()
    viewModel = CounterViewModel()
  }

  func testInitialState() throws {
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "0")
    XCTAssertEqual(
      try viewModel.outputs.isDecrementEnabled.toBlocking(timeout: 1).first(), false)
  }

  func testIncrement() throws {
    viewModel.inputs.incrementTapped.accept(())
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "1")
    viewModel.inputs.incrementTapped.accept(())
    viewModel.inputs.incrementTapped.accept(())
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "3")
    XCTAssertEqual(
      try viewModel.outputs.isDecrementEnabled.toBlocking(timeout: 1).first(), true)
  }

  func testDecrementNeverGoesBelowZero() throws {
    viewModel.inputs.decrementTapped.accept(())
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "0")
    viewModel.inputs.incrementTapped.accept(())
    viewModel.inputs.decrementTapped.accept(())
    viewModel.inputs.decrementTapped.accept(())
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "0")
  }

  func testReset() throws {
    for _ in 0..<5 { viewModel.inputs.incrementTapped.accept(()) }
    viewModel.inputs.resetTapped.accept(())
    XCTAssertEqual(try viewModel.outputs.countText.toBlocking(timeout: 1).first(), "0")
    XCTAssertEqual(
      try viewModel.outputs.isDecrementEnabled.toBlocking(timeout: 1).first(), false)
  }
}

/// On the main actor: the screen's binders set its properties at once on the main queue.
@MainActor
@Suite("CounterViewModel's Input/Output protocols")
struct CounterViewModelTypeTests {
  @Test("inputs and outputs are the view model itself, seen through each protocol")
  func inputsAndOutputsAreTheViewModel() {
    let viewModel = CounterViewModel()
    #expect(viewModel.inputs as AnyObject === viewModel)
    #expect(viewModel.outputs as AnyObject === viewModel)
  }

  @Test("a tap sent through inputs reaches the screen bound to outputs")
  func screenBindsInputsAndOutputs() {
    let viewModel = CounterViewModel()
    let screen = CounterScreen(viewModel: viewModel)
    #expect(screen.countText == "0")
    #expect(!screen.isDecrementEnabled)
    viewModel.inputs.incrementTapped.accept(())
    #expect(screen.countText == "1")
    #expect(screen.isDecrementEnabled)
    screen.decrementTap.accept(())
    #expect(screen.countText == "0")
    #expect(!screen.isDecrementEnabled)
  }
}

/// The counter screen through the UI-test driver, as XCUITest would drive it.
final class CounterUITests: XCTestCase {
  func testCounterScreen() {
    let app = XCUIApplication(rootView: CounterView(screen: CounterScreen()))
    app.launch()
    let label = app.staticTexts["counterLabel"]
    let decrement = app.buttons["counterDecrementButton"]
    let increment = app.buttons["counterIncrementButton"]
    XCTAssertEqual(label.label, "0")
    XCTAssertFalse(decrement.isEnabled)
    XCTAssertTrue(increment.hasFocus, "− is disabled, so + has focus first")
    increment.tap()
    increment.tap()
    XCTAssertEqual(label.label, "2")
    XCTAssertTrue(decrement.isEnabled)
    decrement.tap()
    XCTAssertEqual(label.label, "1")
    app.buttons["counterResetButton"].tap()
    XCTAssertEqual(label.label, "0")
    XCTAssertFalse(decrement.isEnabled)
    let order = [decrement, increment, app.buttons["counterResetButton"]].map(\.frame.minX)
    XCTAssertEqual(order, order.sorted(), "−, +, Reset from left to right")
  }
}

@MainActor
@Suite("The counter from the keyboard")
struct CounterKeyboardTests {
  @Test("pressing − until it disables at 0 leaves focus on −: one press more adds nothing")
  func decrementToZero() {
    let app = TUIApplication(rootView: CounterView(screen: CounterScreen()))
    app.launch()
    let label = app.staticTexts["counterLabel"]
    let decrement = app.buttons["counterDecrementButton"]
    #expect(app.buttons["counterIncrementButton"].hasFocus)
    for _ in 0..<3 { app.typeKey(.enter) }
    #expect(label.label == "3")
    app.typeKey(.tab, modifierFlags: .shift)
    #expect(decrement.hasFocus)
    for _ in 0..<3 { app.typeKey(.enter) }
    #expect(label.label == "0")
    #expect(!decrement.isEnabled)
    #expect(decrement.hasFocus)
    app.typeKey(.enter)
    #expect(label.label == "0", "the fourth press reaches no other button")
    app.typeKey(.tab)
    #expect(app.buttons["counterIncrementButton"].hasFocus)
  }
}
