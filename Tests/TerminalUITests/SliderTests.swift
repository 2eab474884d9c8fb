import TerminalKit
import Testing

@_spi(Engine) @testable import TerminalUI
@testable import TerminalUITesting

/// A sound screen: a slider with value labels and a step, one without a step, one of a
/// Float over its default range.
struct SoundForm: View {
  @State private var volume = 50.0
  @State private var balance = 0.0
  @State private var brightness: Float = 0.5
  @State private var edits: [Bool] = []

  var body: some View {
    VStack(alignment: .leading) {
      Slider(value: $volume, in: 0...100, step: 10) {
        Text("音量")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      } onEditingChanged: { editing in
        edits.append(editing)
      }
      .accessibilityIdentifier("volume")
      Slider(value: $balance, in: -1...1) { Text("左右") }
        .accessibilityIdentifier("balance")
      Slider(value: $brightness).accessibilityIdentifier("brightness")
      Text("値 \(Int(volume)) \(balance) \(brightness) \(edits.count)")
        .accessibilityIdentifier("values")
    }
  }
}

@MainActor
@Suite("Slider: a value along a range, drawn as a bar")
struct SliderTests {
  @Test("the bar takes the width left by the labels, the thumb at the value's place")
  func layout() {
    let lines = draw(SoundForm(), width: 30, height: 4).split(separator: "\n").map(String.init)
    // 30 columns: "音量 " (5) "0 " (2), a bar of 19, " 100" (4).
    #expect(
      lines[0] == "音量 0 " + String(repeating: "━", count: 9) + "●"
        + String(repeating: "─", count: 9) + " 100")
    // -1...1 at 0: a bar of 25 with the thumb in the middle.
    #expect(
      lines[1] == "左右 " + String(repeating: "━", count: 12) + "●"
        + String(repeating: "─", count: 12))
    #expect(lines[2] == String(repeating: "━", count: 15) + "●" + String(repeating: "─", count: 14))
  }

  @Test("the first order SwiftUI had, value labels as views and the label last, draws the same")
  func olderOrder() {
    let view = VStack(alignment: .leading) {
      Slider(
        value: .constant(50.0), in: 0...100, minimumValueLabel: Text("0"),
        maximumValueLabel: Text("100"), label: { Text("音量") })
      Slider(
        value: .constant(50.0), in: 0...100, step: 10, onEditingChanged: { _ in },
        minimumValueLabel: Text("0"), maximumValueLabel: Text("100")
      ) { Text("音量") }
    }
    let lines = draw(view, width: 30, height: 2).split(separator: "\n").map(String.init)
    let expected =
      "音量 0 " + String(repeating: "━", count: 9) + "●" + String(repeating: "─", count: 9) + " 100"
    #expect(lines == [expected, expected])
  }

  @Test("focused, → and ← move by the step, Home and End go to the ends, the value stays in range")
  nonisolated func keys() {
    let app = TUIApplication(rootView: SoundForm(), size: CGSize(width: 30, height: 4))
    app.launch()
    let volume = app.sliders["volume"]
    #expect(volume.hasFocus)
    #expect(volume.value as? String == "50%")
    app.typeKey(.rightArrow)
    #expect(volume.value as? String == "60%")
    app.typeKey(.end)
    app.typeKey(.rightArrow)
    #expect(volume.value as? String == "100%")
    app.typeKey(.home)
    app.typeKey(.leftArrow)
    #expect(volume.value as? String == "0%")
    #expect(volume.hasFocus)
    #expect(app.staticTexts["values"].label == "値 0 0.0 0.5 10")
  }

  @Test("without a step, a press moves a twentieth of the range")
  nonisolated func noStep() {
    let app = TUIApplication(rootView: SoundForm(), size: CGSize(width: 30, height: 4))
    app.launch()
    app.typeKey(.tab)
    let balance = app.sliders["balance"]
    #expect(balance.hasFocus)
    app.typeKey(.rightArrow)
    #expect(balance.value as? String == "55%")
    #expect(app.staticTexts["values"].label == "値 50 0.1 0.5 0")
  }

  @Test("XCUITest's sliders: adjust(toNormalizedSliderPosition:) and normalizedSliderPosition")
  nonisolated func adjust() {
    let app = TUIApplication(rootView: SoundForm(), size: CGSize(width: 30, height: 4))
    app.launch()
    #expect(app.sliders.count == 3)
    let volume = app.sliders["音量"]
    #expect(volume.normalizedSliderPosition == 0.5)
    volume.adjust(toNormalizedSliderPosition: 0.27)
    // Snapped to the step of 10.
    #expect(volume.value as? String == "30%")
    #expect(volume.normalizedSliderPosition == 0.3)
    app.sliders["brightness"].adjust(toNormalizedSliderPosition: 1.5)
    #expect(app.sliders["brightness"].value as? String == "100%")
    #expect(app.sliders["brightness"].hasFocus)
    #expect(app.staticTexts["values"].label == "値 30 0.0 1.0 2")
  }

  @Test("a bound value outside the range is drawn at the end; a key brings it back in")
  nonisolated func clamped() {
    @MainActor struct Outside: View {
      @State private var value = 150.0
      var body: some View {
        VStack {
          Slider(value: $value, in: 0...100, step: 10).accessibilityIdentifier("s")
          Text("値 \(Int(value))").accessibilityIdentifier("v")
        }
      }
    }
    let app = TUIApplication(rootView: Outside(), size: CGSize(width: 20, height: 2))
    app.launch()
    #expect(app.sliders["s"].value as? String == "100%")
    app.typeKey(.leftArrow)
    #expect(app.staticTexts["v"].label == "値 90")
  }

  @Test("a disabled slider takes no keys and cannot be adjusted")
  nonisolated func disabled() {
    @MainActor struct Disabled: View {
      @State private var value = 0.5
      var body: some View {
        Slider(value: $value).disabled(true).accessibilityIdentifier("s")
      }
    }
    let app = TUIApplication(rootView: Disabled(), size: CGSize(width: 20, height: 1))
    app.launch()
    #expect(!app.sliders["s"].isEnabled)
    app.typeKey(.rightArrow)
    #expect(app.sliders["s"].value as? String == "50%")
    withKnownIssue {
      app.sliders["s"].adjust(toNormalizedSliderPosition: 1)
    }
    #expect(app.sliders["s"].value as? String == "50%")
  }
}
