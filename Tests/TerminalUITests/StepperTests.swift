import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// An order screen: a bounded stepper, one stepping by two, one run by closures.
struct OrderForm: View {
  @State private var quantity = 3
  @State private var even = 0
  @State private var level = 0
  @State private var gift = false
  @State private var edits: [Bool] = []

  var body: some View {
    Form {
      Section("注文") {
        Toggle("ギフト包装", isOn: $gift).accessibilityIdentifier("gift")
        Stepper("数量: \(quantity)", value: $quantity, in: 0...10) { editing in
          edits.append(editing)
        }
        .accessibilityIdentifier("quantity")
        Stepper(value: $even, in: 0...4, step: 2) { Text("偶数: \(even)") }
          .accessibilityIdentifier("even")
        Stepper("段階: \(level)") {
          level += 1
        } onDecrement: {
          level -= 1
        }
        .accessibilityIdentifier("level")
      }
      Text("編集 \(edits.map { $0 ? "始" : "終" }.joined())").accessibilityIdentifier("edits")
    }
  }
}

@Suite("Stepper: a value stepped with two small buttons")
struct StepperTests {
  @Test("a stepper is a row: its label at the left, [−|+] at the right edge")
  func layout() {
    @MainActor struct Single: View {
      @State private var count = 3
      var body: some View {
        VStack {
          Stepper("数量: \(count)", value: $count, in: 0...10)
          Text("下")
        }
      }
    }
    let text = screenText(of: Single(), width: 20, height: 2)
    #expect(text == padded("数量: 3", to: 15) + "[−|+]\n         下")
  }

  @Test("in a form each stepper is a row under its section's header")
  func inForm() {
    let lines = screenText(of: OrderForm(), width: 30, height: 8).split(separator: "\n").map(
      String.init)
    #expect(lines[2] == padded("  数量: 3", to: 24) + "[−|+]")
    #expect(lines[3] == padded("  偶数: 0", to: 24) + "[−|+]")
    #expect(lines[4] == padded("  段階: 0", to: 24) + "[−|+]")
  }

  @Test("a button whose step would leave the range is dimmed; focus reverses the buttons")
  func bounds() throws {
    let app = launched(OrderForm(), width: 30, height: 8, colors: .trueColor)
    let before = app.screenshot()
    // 偶数 is at its lower bound: − dim, + not.
    #expect(before[25, 3].text == "−")
    #expect(before[25, 3].isDim)
    #expect(!before[27, 3].isDim)
    app.typeKey(.tab)
    let after = app.screenshot()
    #expect(after[24, 2].isReversed)
    #expect(after[2, 2].isReversed)
    #expect(!after[24, 3].isReversed)
    #expect(!after[2, 3].isReversed)
  }

  @Test("focused, → and + step up, ← and - step down, within the range; ↑/↓ move focus")
  func keys() {
    let app = TUIApplication(rootView: OrderForm())
    app.launch()
    app.typeKey(.tab)
    let quantity = app.steppers["quantity"]
    #expect(quantity.hasFocus)
    #expect(quantity.value as? String == "3")
    app.typeKey(.rightArrow)
    app.typeKey("+", modifierFlags: [])
    #expect(quantity.value as? String == "5")
    #expect(quantity.label == "数量: 5")
    app.typeKey(.leftArrow)
    app.typeKey("-", modifierFlags: [])
    #expect(quantity.value as? String == "3")
    for _ in 0..<10 { app.typeKey(.rightArrow) }
    #expect(quantity.value as? String == "10")
    #expect(quantity.hasFocus)
    app.typeKey(.downArrow)
    #expect(app.steppers["even"].hasFocus)
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    #expect(app.steppers["even"].value as? String == "4")
    app.typeKey(.downArrow)
    app.typeKey(.leftArrow)
    #expect(app.steppers["level"].label == "段階: -1")
    #expect(app.steppers["level"].value == nil)
  }

  @Test("XCUITest's queries: app.steppers[…].buttons[\"Increment\"] and [\"Decrement\"]")
  func queries() {
    let app = TUIApplication(rootView: OrderForm())
    app.launch()
    #expect(app.steppers.count == 3)
    #expect(app.steppers["数量: 3"].identifier == "quantity")
    let even = app.steppers["even"]
    #expect(even.buttons.count == 2)
    #expect(!even.buttons["Decrement"].isEnabled)
    even.buttons["Increment"].tap()
    #expect(even.value as? String == "2")
    #expect(even.hasFocus)
    #expect(even.buttons["Decrement"].isEnabled)
    even.buttons["Increment"].tap()
    #expect(!even.buttons["Increment"].isEnabled)
    even.buttons["Decrement"].tap()
    #expect(even.value as? String == "2")
    #expect(app.buttons["Increment"].exists)
  }

  @Test("each step tells onEditingChanged that editing began and ended")
  func editingChanged() {
    let app = TUIApplication(rootView: OrderForm())
    app.launch()
    app.steppers["quantity"].buttons["Increment"].tap()
    app.steppers["quantity"].buttons["Decrement"].tap()
    #expect(app.staticTexts["edits"].label == "編集 始終始終")
  }

  @Test("a disabled stepper takes no steps and its buttons are disabled")
  func disabled() {
    @MainActor struct Disabled: View {
      @State private var count = 1
      var body: some View {
        Stepper("数: \(count)", value: $count, in: 0...3).disabled(true)
          .accessibilityIdentifier("count")
      }
    }
    let app = TUIApplication(rootView: Disabled())
    app.launch()
    #expect(!app.steppers["count"].isEnabled)
    #expect(!app.steppers["count"].buttons["Increment"].isEnabled)
    app.typeKey(.rightArrow)
    #expect(app.steppers["count"].value as? String == "1")
  }

  @Test("a Double value steps by a fraction and stops at its bound")
  func fractional() {
    @MainActor struct Volume: View {
      @State private var volume = 0.5
      var body: some View {
        Stepper(value: $volume, in: 0...1, step: 0.25) { Text("音量 \(volume)") }
          .accessibilityIdentifier("volume")
      }
    }
    let app = TUIApplication(rootView: Volume())
    app.launch()
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    app.typeKey(.rightArrow)
    #expect(app.steppers["volume"].value as? String == "1.0")
  }
}
