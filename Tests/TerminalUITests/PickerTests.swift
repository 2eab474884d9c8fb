import Foundation
import TerminalUI
import TerminalUITesting
import Testing

/// A trip form: a menu, a segmented, an inline and a wheel picker, the options from
/// `ForEach` and from `.tag`.
struct TripForm: View {
  enum Seat: String, CaseIterable, Identifiable {
    case window = "窓側"
    case aisle = "通路側"
    var id: Self { self }
  }

  @State private var city = "東京"
  @State private var seat = Seat.window
  @State private var meal = 0
  @State private var hour = 9

  var body: some View {
    Form {
      Section("旅程") {
        Picker("都市", selection: $city) {
          ForEach(["東京", "大阪", "札幌"], id: \.self) { Text($0) }
        }
        .accessibilityIdentifier("city")
        Picker("座席", selection: $seat) {
          ForEach(Seat.allCases) { seat in Text(seat.rawValue) }
        }
        .pickerStyle(.segmented)
        .accessibilityIdentifier("seat")
        Picker("食事", selection: $meal) {
          Text("なし").tag(0)
          Text("和食").tag(1)
          Text("洋食").tag(2)
          Text("特別食").tag("special")
        }
        .pickerStyle(.inline)
        .accessibilityIdentifier("meal")
        Picker("出発", selection: $hour) {
          ForEach(8..<11) { Text("\($0) 時").tag($0) }
        }
        .pickerStyle(.wheel)
        .accessibilityIdentifier("hour")
      }
      Text("選択 \(city) \(seat.rawValue) \(meal) \(hour)").accessibilityIdentifier("summary")
    }
  }
}

@Suite("Picker: one value among tagged options, in each style")
struct PickerTests {
  @Test("in a form: a menu row with the value at the right, segments, inline rows, a wheel")
  func layout() {
    let lines = screenText(of: TripForm(), width: 30, height: 16).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    #expect(lines[1] == padded("  都市", to: 23) + "東京 ▾")
    #expect(lines[2] == "  [ 窓側 | 通路側 ]")
    #expect(lines[3] == "  食事")
    #expect(lines[4] == "  ● なし")
    #expect(lines[5] == "  ○ 和食")
    #expect(lines[7] == "  ○ 特別食")
    #expect(lines[8] == "  出発")
    #expect(lines[9] == "    8 時")
    #expect(lines[10] == "  ▸ 9 時")
    #expect(lines[11] == "    10 時")
  }

  @Test("on its own a menu picker is the value in brackets with ▾; the chosen segment is reversed")
  func standalone() {
    @MainActor struct Single: View {
      @State private var color = 1
      var body: some View {
        VStack(alignment: .leading) {
          Picker("色", selection: $color) {
            Text("赤").tag(0)
            Text("緑").tag(1)
          }
          Picker("色", selection: $color) {
            Text("赤").tag(0)
            Text("緑").tag(1)
          }
          .pickerStyle(.segmented)
        }
      }
    }
    let screenshot = launched(Single(), width: 20, height: 2, colors: .trueColor).screenshot()
    let lines = screenshot.lines
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "[ 緑 ▾ ]")
    #expect(lines[1].trimmingCharacters(in: .whitespaces) == "[ 赤 | 緑 ]")
    let x = lines[1].prefix(while: { $0 == " " }).count
    // "[ 赤 | 緑 ]": the chosen segment " 緑 " starts at column 6.
    #expect(screenshot[x + 6, 1].isReversed)
    #expect(!screenshot[x + 1, 1].isReversed)
  }

  @Test(
    "a menu picker opens its options with Enter, the chosen one ✓; ↓ and Enter choose, Esc closes")
  func menuKeys() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    // The first control has focus from the start.
    let city = app.buttons["city"]
    #expect(city.hasFocus)
    #expect(city.label == "都市")
    #expect(city.value as? String == "東京")
    app.typeKey(.enter)
    let list = app.otherElements["都市"]
    #expect(list.waitForExistence(timeout: 5))
    #expect(list.buttons.count == 3)
    #expect(list.buttons["東京"].isSelected)
    #expect(!list.buttons["大阪"].isSelected)
    #expect(app.screenText.contains("✓ 東京"))
    // Under the value at the row's right edge, kept on screen: 30 columns, a list 10 wide.
    #expect(list.frame.minX == 20)
    #expect(list.frame.minY == 2)
    app.typeKey(.downArrow)
    app.typeKey(.enter)
    #expect(list.waitForNonExistence(timeout: 5))
    #expect(city.value as? String == "大阪")
    #expect(city.hasFocus)
    app.typeKey(.space)
    #expect(list.waitForExistence(timeout: 5))
    app.typeKey(.downArrow)
    app.typeKey(.escape)
    #expect(list.waitForNonExistence(timeout: 5))
    #expect(city.value as? String == "大阪")
    city.tap()
    list.buttons["札幌"].tap()
    #expect(app.staticTexts["summary"].label == "選択 札幌 窓側 0 9")
  }

  @Test("a segmented picker: ←/→ choose the segment beside, stopping at the ends")
  func segmentedKeys() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    app.typeKey(.tab)
    let seat = app.segmentedControls["seat"]
    #expect(seat.hasFocus)
    #expect(app.screenText.contains("< 窓側 | 通路側 >"))
    app.typeKey(.rightArrow)
    #expect(seat.value as? String == "通路側")
    app.typeKey(.rightArrow)
    #expect(seat.value as? String == "通路側")
    #expect(seat.hasFocus)
    app.typeKey(.leftArrow)
    #expect(seat.value as? String == "窓側")
  }

  @Test("XCUITest's segmentedControls: buttons inside, isSelected on the chosen, a tap chooses")
  func segmentedQueries() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    #expect(app.segmentedControls.count == 1)
    let seat = app.segmentedControls["座席"]
    #expect(seat.buttons.count == 2)
    #expect(seat.buttons["窓側"].isSelected)
    seat.buttons["通路側"].tap()
    #expect(seat.buttons["通路側"].isSelected)
    #expect(!seat.buttons["窓側"].isSelected)
    #expect(seat.hasFocus)
    #expect(app.staticTexts["summary"].label == "選択 東京 通路側 0 9")
  }

  @Test(
    "an inline picker: ↑/↓ choose, an option tagged with another type is skipped, past the end focus moves on"
  )
  func inlineKeys() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    for _ in 0..<2 { app.typeKey(.tab) }
    let meal = app.pickers["meal"]
    #expect(meal.hasFocus)
    app.typeKey(.downArrow)
    app.typeKey(.downArrow)
    #expect(meal.value as? String == "洋食")
    // 特別食 is tagged with a String: not selectable for an Int selection.
    app.typeKey(.downArrow)
    #expect(meal.value as? String == "洋食")
    #expect(app.pickers["hour"].hasFocus)
    #expect(!meal.buttons["特別食"].isEnabled)
    meal.buttons["和食"].tap()
    #expect(meal.value as? String == "和食")
    #expect(meal.buttons["和食"].isSelected)
    #expect(app.staticTexts["summary"].label == "選択 東京 窓側 1 9")
  }

  @Test("a wheel: app.pickers holds a pickerWheels element whose value is the chosen title")
  func wheel() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    let wheel = app.pickers["hour"].pickerWheels.element
    #expect(wheel.value as? String == "9 時")
    wheel.adjust(toPickerWheelValue: "10 時")
    #expect(wheel.value as? String == "10 時")
    #expect(app.staticTexts["summary"].label == "選択 東京 窓側 0 10")
    #expect(app.pickers["hour"].hasFocus)
    app.typeKey(.upArrow)
    app.typeKey(.upArrow)
    #expect(wheel.value as? String == "8 時")
  }

  @Test("adjust(toPickerWheelValue:) with a title the wheel lacks fails the test")
  func wheelMissing() {
    let app = TUIApplication(rootView: TripForm(), size: CGSize(width: 30, height: 16))
    app.launch()
    withKnownIssue {
      app.pickerWheels.element.adjust(toPickerWheelValue: "23 時")
    }
    #expect(app.pickerWheels.element.value as? String == "9 時")
  }

  @Test(
    "a selection no option's tag matches shows no value; an Optional selection takes Optional tags")
  func optionalSelection() {
    @MainActor struct Optional: View {
      @State private var city: String? = nil
      @State private var count = 7
      var body: some View {
        VStack(alignment: .leading) {
          Picker("都市", selection: $city) {
            Text("未定").tag(String?.none)
            Text("東京").tag(String?.some("東京"))
            Text("大阪").tag("大阪")
          }
          .pickerStyle(.inline)
          Picker("数", selection: $count) {
            Text("1").tag(1)
          }
          .accessibilityIdentifier("count")
        }
      }
    }
    let app = TUIApplication(rootView: Optional(), size: CGSize(width: 20, height: 6))
    app.launch()
    #expect(app.pickers["都市"].value as? String == "未定")
    #expect(app.pickers["都市"].buttons["東京"].isEnabled)
    #expect(!app.pickers["都市"].buttons["大阪"].isEnabled)
    app.pickers["都市"].buttons["東京"].tap()
    #expect(app.pickers["都市"].value as? String == "東京")
    #expect(app.buttons["count"].value as? String == "")
    #expect(app.screenText.contains("[  ▾ ]"))
  }

  @Test("every SwiftUI picker style is accepted; .labelsHidden() leaves a row without its label")
  func styles() {
    @MainActor struct Styles: View {
      @State private var value = 0
      var body: some View {
        Form {
          Picker("a", selection: $value) { Text("x").tag(0) }.pickerStyle(.automatic)
          Picker("b", selection: $value) { Text("x").tag(0) }.pickerStyle(.navigationLink)
          Picker("c", selection: $value) { Text("x").tag(0) }.pickerStyle(MenuPickerStyle())
          Picker("d", selection: $value) { Text("x").tag(0) }.pickerStyle(.radioGroup)
          Picker("e", selection: $value) { Text("x").tag(0) }.pickerStyle(.palette)
          Picker("f", selection: $value) { Text("x").tag(0) }.labelsHidden()
        }
      }
    }
    let lines = screenText(of: Styles(), width: 12, height: 10).split(separator: "\n").map(
      String.init)
    #expect(lines[0] == "  a     x ▾")
    #expect(lines[1] == "  b     x ▾")
    #expect(lines[2] == "  c     x ▾")
    #expect(lines[3] == "  d")
    #expect(lines[4] == "  ● x")
    #expect(lines[5] == "  [ x ]")
    #expect(lines[6] == "  [ x ▾ ]")
  }
}
